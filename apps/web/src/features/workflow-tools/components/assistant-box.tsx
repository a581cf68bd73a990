import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { workflowToolsStrings } from '@/lib/i18n/nb/workflow-tools';
import { SAMPLE_ASSISTANT_SUGGESTIONS } from '../data/suggestions';
import { canAskAssistant } from '../model/assistant';
import { ToolSection } from './tool-section';

export function AssistantBox({ defaultPrompt = '' }: { defaultPrompt?: string }) {
  const s = workflowToolsStrings.assistant;
  const id = useId();
  const [prompt, setPrompt] = useState(defaultPrompt);

  return (
    <ToolSection title={s.heading} icon={Sparkles}>
      <Label htmlFor={id} className="leading-snug">
        {s.label}
      </Label>
      <Textarea
        id={id}
        value={prompt}
        placeholder={s.placeholder}
        rows={3}
        onChange={(event) => setPrompt(event.target.value)}
        className="text-xs"
      />
      <div role="group" aria-label={s.suggestionsLabel} className="flex flex-wrap gap-1.5">
        {SAMPLE_ASSISTANT_SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            onClick={() => setPrompt(suggestion)}
            className="rounded-xl border border-border bg-muted px-2.5 py-1 text-left text-[11px] hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {suggestion}
          </button>
        ))}
      </div>
      <Button
        size="sm"
        className="self-start"
        disabled={!canAskAssistant(prompt)}
        onClick={() => toast({ title: s.submittedTitle, description: s.submittedDescription })}
      >
        <Sparkles aria-hidden="true" />
        {s.submit}
      </Button>
    </ToolSection>
  );
}
