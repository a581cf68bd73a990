import type { SelectorSuggestion } from '@nova/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';

/** The selector suggested for the element picked in the live view, and its alternatives. */
export function SuggestionCard({ suggestion, onUse }: { suggestion: SelectorSuggestion; onUse(selector: string): void }) {
  return (
    <section aria-labelledby="suggestion-title" className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3">
      <h2 id="suggestion-title" className="text-sm font-semibold">
        {t.suggestionTitle}
      </h2>
      <p className="text-xs text-muted-foreground">{t.suggestionFor(suggestion.element.tag)}</p>
      <p className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-sm break-all" data-testid="suggested-selector">
          {suggestion.selector}
        </code>
        <Badge variant="outline">{t.strategies[suggestion.strategy]}</Badge>
      </p>
      {suggestion.alternatives.length > 0 ? (
        <>
          <h3 className="text-xs font-semibold">{t.alternatives}</h3>
          <ul aria-label={t.alternatives} className="flex flex-col gap-1">
            {suggestion.alternatives.map((alternative) => (
              <li key={alternative.selector} className="flex items-center gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-auto min-w-0 justify-start px-2 py-1 font-mono text-xs break-all whitespace-normal"
                  aria-label={t.useAlternative(alternative.selector)}
                  onClick={() => onUse(alternative.selector)}
                >
                  {alternative.selector}
                </Button>
                <Badge variant="outline">{t.strategies[alternative.strategy]}</Badge>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
