import type { BrowserTab, HistoryAction } from '@nova/shared';
import { ArrowLeft, ArrowRight, RotateCw, X } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { browserStrings as t } from '@/lib/i18n/nb/browser';

interface AddressBarProps {
  tab: BrowserTab | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | null;
  onNavigate(input: string): void;
  onHistory(action: HistoryAction): void;
}

const shownUrl = (tab: BrowserTab | undefined) => (!tab || tab.url === 'about:blank' ? '' : tab.url);

/** Back, forward, reload/stop and the address field; the field follows the tab unless the user is typing. */
export function AddressBar({ tab, inputRef, error, onNavigate, onHistory }: AddressBarProps) {
  const url = shownUrl(tab);
  // What the user typed, for the tab and address it was typed over; a new address replaces it.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const over = `${tab?.id ?? ''} ${url}`;
  const draft = typed?.over === over ? typed.text : null;
  const setDraft = (text: string | null) => setTyped(text === null ? null : { text, over });
  const loading = tab?.loading ?? false;

  return (
    <div className="border-b border-border bg-background">
      <form
        role="search"
        className="flex items-center gap-1 px-2 py-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          const input = (draft ?? url).trim();
          if (input) onNavigate(input);
          setDraft(null);
        }}
      >
        <Button variant="ghost" size="icon" className="size-8" aria-label={t.back} title={t.back} disabled={!tab?.canGoBack} onClick={() => onHistory('back')}>
          <ArrowLeft aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t.forward} title={t.forward} disabled={!tab?.canGoForward} onClick={() => onHistory('forward')}>
          <ArrowRight aria-hidden />
        </Button>
        {loading ? (
          <Button variant="ghost" size="icon" className="size-8" aria-label={t.stop} title={t.stop} onClick={() => onHistory('stop')}>
            <X aria-hidden />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" className="size-8" aria-label={t.reload} title={t.reload} disabled={!tab} onClick={() => onHistory('reload')}>
            <RotateCw aria-hidden />
          </Button>
        )}
        <Input
          ref={inputRef}
          type="text"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          aria-label={t.addressLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'address-error' : undefined}
          placeholder={t.addressPlaceholder}
          className="h-8 flex-1 rounded-full"
          value={draft ?? url}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
        />
        <Button type="submit" variant="secondary" size="sm" className="h-8">
          {t.go}
        </Button>
      </form>
      <div className="h-0.5 overflow-hidden" aria-hidden>
        {loading ? <div data-testid="loading-bar" className="h-full w-1/3 bg-primary motion-safe:animate-loading-bar" /> : null}
      </div>
      {error ? (
        <p id="address-error" role="alert" className="px-3 pb-1.5 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
