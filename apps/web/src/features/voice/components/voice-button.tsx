import { Loader2, Mic, MicOff, PanelTopOpen } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { useMicLevel } from '../hooks/use-mic-level';
import type { VoiceAssistantState } from '../model/voice-assistant';

const COLOURS: Record<VoiceAssistantState, string> = {
  idle: 'bg-background text-foreground border border-border hover:bg-muted',
  listening: 'bg-red-600 text-white',
  'wake-word-active': 'bg-emerald-600 text-white',
  'awaiting-confirmation': 'bg-amber-500 text-black',
  processing: 'bg-red-600 text-white',
};

interface VoiceButtonProps {
  state: VoiceAssistantState;
  listening: boolean;
  supported: boolean;
  panelOpen: boolean;
  onToggleListening: () => void;
  onTogglePanel: () => void;
}

/**
 * The round "Stemme" button (spec A §2): red while listening, green while the wake word is
 * active, a ring following the microphone level, a spinner while a command runs.
 */
export function VoiceButton({ state, listening, supported, panelOpen, onToggleListening, onTogglePanel }: VoiceButtonProps) {
  const ring = useRef<HTMLSpanElement>(null);
  useMicLevel(listening, ring);
  const Icon = supported ? Mic : MicOff;
  return (
    <div className="flex items-end gap-1">
      <div className="flex flex-col items-center gap-0.5">
        <button
          type="button"
          onClick={onToggleListening}
          aria-pressed={listening}
          aria-disabled={!supported}
          aria-label={!supported ? t.button.unsupported : listening ? t.button.stop : t.button.start}
          title={!supported ? t.button.unsupported : undefined}
          className={cn(
            'relative flex size-12 items-center justify-center rounded-full shadow-lg transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
            supported ? COLOURS[state] : 'cursor-not-allowed border border-dashed border-border bg-muted text-muted-foreground',
          )}
        >
          {listening ? (
            <span
              ref={ring}
              aria-hidden
              data-testid="voice-level-ring"
              style={{ transform: 'scale(calc(1 + var(--mic-level, 0) * 0.6))', opacity: 'calc(0.35 + var(--mic-level, 0) * 0.65)' }}
              className="pointer-events-none absolute -inset-1 rounded-full border-2 border-current motion-safe:transition-transform motion-safe:duration-75"
            />
          ) : null}
          {state === 'processing' ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <Icon aria-hidden className="size-5" />}
        </button>
        <span aria-hidden className="rounded bg-background/90 px-1 text-[10px] font-medium leading-tight text-foreground shadow-sm">
          {t.button.caption}
        </span>
      </div>
      <button
        type="button"
        onClick={onTogglePanel}
        aria-expanded={panelOpen}
        aria-label={panelOpen ? t.button.closePanel : t.button.openPanel}
        className="mb-5 flex size-6 items-center justify-center rounded-full border border-border bg-background text-muted-foreground shadow hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <PanelTopOpen aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}
