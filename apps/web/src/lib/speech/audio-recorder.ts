/** A running microphone recording (spec B §4: stops on request or after the maximum length). */
export interface RecordingSession {
  /** The audio once the recording has stopped; rejects when it was cancelled or failed. */
  readonly done: Promise<Blob>;
  stop(): void;
  cancel(): void;
}

export class RecordingCancelled extends Error {
  constructor() {
    super('Recording cancelled');
    this.name = 'RecordingCancelled';
  }
}

export interface RecorderPlatform {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createRecorder(stream: MediaStream): MediaRecorder;
}

/** The browser's microphone and MediaRecorder; null where either is missing. */
export function browserRecorderPlatform(): RecorderPlatform | null {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return null;
  return {
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    createRecorder: (stream) => new MediaRecorder(stream),
  };
}

/** Opens the microphone and records until stop(), cancel() or maxMs; the microphone is released at the end. */
export async function startRecording(platform: RecorderPlatform, maxMs: number): Promise<RecordingSession> {
  const stream = await platform.getUserMedia({ audio: true });
  const release = () => stream.getTracks().forEach((track) => track.stop());
  let recorder: MediaRecorder;
  try {
    recorder = platform.createRecorder(stream);
  } catch (error) {
    release();
    throw error;
  }
  const chunks: Blob[] = [];
  let cancelled = false;

  const done = new Promise<Blob>((resolve, reject) => {
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      clearTimeout(timer);
      release();
      if (cancelled) reject(new RecordingCancelled());
      else resolve(new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || 'audio/webm' }));
    });
    recorder.addEventListener('error', (event) => {
      clearTimeout(timer);
      release();
      reject((event as ErrorEvent).error instanceof Error ? (event as ErrorEvent).error : new Error('Recording failed'));
    });
  });
  // Keep an unobserved cancellation from surfacing as an unhandled rejection.
  done.catch(() => undefined);

  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  try {
    recorder.start();
  } catch (error) {
    release();
    throw error;
  }
  // Read by the listeners above, which only run after start().
  const timer = setTimeout(stop, maxMs);
  return {
    done,
    stop,
    cancel() {
      cancelled = true;
      stop();
    },
  };
}

/** A recording as a base64 data: URL, the form POST /api/ai-chat/speech-to-text takes. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording'));
    reader.readAsDataURL(blob);
  });
}
