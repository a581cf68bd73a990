/** Speech recognition behind a small interface: the Web Speech API in browsers, scripted in tests. */
export interface RecognitionAlternative {
  transcript: string;
  confidence: number;
}

export interface RecognitionResult {
  /** Best first; the assistant matches across all of them. */
  alternatives: RecognitionAlternative[];
  isFinal: boolean;
}

export interface RecognizerOptions {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
}

export interface RecognizerEvents {
  /** Audio capture began. */
  start(): void;
  result(result: RecognitionResult): void;
  /** The Web Speech error code: no-speech, not-allowed, network, audio-capture, aborted, … */
  error(code: string): void;
  /** The session is over (after an error too); start() may be called again. */
  end(): void;
}

export interface SpeechRecognizer {
  readonly supported: boolean;
  start(options: RecognizerOptions, events: RecognizerEvents): void;
  stop(): void;
  abort(): void;
}

interface WebSpeechRecognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string; confidence: number }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => WebSpeechRecognition;

/** The browser's SpeechRecognition (prefixed in Chromium and Safari); undefined in Firefox. */
function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** A fresh recognition object per session, so a late event of the last one cannot reach the next. */
export function createWebSpeechRecognizer(Recognition: RecognitionConstructor | undefined = recognitionConstructor()): SpeechRecognizer {
  let current: WebSpeechRecognition | null = null;

  const detach = (recognition: WebSpeechRecognition) => {
    recognition.onstart = null;
    recognition.onresult = null;
    recognition.onerror = null;
    recognition.onend = null;
  };

  return {
    supported: Boolean(Recognition),
    start(options, events) {
      if (!Recognition) throw new Error('Speech recognition is not supported');
      if (current) detach(current);
      const recognition = new Recognition();
      current = recognition;
      recognition.lang = options.lang;
      recognition.continuous = options.continuous;
      recognition.interimResults = options.interimResults;
      recognition.maxAlternatives = options.maxAlternatives;
      recognition.onstart = () => events.start();
      recognition.onresult = (event) => {
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i];
          if (!result) continue;
          const alternatives = Array.from({ length: result.length }, (_, k) => result[k]).filter((a) => a !== undefined);
          events.result({ isFinal: result.isFinal, alternatives: alternatives.map((a) => ({ transcript: a.transcript, confidence: a.confidence })) });
        }
      };
      recognition.onerror = (event) => events.error(event.error);
      recognition.onend = () => {
        if (current === recognition) current = null;
        detach(recognition);
        events.end();
      };
      recognition.start();
    },
    stop: () => current?.stop(),
    abort: () => current?.abort(),
  };
}
