import { shortcutStrings } from '@/lib/i18n/nb/shortcuts';
import { useShortcutBadge } from '../model/badge-store';
import { KeyCombo } from './key-combo';

/** Bottom centre, for 2 s after a shortcut fires: its keys and its name. */
export function ShortcutBadge() {
  const badge = useShortcutBadge();
  return (
    <div role="status" aria-live="polite" aria-label={shortcutStrings.badgeLabel} className="pointer-events-none fixed inset-x-0 bottom-6 z-[90] flex justify-center">
      {badge ? (
        <div key={badge.token} data-testid="shortcut-badge" className="flex items-center gap-2 rounded-full border border-border bg-foreground px-4 py-2 text-sm text-background shadow-lg">
          <KeyCombo combo={badge.keys} className="border-background/30 bg-background/10 text-background" />
          <span>{badge.name}</span>
        </div>
      ) : null}
    </div>
  );
}
