import { SAVED_SELECTOR_NAME_MAX, type SavedSelector } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';
import { deleteSavedSelector } from '../api/delete-saved-selector';
import { SAVED_SELECTORS_KEY } from '../api/list-saved-selectors';
import { updateSavedSelector } from '../api/update-saved-selector';

interface Props {
  saved: SavedSelector;
  onUse(saved: SavedSelector): void;
  onWorkflow(saved: SavedSelector): Promise<void>;
}

type Mode = 'view' | 'rename' | 'confirm-delete';

/** One saved selector: use it, rename it, delete it (after a confirmation) or make a workflow of it. */
export function SavedSelectorItem({ saved, onUse, onWorkflow }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(saved.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setError(null);
    } catch (e) {
      setError(apiErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_SELECTORS_KEY });
  const cancel = () => {
    setMode('view');
    setName(saved.name);
    setError(null);
  };

  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-2" aria-label={saved.name}>
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-medium break-words">{saved.name}</span>
        <code className="font-mono text-xs break-all text-muted-foreground">{saved.selector}</code>
      </div>
      {mode === 'rename' ? (
        <form
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            void act(async () => {
              await updateSavedSelector(saved.id, { name });
              await refresh();
              setMode('view');
            });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              cancel();
            }
          }}
        >
          <Label htmlFor={`${id}-rename`}>{t.saved.newName}</Label>
          <div className="flex gap-2">
            <Input id={`${id}-rename`} value={name} maxLength={SAVED_SELECTOR_NAME_MAX} required autoFocus onChange={(event) => setName(event.target.value)} />
            <Button type="submit" size="sm" className="h-9" disabled={busy}>
              {t.saved.confirmRename}
            </Button>
            <Button variant="ghost" size="sm" className="h-9" onClick={cancel}>
              {t.saved.cancel}
            </Button>
          </div>
        </form>
      ) : mode === 'confirm-delete' ? (
        <div role="group" aria-label={t.saved.removeConfirm(saved.name)} className="flex flex-wrap items-center gap-2">
          <span className="text-xs">{t.saved.removeConfirm(saved.name)}</span>
          <Button
            variant="destructive"
            size="sm"
            autoFocus
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await deleteSavedSelector(saved.id);
                toast({ title: t.saved.removed(saved.name) });
                await refresh();
              })
            }
          >
            {t.saved.removeYes}
          </Button>
          <Button variant="ghost" size="sm" onClick={cancel}>
            {t.saved.cancel}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-1">
          <Button variant="outline" size="sm" aria-label={t.saved.useLabel(saved.name)} onClick={() => onUse(saved)}>
            {t.saved.use}
          </Button>
          <Button variant="outline" size="sm" aria-label={t.saved.workflowLabel(saved.name)} disabled={busy} onClick={() => void act(() => onWorkflow(saved))}>
            {t.saved.workflow}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t.saved.renameLabel(saved.name)} onClick={() => setMode('rename')}>
            {t.saved.rename}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t.saved.removeLabel(saved.name)} onClick={() => setMode('confirm-delete')}>
            {t.saved.remove}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}
