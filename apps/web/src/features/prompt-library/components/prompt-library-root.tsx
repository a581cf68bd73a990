import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { useLibrary } from '../hooks/use-library';
import { closePromptDialog, closePromptLibrary, usePromptLibraryState, type PromptDialog } from '../library-store';
import { clearPromptData, deletePromptNow } from '../model/prompt-actions';
import { ConfirmDialog } from './confirm-dialog';
import { PlaceholderDialog } from './placeholder-dialog';
import { PromptFormDialog } from './prompt-form-dialog';
import { PromptLibraryOverlay } from './prompt-library-overlay';

export { PromptLibraryView } from './prompt-library-view';
export { PromptShortlist } from './prompt-shortlist';

function ClearDataDialog() {
  const { prompts } = useLibrary();
  return (
    <ConfirmDialog
      closeLabel={t.close}
      title={t.confirmClear.title}
      text={t.confirmClear.text}
      confirm={t.confirmClear.confirm}
      cancel={t.confirmClear.cancel}
      onConfirm={() => clearPromptData(prompts)}
      onClose={closePromptDialog}
    />
  );
}

function PromptDialogView({ dialog }: { dialog: PromptDialog }) {
  switch (dialog.type) {
    case 'create':
      return <PromptFormDialog onClose={closePromptDialog} />;
    case 'edit':
      return <PromptFormDialog key={dialog.prompt.id} prompt={dialog.prompt} onClose={closePromptDialog} />;
    case 'fill':
      return <PlaceholderDialog key={dialog.prompt.id} prompt={dialog.prompt} onClose={closePromptDialog} />;
    case 'delete':
      return (
        <ConfirmDialog
      closeLabel={t.close}
          title={t.confirmDelete.title}
          text={t.confirmDelete.text(dialog.prompt.title)}
          confirm={t.confirmDelete.confirm}
          cancel={t.confirmDelete.cancel}
          onConfirm={() => deletePromptNow(dialog.prompt)}
          onClose={closePromptDialog}
        />
      );
    case 'clear':
      return <ClearDataDialog />;
  }
}

/** Everything the library shows over the page; loaded on first use. */
export function PromptLibraryRoot() {
  const { open, dialog } = usePromptLibraryState();
  return (
    <>
      {open ? <PromptLibraryOverlay onClose={closePromptLibrary} /> : null}
      {dialog ? <PromptDialogView dialog={dialog} /> : null}
    </>
  );
}
