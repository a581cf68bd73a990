import { Mic, MicOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { workflowToolsStrings } from '@/lib/i18n/nb/workflow-tools';
import { SAMPLE_VOICE_COMMANDS } from '../data/suggestions';
import { ToolSection } from './tool-section';

/** A local, visual listening toggle only: no microphone is opened and nothing is recognised. */
export function VoiceControl({ defaultListening = false }: { defaultListening?: boolean }) {
  const s = workflowToolsStrings.voice;
  const [listening, setListening] = useState(defaultListening);
  const Icon = listening ? Mic : MicOff;

  return (
    <ToolSection title={s.heading} icon={Mic}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={listening ? 'default' : 'outline'}
          size="sm"
          aria-pressed={listening}
          onClick={() => setListening((on) => !on)}
        >
          <Icon aria-hidden="true" />
          {s.toggle}
        </Button>
        <span
          aria-hidden="true"
          className={cn('size-2.5 rounded-full', listening ? 'bg-emerald-500 motion-safe:animate-pulse' : 'bg-border')}
        />
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {listening ? s.listening : s.idle}
      </p>
      <div className="flex flex-col gap-1">
        <h4 className="text-[11px] font-medium text-muted-foreground">{s.examplesHeading}</h4>
        <ul className="flex flex-wrap gap-1.5">
          {SAMPLE_VOICE_COMMANDS.map((command) => (
            <li key={command} className="rounded-full border border-border px-2 py-0.5 text-[11px]">
              «{command}»
            </li>
          ))}
        </ul>
      </div>
    </ToolSection>
  );
}
