import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { getPlugins, resetPlugins, restorePlugins, setPlugins } from '@/features/plugins';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { emitWindowEvent } from '@/lib/window-events';
import { clearData } from '../api/clear-data';
import { fetchBackup } from '../api/fetch-backup';
import { restoreBackup } from '../api/restore-backup';
import { backupFileName, parseBackupFile, summaryLines, withPlugins } from '../model/backup-file';

function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Outcome = { kind: 'restored'; lines: string[] } | { kind: 'cleared' } | { kind: 'error'; title: string; message: string } | null;

function ClearDataDialog({ open, onOpenChange, onConfirm, busy }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void; busy: boolean }) {
  const id = useId();
  const [word, setWord] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setWord('');
        onOpenChange(next);
      }}
    >
      <DialogContent title={t.data.clearTitle} description={t.data.clearDescription}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (word.trim() === t.data.clearConfirmWord) onConfirm();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-confirm`}>{t.data.clearConfirmLabel}</Label>
            <Input id={`${id}-confirm`} value={word} autoComplete="off" onChange={(e) => setWord(e.target.value)} />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t.data.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy || word.trim() !== t.data.clearConfirmWord}>
              {busy ? t.data.clearing : t.data.clearConfirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Download a backup, restore one, or clear the workspace's data. */
export function DataSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'download' | 'restore' | 'clear' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  /** Everything cached from before is stale: queries, chat sessions, shortcuts. */
  const refreshEverything = async () => {
    await queryClient.invalidateQueries();
    emitWindowEvent('workspace-data-changed');
  };

  const download = async () => {
    setBusy('download');
    try {
      const backup = withPlugins(await fetchBackup(), getPlugins());
      saveFile(backupFileName(new Date()), JSON.stringify(backup, null, 2));
    } catch (error) {
      toast({ title: t.data.downloadFailed, description: apiErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const restore = async (file: File) => {
    setBusy('restore');
    setOutcome(null);
    try {
      const parsed = parseBackupFile(await file.text(), file.size);
      if (!parsed.ok) {
        setOutcome({ kind: 'error', title: t.data.restoreFailed, message: parsed.message });
        return;
      }
      const summary = await restoreBackup(parsed.data);
      // The server accepted the whole file; the plugins are this browser's to restore.
      const plugins = restorePlugins(getPlugins(), parsed.plugins);
      setPlugins(plugins.plugins);
      setOutcome({ kind: 'restored', lines: summaryLines(summary, plugins) });
      await refreshEverything();
    } catch (error) {
      setOutcome({ kind: 'error', title: t.data.restoreFailed, message: apiErrorMessage(error) });
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const clear = async () => {
    setBusy('clear');
    setOutcome(null);
    try {
      await clearData();
      resetPlugins();
      setConfirmOpen(false);
      setOutcome({ kind: 'cleared' });
      toast({ title: t.data.cleared });
      await refreshEverything();
    } catch (error) {
      setConfirmOpen(false);
      setOutcome({ kind: 'error', title: t.data.clearFailed, message: apiErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <div>
          <Button onClick={() => void download()} disabled={busy !== null}>
            <Download aria-hidden /> {busy === 'download' ? t.data.downloading : t.data.download}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t.data.keyNotIncluded}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-restore`} className="flex items-center gap-2 text-sm">
          <Upload aria-hidden className="size-4" /> {t.data.restore}
        </Label>
        <input
          ref={fileInput}
          id={`${id}-restore`}
          type="file"
          accept="application/json,.json"
          disabled={busy !== null}
          aria-describedby={`${id}-restore-hint`}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void restore(file);
          }}
        />
        <p id={`${id}-restore-hint`} className="text-xs text-muted-foreground">
          {t.data.restoreHint}
        </p>
      </div>
      <div aria-live="polite" data-testid="data-outcome">
        {busy === 'restore' ? <p className="text-sm text-muted-foreground">{t.data.restoring}</p> : null}
        {outcome?.kind === 'restored' ? (
          <div className="rounded-md border border-border p-3 text-sm">
            <p className="font-medium">{t.data.restored}</p>
            <ul className="list-disc pl-5">
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {outcome?.kind === 'cleared' ? <p className="text-sm">{t.data.cleared}</p> : null}
        {outcome?.kind === 'error' ? (
          <p role="alert" className="text-sm text-destructive">
            {outcome.title}: {outcome.message}
          </p>
        ) : null}
      </div>
      <div>
        <Button variant="destructive" onClick={() => setConfirmOpen(true)} disabled={busy !== null}>
          <Trash2 aria-hidden /> {t.data.clear}
        </Button>
      </div>
      <ClearDataDialog open={confirmOpen} onOpenChange={setConfirmOpen} onConfirm={() => void clear()} busy={busy === 'clear'} />
    </div>
  );
}
