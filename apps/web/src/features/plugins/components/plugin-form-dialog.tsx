import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { pluginStrings } from '@/lib/i18n/nb/plugins';
import { PLUGIN_PROCESSING_TYPES, type Plugin, type PluginInput } from '../model/plugin-types';

const t = pluginStrings.form;

interface Draft {
  name: string;
  command: string;
  description: string;
  prompt: string;
  parameters: string;
  processing: Plugin['processing']['type'];
  visibility: Plugin['visibility'];
}

const draftOf = (plugin: Plugin | null): Draft => ({
  name: plugin?.name ?? '',
  command: plugin?.command ?? '/',
  description: plugin?.description ?? '',
  prompt: plugin?.prompt ?? '{{pageContent}}',
  parameters: JSON.stringify(plugin?.parameters ?? [], null, 2),
  processing: plugin?.processing.type ?? 'text',
  visibility: plugin?.visibility ?? 'private',
});

export interface PluginFormDialogProps {
  open: boolean;
  plugin: Plugin | null;
  onOpenChange: (open: boolean) => void;
  /** Answers an error message, or null when saved. */
  onSave: (input: PluginInput) => string | null;
}

/** Create or edit a custom plugin: command, description, prompt template, parameters, processing, visibility. */
export function PluginFormDialog({ open, plugin, onOpenChange, onSave }: PluginFormDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(plugin));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    let parameters: unknown;
    try {
      parameters = JSON.parse(draft.parameters || '[]');
    } catch {
      setError(`${t.parameters}: JSON`);
      return;
    }
    const now = new Date().toISOString();
    const message = onSave({
      id: plugin?.id ?? `custom-${crypto.randomUUID()}`,
      name: draft.name,
      command: draft.command.trim(),
      description: draft.description,
      prompt: draft.prompt,
      parameters: parameters as PluginInput['parameters'],
      processing: { type: draft.processing },
      visibility: draft.visibility,
      enabled: plugin?.enabled ?? true,
      createdAt: plugin?.createdAt ?? now,
      updatedAt: now,
    });
    setError(message);
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.title} className="max-w-xl">
        <form className="flex flex-col gap-3" onSubmit={submit} aria-describedby={error ? field('error') : undefined}>
          <Label htmlFor={field('name')}>{t.name}</Label>
          <Input id={field('name')} value={draft.name} onChange={(e) => set({ name: e.target.value })} required />
          <Label htmlFor={field('command')}>{t.command}</Label>
          <Input id={field('command')} value={draft.command} onChange={(e) => set({ command: e.target.value })} required />
          <Label htmlFor={field('description')}>{t.description}</Label>
          <Input id={field('description')} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
          <Label htmlFor={field('prompt')}>{t.prompt}</Label>
          <Textarea id={field('prompt')} rows={4} value={draft.prompt} onChange={(e) => set({ prompt: e.target.value })} aria-describedby={field('hint')} />
          <p id={field('hint')} className="text-xs text-muted-foreground">{t.promptHint}</p>
          <Label htmlFor={field('parameters')}>{t.parameters}</Label>
          <Textarea id={field('parameters')} rows={3} className="font-mono text-xs" value={draft.parameters} onChange={(e) => set({ parameters: e.target.value })} />
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={field('processing')}>{t.processing}</Label>
              <NativeSelect id={field('processing')} value={draft.processing} onChange={(e) => set({ processing: e.target.value as Draft['processing'] })}>
                {PLUGIN_PROCESSING_TYPES.map((type) => (
                  <option key={type} value={type}>{type}</option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={field('visibility')}>{t.visibility}</Label>
              <NativeSelect id={field('visibility')} value={draft.visibility} onChange={(e) => set({ visibility: e.target.value as Draft['visibility'] })}>
                <option value="private">{t.private}</option>
                <option value="public">{t.public}</option>
              </NativeSelect>
            </div>
          </div>
          <FieldError id={field('error')}>{error}</FieldError>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>{t.cancel}</Button>
            <Button type="submit">{t.save}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
