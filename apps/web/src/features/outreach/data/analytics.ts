import type { SignalTypePerformance } from './types';

/** Hard-coded sample figures: how each signal type performs across campaigns. */
export const SAMPLE_SIGNAL_PERFORMANCE: readonly SignalTypePerformance[] = [
  { signalType: 'reviews', signalsFound: 38, replyRate: 0.09 },
  { signalType: 'awards', signalsFound: 17, replyRate: 0.14 },
  { signalType: 'launches', signalsFound: 26, replyRate: 0.11 },
  { signalType: 'pr_media', signalsFound: 21, replyRate: 0.07 },
];
