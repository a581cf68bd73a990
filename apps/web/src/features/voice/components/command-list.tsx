import { BUILT_IN_VOICE_COMMANDS, VOICE_CATEGORIES, type VoiceCommand } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { deleteVoiceCommand } from '../api/delete-voice-command';
import { VOICE_COMMANDS_KEY } from '../api/voice-commands';
import { VOICE_PROFILE_KEY } from '../api/voice-profile';

function CommandRow({ command, onRemove }: { command: VoiceCommand; onRemove?: () => void }) {
  const [first, ...more] = command.phrase;
  return (
    <li className="flex items-start gap-2 py-1 text-xs">
      <div className="min-w-0 flex-1">
        <p>
          <span className="font-medium">«{first}»</span>
          {more.length > 0 ? <span className="text-muted-foreground"> · {more.map((p) => `«${p}»`).join(' · ')}</span> : null}
        </p>
        <p className="text-muted-foreground">
          {command.description}
          {command.requiresConfirmation ? ` (${t.commands.confirmation})` : ''}
          {command.aliases && command.aliases.length > 0 ? ` · ${t.commands.aliases}: ${command.aliases.join(', ')}` : ''}
        </p>
      </div>
      {onRemove ? (
        <Button variant="ghost" size="icon" className="size-6" aria-label={t.commands.remove(first ?? command.id)} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}

/** Every phrase the assistant knows, by category, the workspace's own commands first (removable). */
export function CommandList({ custom }: { custom: readonly VoiceCommand[] }) {
  const queryClient = useQueryClient();
  const remove = (id: string) => {
    deleteVoiceCommand(id)
      .then(() => Promise.all([queryClient.invalidateQueries({ queryKey: VOICE_COMMANDS_KEY }), queryClient.invalidateQueries({ queryKey: VOICE_PROFILE_KEY })]))
      .catch((error: unknown) => {
        console.error('Failed to delete voice command:', error);
        toast({ title: t.commands.removeFailed, variant: 'destructive' });
      });
  };
  return (
    <div className="flex flex-col gap-3">
      {custom.length > 0 ? (
        <section aria-label={t.commands.custom}>
          <h4 className="text-xs font-semibold text-muted-foreground">{t.commands.custom}</h4>
          <ul className="divide-y divide-border">
            {custom.map((command) => (
              <CommandRow key={command.id} command={command} onRemove={() => remove(command.id)} />
            ))}
          </ul>
        </section>
      ) : null}
      {VOICE_CATEGORIES.map((category) => (
        <section key={category} aria-label={t.categories[category]}>
          <h4 className="text-xs font-semibold text-muted-foreground">{t.categories[category]}</h4>
          <ul className="divide-y divide-border">
            {BUILT_IN_VOICE_COMMANDS.filter((c) => c.category === category).map((command) => (
              <CommandRow key={command.id} command={command} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-label={t.commands.fallbacks}>
        <h4 className="text-xs font-semibold text-muted-foreground">{t.commands.fallbacks}</h4>
        <ul className="list-disc pl-4 text-xs text-muted-foreground">
          {t.commands.fallbackExamples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
