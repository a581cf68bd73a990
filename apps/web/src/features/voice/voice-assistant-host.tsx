import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyComponent } from '@/lib/lazy-component';
import { useVoiceKeyListener } from './hooks/use-voice-keys';
import type { VoiceAppSeams } from './seams';

const VoiceAssistant = lazyComponent<{ seams: VoiceAppSeams }>(() => import('./components/voice-assistant').then((m) => m.VoiceAssistant));

/**
 * The voice control is on every screen but not part of the first paint: its code loads right
 * after it; its keys are listened for from the start. A failure to load or render it leaves the rest
 * of the workspace untouched.
 */
export function VoiceAssistantHost({ seams }: { seams: VoiceAppSeams }) {
  useVoiceKeyListener();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (!painted) return null;
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error('The voice control failed:', error)}>
      <Suspense fallback={null}>
        <VoiceAssistant seams={seams} />
      </Suspense>
    </ErrorBoundary>
  );
}
