import { Download, RotateCcw, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { downloadText } from '@/lib/dom';
import { shortcutStrings as t } from '@/lib/i18n/nb/shortcuts';
import { commitShortcuts, getShortcuts, resetShortcuts } from '../model/shortcuts-store';
import { exportShortcuts, importShortcuts, SHORTCUT_EXPORT_FILE } from '../model/shortcut-transfer';

export function ShortcutTransferButtons() {
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const result = importShortcuts(await file.text(), getShortcuts());
    if (!result.ok) {
      toast({ title: t.errors.importFailedTitle, description: t.errors.importFailedDescription, variant: 'destructive' });
      return;
    }
    commitShortcuts(result.shortcuts);
    toast({ title: t.dialog.imported(result.imported, result.skipped) });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          downloadText(SHORTCUT_EXPORT_FILE, exportShortcuts(getShortcuts()));
          toast({ title: t.dialog.exported, durationMs: 2000 });
        }}
      >
        <Download aria-hidden /> {t.dialog.export}
      </Button>
      <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden /> {t.dialog.import}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label={t.dialog.importFile}
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          resetShortcuts();
          toast({ title: t.dialog.resetDone, durationMs: 2000 });
        }}
      >
        <RotateCcw aria-hidden /> {t.dialog.reset}
      </Button>
    </div>
  );
}
