import { ChevronDown, Languages, Sparkles, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { aiChatStrings as t, translatePagePrompt } from '@/lib/i18n/nb/ai-chat';

/** The browser-context quick actions and the Advanced AI panel: fixed Norwegian requests sent as chat messages. */
export function PageActions({ disabled, onSend }: { disabled: boolean; onSend: (prompt: string) => void }) {
  const languageId = useId();
  const [language, setLanguage] = useState<string>(t.advanced.defaultLanguage);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const languageLabel = t.advanced.languages.find((l) => l.code === language)?.label ?? 'Engelsk';
  return (
    <div className="flex flex-col gap-1.5 px-2 pt-2">
      <div role="group" aria-label={t.quickActions.label} className="flex flex-wrap gap-1">
        {t.quickActions.items.map((action) => (
          <Button key={action.id} variant="outline" size="sm" className="h-7 px-2 text-[11px]" disabled={disabled} onClick={() => onSend(action.prompt)}>
            <Zap aria-hidden /> {action.label}
          </Button>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={advancedOpen}
        onClick={() => setAdvancedOpen((open) => !open)}
        className="flex items-center gap-1 self-start rounded text-xs font-medium text-muted-foreground hover:text-foreground"
      >
        <Sparkles className="size-3.5" aria-hidden /> {t.advanced.title}
        <ChevronDown className={advancedOpen ? 'size-3.5 rotate-180' : 'size-3.5'} aria-hidden />
      </button>
      {advancedOpen ? (
        <div role="group" aria-label={t.advanced.title} className="flex flex-col gap-1.5">
          <div className="flex flex-wrap gap-1">
            {t.advanced.actions
              .filter((action) => action.id !== 'translate')
              .map((action) => (
                <Button key={action.id} variant="secondary" size="sm" className="h-7 px-2 text-[11px]" disabled={disabled} onClick={() => onSend(action.prompt)}>
                  {action.label}
                </Button>
              ))}
          </div>
          <div className="flex items-center gap-1">
            <label htmlFor={languageId} className="sr-only">
              {t.advanced.languageLabel}
            </label>
            <NativeSelect id={languageId} value={language} onChange={(e) => setLanguage(e.target.value)} className="h-7 text-xs">
              {t.advanced.languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </NativeSelect>
            <Button size="sm" className="h-7 text-[11px]" disabled={disabled} onClick={() => onSend(translatePagePrompt(languageLabel))}>
              <Languages aria-hidden /> {t.advanced.translate}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
