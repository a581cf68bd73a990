import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingCancelled, startRecording, type RecorderPlatform } from './audio-recorder';

class FakeRecorder extends EventTarget {
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const data = new Event('dataavailable') as Event & { data: Blob };
    data.data = new Blob(['audio-bytes'], { type: 'audio/webm' });
    this.dispatchEvent(data);
    this.dispatchEvent(new Event('stop'));
  }
}

function platform() {
  const track = { stop: vi.fn() };
  const recorder = new FakeRecorder();
  const fake: RecorderPlatform = {
    getUserMedia: vi.fn(async () => ({ getTracks: () => [track] }) as unknown as MediaStream),
    createRecorder: () => recorder as unknown as MediaRecorder,
  };
  return { fake, track, recorder };
}

afterEach(() => vi.useRealTimers());

describe('startRecording', () => {
  it('records until stopped and releases the microphone', async () => {
    const { fake, track, recorder } = platform();
    const session = await startRecording(fake, 30_000);
    expect(fake.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(recorder.state).toBe('recording');
    session.stop();
    const blob = await session.done;
    expect(blob.type).toBe('audio/webm;codecs=opus');
    expect(await blob.text()).toBe('audio-bytes');
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops by itself after the maximum length (30 s)', async () => {
    vi.useFakeTimers();
    const { fake, recorder } = platform();
    const session = await startRecording(fake, 30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(recorder.state).toBe('recording');
    await vi.advanceTimersByTimeAsync(1);
    expect(recorder.state).toBe('inactive');
    await expect(session.done).resolves.toBeInstanceOf(Blob);
  });

  it('a cancelled recording yields no audio', async () => {
    const { fake, track } = platform();
    const session = await startRecording(fake, 30_000);
    session.cancel();
    await expect(session.done).rejects.toBeInstanceOf(RecordingCancelled);
    expect(track.stop).toHaveBeenCalled();
  });

  it('fails when the microphone is refused', async () => {
    const { fake } = platform();
    fake.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    await expect(startRecording(fake, 30_000)).rejects.toThrow('denied');
  });
});
