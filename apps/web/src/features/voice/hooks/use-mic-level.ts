import { useEffect, type RefObject } from 'react';

/** How often the level is read; the ring follows it through a CSS variable, without React renders. */
const SAMPLE_MS = 80;

/**
 * While `active`, opens the microphone and writes its level (0–1) to the element's --mic-level
 * custom property. Without a microphone (or permission) the ring simply stays at rest.
 */
export function useMicLevel(active: boolean, element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active || typeof AudioContext === 'undefined' || !navigator.mediaDevices?.getUserMedia) return;
    let stopped = false;
    let release = () => {};
    void navigator.mediaDevices
      .getUserMedia({ audio: true })
      .then((stream) => {
        if (stopped) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        const context = new AudioContext();
        const analyser = context.createAnalyser();
        analyser.fftSize = 256;
        context.createMediaStreamSource(stream).connect(analyser);
        const samples = new Uint8Array(analyser.fftSize);
        const timer = setInterval(() => {
          analyser.getByteTimeDomainData(samples);
          let sum = 0;
          for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
          const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
          element.current?.style.setProperty('--mic-level', level.toFixed(2));
        }, SAMPLE_MS);
        release = () => {
          clearInterval(timer);
          stream.getTracks().forEach((track) => track.stop());
          void context.close();
          element.current?.style.setProperty('--mic-level', '0');
        };
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      release();
    };
  }, [active, element]);
}
