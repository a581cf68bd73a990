import { Keyboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { emitWindowEvent } from '@/lib/window-events';

/** Opens the shortcut editor the shell already has (the palette's "Keyboard Shortcuts" does the same). */
export function ShortcutsSection() {
  return (
    <div>
      <Button variant="outline" onClick={() => emitWindowEvent('open-shortcuts-manager')}>
        <Keyboard aria-hidden /> {t.shortcuts.open}
      </Button>
    </div>
  );
}
