import { Dialog, DialogContent } from '@/components/ui/dialog';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { chatHasFocusHandOff } from '../model/prompt-actions';
import { PromptLibraryView } from './prompt-library-view';

/** The library full-screen, over everything (spec B §2). */
export function PromptLibraryOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t.close}
        title={t.title}
        description={t.description}
        className="left-0 top-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-3 overflow-hidden rounded-none p-4 sm:p-6"
        onCloseAutoFocus={(event) => chatHasFocusHandOff() && event.preventDefault()}
      >
        <PromptLibraryView />
      </DialogContent>
    </Dialog>
  );
}
