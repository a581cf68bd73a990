import type { SelectorSuggestion } from '@nova/shared';
import { Crosshair, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';
import { type EvaluationState, shownResult } from '../model/evaluation-state';
import { MatchList } from './match-list';
import { SaveSelectorForm } from './save-selector-form';
import { SuggestionCard } from './suggestion-card';

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; suggestion: SelectorSuggestion }
  | { status: 'error'; message: string };

interface Props {
  selector: string;
  onSelectorChange(selector: string): void;
  inputRef: RefObject<HTMLInputElement | null>;
  evaluation: EvaluationState;
  pickMode: boolean;
  onPickModeChange(on: boolean): void;
  suggestion: SuggestionState;
  pageUrl: string;
}

/** The selector field with its match count, the parser's message, pick mode, the suggestion and the matches. */
export function SelectorPanel({ selector, onSelectorChange, inputRef, evaluation, pickMode, onPickModeChange, suggestion, pageUrl }: Props) {
  const result = shownResult(evaluation);
  const invalid = evaluation.status === 'invalid';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor="selector-input">{t.selectorLabel}</Label>
        <div className="flex gap-2">
          <Input
            id="selector-input"
            ref={inputRef}
            type="text"
            className="font-mono"
            spellCheck={false}
            autoComplete="off"
            placeholder={t.selectorPlaceholder}
            value={selector}
            aria-invalid={invalid ? true : undefined}
            aria-describedby="selector-help selector-status"
            onChange={(event) => onSelectorChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && selector) {
                event.stopPropagation();
                onSelectorChange('');
              }
            }}
          />
          <Button variant="ghost" size="icon" aria-label={t.clearLabel} title={t.clearLabel} disabled={!selector} onClick={() => onSelectorChange('')}>
            <X aria-hidden />
          </Button>
        </div>
        <p id="selector-help" className="text-xs text-muted-foreground">
          {t.selectorHelp}
        </p>
      </div>

      <div className="flex flex-col gap-1">
        <Button
          variant={pickMode ? 'default' : 'outline'}
          aria-pressed={pickMode}
          className="self-start"
          onClick={() => onPickModeChange(!pickMode)}
        >
          <Crosshair aria-hidden />
          {pickMode ? t.pickActive : t.pick}
        </Button>
        {pickMode ? <p className="text-xs text-muted-foreground">{t.pickHelp}</p> : null}
      </div>

      {suggestion.status === 'loading' ? (
        <p role="status" className="text-xs text-muted-foreground">
          {t.suggesting}
        </p>
      ) : suggestion.status === 'error' ? (
        <p role="alert" className="text-xs text-destructive">
          {suggestion.message}
        </p>
      ) : suggestion.status === 'done' ? (
        <SuggestionCard suggestion={suggestion.suggestion} onUse={onSelectorChange} />
      ) : null}

      <div id="selector-status" role="status" aria-live="polite" className="text-sm">
        {evaluation.status === 'loading' ? (
          <span className="text-muted-foreground">{t.evaluating}</span>
        ) : result ? (
          <strong data-testid="match-count">{t.matchCount(result.count)}</strong>
        ) : null}
      </div>
      {invalid || evaluation.status === 'error' || evaluation.status === 'no-page' ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-2 text-xs text-destructive" data-testid="selector-error">
          {invalid ? <strong className="mr-1">{t.invalidSelector}:</strong> : null}
          {evaluation.message}
        </p>
      ) : null}

      <SaveSelectorForm selector={selector} url={pageUrl} />
      {result ? <MatchList result={result} /> : null}
    </div>
  );
}
