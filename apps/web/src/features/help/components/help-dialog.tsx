import { SHORTCUT_CATEGORIES } from '@nova/shared';
import { Keyboard } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { KeyCombo, openShortcutsDialog, shortcutDescription, shortcutName, useShortcuts } from '@/features/shortcuts';
import { helpStrings as t } from '@/lib/i18n/nb/help';
import { shortcutStrings } from '@/lib/i18n/nb/shortcuts';
import type { HelpSection } from '../help-store';

export function HelpDialog({ section, onClose }: { section: HelpSection; onClose: () => void }) {
  const shortcuts = useShortcuts();
  const [query, setQuery] = useState('');
  const matching = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return shortcuts.filter((s) => !needle || [shortcutName(s.id), shortcutDescription(s.id), s.keys].join(' ').toLowerCase().includes(needle));
  }, [shortcuts, query]);

  const tutorial = (
    <section aria-labelledby="help-tutorial" className="flex flex-col gap-2">
      <h3 id="help-tutorial" className="text-sm font-semibold">
        {t.tutorial.title}
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {t.tutorial.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.title} description={t.description} className="max-w-2xl">
        {section === 'tutorial' ? tutorial : null}
        <section aria-labelledby="help-shortcuts" className="flex min-h-0 flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id="help-shortcuts" className="text-sm font-semibold">
              {t.shortcuts}
            </h3>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                onClose();
                openShortcutsDialog();
              }}
            >
              <Keyboard aria-hidden /> {t.editShortcuts}
            </Button>
          </div>
          <Input type="search" aria-label={t.search} placeholder={t.search} value={query} onChange={(e) => setQuery(e.target.value)} />
          <div className="max-h-[45vh] overflow-y-auto">
            {matching.length === 0 ? <p className="py-4 text-center text-sm text-muted-foreground">{t.empty}</p> : null}
            {SHORTCUT_CATEGORIES.map((category) => {
              const inCategory = matching.filter((s) => s.category === category);
              if (inCategory.length === 0) return null;
              return (
                <div key={category} className="py-1">
                  <h4 className="px-1 py-1 text-xs font-medium text-muted-foreground">{shortcutStrings.categories[category]}</h4>
                  <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 px-1 text-sm">
                    {inCategory.map((s) => (
                      <div key={s.id} className="contents" data-help-shortcut={s.id}>
                        <dt className={s.enabled ? undefined : 'text-muted-foreground line-through'}>{shortcutName(s.id)}</dt>
                        <dd className="flex items-center gap-1">
                          <KeyCombo combo={s.keys} />
                          {s.enabled ? null : <span className="text-xs text-muted-foreground">({t.disabled})</span>}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
              );
            })}
          </div>
        </section>
        {section === 'tutorial' ? null : tutorial}
      </DialogContent>
    </Dialog>
  );
}
