import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Switch } from '@/components/ui/switch';
import { shortcutStrings as t } from '@/lib/i18n/nb/shortcuts';
import type { Shortcut } from '../model/shortcut-list';
import { shortcutDescription, shortcutName } from '../shortcut-names';
import { KeyCombo } from './key-combo';

interface ShortcutRowProps {
  shortcut: Shortcut;
  recording: boolean;
  liveCombo: string;
  error: string | null;
  onEdit: () => void;
  onToggle: (enabled: boolean) => void;
}

export function ShortcutRow({ shortcut, recording, liveCombo, error, onEdit, onToggle }: ShortcutRowProps) {
  const name = shortcutName(shortcut.id);
  const errorId = `shortcut-error-${shortcut.id}`;
  return (
    <li className="flex flex-col gap-1 border-b border-border py-2 last:border-b-0" data-shortcut-id={shortcut.id}>
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{shortcutDescription(shortcut.id)}</span>
        </div>
        {recording ? (
          <span className="rounded-md border border-primary px-2 py-1 font-mono text-xs" aria-live="polite" aria-label={t.dialog.recordingFor(name)}>
            {liveCombo || t.dialog.recording}
          </span>
        ) : (
          <KeyCombo combo={shortcut.keys} />
        )}
        {shortcut.customizable ? (
          <Button variant="ghost" size="icon" className="size-8" aria-label={t.dialog.edit(name)} aria-pressed={recording} onClick={onEdit} aria-describedby={error ? errorId : undefined}>
            <Pencil aria-hidden />
          </Button>
        ) : (
          <Badge variant="outline">{t.dialog.fixed}</Badge>
        )}
        <Switch aria-label={t.dialog.enable(name)} checked={shortcut.enabled} disabled={!shortcut.customizable} onCheckedChange={onToggle} />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </li>
  );
}
