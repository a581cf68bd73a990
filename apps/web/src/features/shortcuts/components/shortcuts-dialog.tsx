import { SHORTCUT_CATEGORIES, type ShortcutCategory } from '@nova/shared';
import { useCallback, useMemo, useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast-store';
import { shortcutStrings as t } from '@/lib/i18n/nb/shortcuts';
import { useKeyRecorder } from '../hooks/use-key-recorder';
import { rebind, setEnabled, type ChangeResult } from '../model/shortcut-list';
import { commitShortcuts, getShortcuts, useShortcuts } from '../model/shortcuts-store';
import { shortcutDescription, shortcutName } from '../shortcut-names';
import { ShortcutRow } from './shortcut-row';
import { ShortcutTransferButtons } from './shortcut-transfer-buttons';

type CategoryFilter = 'all' | ShortcutCategory;

function problemMessage(result: Exclude<ChangeResult, { ok: true }>, combo: string): string {
  if (result.reason === 'conflict') return t.errors.conflict;
  if (result.reason === 'reserved') return t.errors.reserved(combo);
  return t.errors.notCustomizable;
}

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const shortcuts = useShortcuts();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const apply = useCallback((id: string, result: ChangeResult, combo: string) => {
    if (result.ok) {
      commitShortcuts(result.shortcuts);
      setErrors(({ [id]: _cleared, ...rest }) => rest);
      return true;
    }
    setErrors((current) => ({ ...current, [id]: problemMessage(result, combo) }));
    if (result.reason === 'conflict') {
      toast({ title: t.errors.conflictTitle, description: t.errors.conflictWith(shortcutName(result.conflictWith.id)), variant: 'destructive' });
    }
    return false;
  }, []);

  const onCombo = useCallback(
    (combo: string) => {
      if (!recordingId) return;
      if (apply(recordingId, rebind(getShortcuts(), recordingId, combo), combo)) {
        toast({ title: t.dialog.saved(shortcutName(recordingId), combo), durationMs: 2000 });
      }
      setRecordingId(null);
    },
    [recordingId, apply],
  );
  const onCancel = useCallback(() => setRecordingId(null), []);
  const liveCombo = useKeyRecorder(recordingId !== null, onCombo, onCancel);

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return shortcuts.filter((s) => {
      if (category !== 'all' && s.category !== category) return false;
      if (!needle) return true;
      return [shortcutName(s.id), shortcutDescription(s.id), s.keys, s.category].join(' ').toLowerCase().includes(needle);
    });
  }, [shortcuts, query, category]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.dialog.title} description={t.dialog.description} className="max-w-2xl">
        <Input type="search" aria-label={t.dialog.search} placeholder={t.dialog.search} value={query} onChange={(e) => setQuery(e.target.value)} />
        <Tabs value={category} onValueChange={(value) => setCategory(value as CategoryFilter)}>
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="all">{t.dialog.all}</TabsTrigger>
            {SHORTCUT_CATEGORIES.map((c) => (
              <TabsTrigger key={c} value={c}>
                {t.categories[c]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={category} className="max-h-[50vh] overflow-y-auto">
            {visible.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{t.dialog.empty}</p>
            ) : (
              <ul aria-label={t.dialog.title}>
                {visible.map((shortcut) => (
                  <ShortcutRow
                    key={shortcut.id}
                    shortcut={shortcut}
                    recording={recordingId === shortcut.id}
                    liveCombo={recordingId === shortcut.id ? liveCombo : ''}
                    error={errors[shortcut.id] ?? null}
                    onEdit={() => setRecordingId((current) => (current === shortcut.id ? null : shortcut.id))}
                    onToggle={(enabled) => apply(shortcut.id, setEnabled(getShortcuts(), shortcut.id, enabled), shortcut.keys)}
                  />
                ))}
              </ul>
            )}
          </TabsContent>
        </Tabs>
        <ShortcutTransferButtons />
      </DialogContent>
    </Dialog>
  );
}
