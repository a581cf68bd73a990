import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedSynthesis } from '@/test/scripted-speech';
import { createSpeechOutput, pickVoice, preferredVoice, utteranceTimeoutMs } from './speech-output';

const voice = (voiceURI: string, lang: string) => ({ voiceURI, name: voiceURI, lang, localService: true });
const VOICES = [voice('english', 'en-US'), voice('british', 'en-GB'), voice('norsk', 'nb-NO')];
const options = { voiceUri: null, rate: 1, pitch: 1 };

afterEach(() => vi.useRealTimers());

describe('voice choice', () => {
  it('prefers Norwegian, else the first voice', () => {
    expect(preferredVoice(VOICES)?.voiceURI).toBe('norsk');
    expect(preferredVoice([voice('x', 'de-DE'), voice('y', 'fr-FR')])?.voiceURI).toBe('x');
    expect(preferredVoice([voice('no', 'no')])?.voiceURI).toBe('no');
    expect(preferredVoice([])).toBeUndefined();
  });

  it('takes the chosen voice, then one for the language, then the preferred one', () => {
    expect(pickVoice(VOICES, 'british')?.voiceURI).toBe('british');
    expect(pickVoice(VOICES, null, 'en-US')?.voiceURI).toBe('english');
    expect(pickVoice(VOICES, null, 'en-AU')?.voiceURI).toBe('english');
    expect(pickVoice(VOICES, 'gone', 'sv-SE')?.voiceURI).toBe('norsk');
  });
});

describe('createSpeechOutput', () => {
  it('speaks Markdown as plain text, one sentence per utterance, with the options', async () => {
    const fake = scriptedSynthesis({ voices: VOICES });
    const speech = createSpeechOutput(fake.synth, fake.Utterance);
    await speech.speak('**Svar:** Hei! Dette er `kode`.', { voiceUri: null, rate: 1.3, pitch: 0.8 });
    expect(fake.spoken.map((s) => s.text)).toEqual(['Svar: Hei!', 'Dette er kode.']);
    expect(fake.spoken[0]).toMatchObject({ rate: 1.3, pitch: 0.8, voice: 'norsk' });
  });

  it('uses a voice for the language when one is asked for', async () => {
    const fake = scriptedSynthesis({ voices: VOICES });
    const speech = createSpeechOutput(fake.synth, fake.Utterance);
    await speech.speak('Yes, how can I help?', { voiceUri: null, rate: 1.1, pitch: 1, lang: 'en-US' });
    expect(fake.spoken).toEqual([{ text: 'Yes, how can I help?', lang: 'en-US', rate: 1.1, pitch: 1, voice: 'english' }]);
  });

  it('reports speaking while the utterances play; cancel stops the rest', async () => {
    const fake = scriptedSynthesis({ autoEnd: false });
    const speech = createSpeechOutput(fake.synth, fake.Utterance);
    const changes: boolean[] = [];
    speech.onSpeakingChange((speaking) => changes.push(speaking));
    const done = speech.speak('En. To. Tre.', options);
    expect(speech.isSpeaking()).toBe(true);
    fake.finishOne();
    await vi.waitFor(() => expect(fake.spoken).toHaveLength(2));
    speech.cancel();
    await done;
    expect(fake.spoken.map((s) => s.text)).toEqual(['En.', 'To.']);
    expect(speech.isSpeaking()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('a new speak replaces the one playing', async () => {
    const fake = scriptedSynthesis({ autoEnd: false });
    const speech = createSpeechOutput(fake.synth, fake.Utterance);
    const first = speech.speak('Først. Og mer.', options);
    const second = speech.speak('Nå dette.', options);
    await first;
    expect(speech.isSpeaking()).toBe(true);
    fake.finishOne();
    await second;
    expect(fake.spoken.map((s) => s.text)).toEqual(['Først.', 'Nå dette.']);
    expect(speech.isSpeaking()).toBe(false);
  });

  it('rejects on a synthesis error other than a cancel', async () => {
    const fake = scriptedSynthesis({ autoEnd: false });
    const speech = createSpeechOutput(fake.synth, fake.Utterance);
    const done = speech.speak('Hei.', options);
    fake.fail('audio-busy');
    await expect(done).rejects.toThrow('audio-busy');
    expect(speech.isSpeaking()).toBe(false);
  });

  it('moves on when an engine never reports the end of an utterance', async () => {
    vi.useFakeTimers();
    const fake = scriptedSynthesis({ autoEnd: false });
    const speech = createSpeechOutput(fake.synth, fake.Utterance);
    const done = speech.speak('Hei.', options);
    await vi.advanceTimersByTimeAsync(utteranceTimeoutMs('Hei.', 1));
    await done;
    expect(speech.isSpeaking()).toBe(false);
  });

  it('tells listeners when the voice list changes', () => {
    const fake = scriptedSynthesis();
    const speech = createSpeechOutput(fake.synth, fake.Utterance);
    const seen: number[] = [];
    const stop = speech.onVoicesChanged(() => seen.push(speech.voices().length));
    fake.setVoices(VOICES);
    stop();
    fake.setVoices([]);
    expect(seen).toEqual([3]);
  });

  it('is unsupported without a synthesizer and refuses to speak', async () => {
    const speech = createSpeechOutput(undefined, undefined);
    expect(speech.supported).toBe(false);
    expect(speech.voices()).toEqual([]);
    await expect(speech.speak('Hei', options)).rejects.toThrow(/not supported/);
  });
});
