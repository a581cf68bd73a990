import type { Prompt } from '@nova/shared';
import { BookOpen, Library, Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { KeyCombo, useShortcuts } from '@/features/shortcuts';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { useLibrary } from '../hooks/use-library';
import { openPromptLibrary, showPromptDialog } from '../library-store';
import { applyPrompt, chatHasFocusHandOff } from '../model/prompt-actions';
import { quickPrompts } from '../model/quick-prompts';

function PromptGroup({ label, prompts }: { label: string; prompts: readonly Prompt[] }) {
  const labelId = useId();
  if (prompts.length === 0) return null;
  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId}>{label}</DropdownMenuLabel>
      {prompts.map((prompt) => (
        <DropdownMenuItem key={prompt.id} onSelect={() => applyPrompt(prompt)} className="flex-col items-start gap-0">
          <span className="max-w-64 truncate">{prompt.title}</span>
          <span className="max-w-64 truncate text-xs text-muted-foreground">{t.categories[prompt.category]}</span>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  );
}

/** Beside the chat input (spec B §2): the library's size, quick prompts, and the way into the library. */
export function PromptLauncher() {
  const { prompts, recentIds } = useLibrary();
  const quick = useMemo(() => quickPrompts(prompts, recentIds), [prompts, recentIds]);
  const binding = useShortcuts().find((s) => s.id === 'prompt-library' && s.enabled);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative shrink-0" aria-label={`${t.launcher.label}: ${t.launcher.count(prompts.length)}`}>
          <BookOpen aria-hidden />
          {prompts.length > 0 ? (
            <span aria-hidden data-testid="prompt-count" className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-primary px-1 text-[10px] leading-4 text-primary-foreground">
              {prompts.length}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-72" onCloseAutoFocus={(event) => chatHasFocusHandOff() && event.preventDefault()}>
        <PromptGroup label={t.launcher.recent} prompts={quick.recent} />
        <PromptGroup label={t.launcher.favorites} prompts={quick.favorites} />
        <PromptGroup label={t.launcher.suggested} prompts={quick.suggested} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={openPromptLibrary}>
          <Library aria-hidden />
          <span className="flex-1">{t.launcher.viewAll}</span>
          {binding ? <KeyCombo combo={binding.keys} /> : null}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => showPromptDialog({ type: 'create' })}>
          <Plus aria-hidden />
          {t.launcher.create}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
