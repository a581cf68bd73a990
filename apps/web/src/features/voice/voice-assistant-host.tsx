import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyComponent } from '@/lib/lazy-component';
import { usePageReady } from '@/lib/page-ready';
import type { VoiceAppSeams } from './seams';

const VoiceAssistant = lazyComponent<{ seams: VoiceAppSeams }>(() => import('./components/voice-assistant').then((m) => m.VoiceAssistant));

/**
 * The voice control is on every screen but not part of the page the user opened: its code loads
 * once that page has committed. A failure to load or render it leaves the rest of the workspace untouched.
 */
export function VoiceAssistantHost({ seams }: { seams: VoiceAppSeams }) {
  if (!usePageReady()) return null;
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error('The voice control failed:', error)}>
      <Suspense fallback={null}>
        <VoiceAssistant seams={seams} />
      </Suspense>
    </ErrorBoundary>
  );
}
