import { FolderOpen, Save, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { deleteSavedLayout, LAYOUT_NAME_MAX, loadSavedLayout, saveCurrentLayoutAs, useSavedLayouts } from '../model/layout-store';

const ERRORS = {
  nameRequired: t.menu.nameRequired,
  nameTooLong: t.menu.nameTooLong(LAYOUT_NAME_MAX),
  storageFailed: t.toasts.storageFailed,
};

export function SavedLayouts() {
  const inputId = useId();
  const errorId = useId();
  const layouts = useSavedLayouts();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const problem = saveCurrentLayoutAs(name);
    if (problem) {
      setError(ERRORS[problem]);
      return;
    }
    toast({ title: t.toasts.saved(name.trim()), durationMs: 2000 });
    setError(null);
    setName('');
  };

  return (
    <section aria-labelledby="layout-saved" className="flex flex-col gap-2">
      <h3 id="layout-saved" className="text-xs font-semibold text-muted-foreground">
        {t.menu.saved}
      </h3>
      <form onSubmit={onSave} className="flex flex-col gap-1.5" noValidate>
        <Label htmlFor={inputId}>{t.menu.layoutName}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={name}
            maxLength={LAYOUT_NAME_MAX + 10}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setName(event.target.value)}
            className="h-8 text-xs"
          />
          <Button type="submit" size="sm">
            <Save aria-hidden /> {t.menu.save}
          </Button>
        </div>
        <FieldError id={errorId}>{error}</FieldError>
      </form>
      {Object.keys(layouts).length === 0 ? (
        <p className="text-xs text-muted-foreground">{t.menu.noSaved}</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={t.menu.saved}>
          {Object.keys(layouts)
            .sort((a, b) => a.localeCompare(b, 'nb'))
            .map((layoutName) => (
              <li key={layoutName} className="flex items-center gap-1 rounded-md border border-border py-0.5 pl-2 pr-0.5">
                <span className="flex-1 truncate text-sm">{layoutName}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t.menu.load(layoutName)}
                  onClick={() => {
                    if (loadSavedLayout(layoutName)) toast({ title: t.toasts.loaded(layoutName), durationMs: 2000 });
                  }}
                >
                  <FolderOpen aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t.menu.remove(layoutName)}
                  onClick={() => {
                    deleteSavedLayout(layoutName);
                    toast({ title: t.toasts.deleted(layoutName), durationMs: 2000 });
                  }}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
