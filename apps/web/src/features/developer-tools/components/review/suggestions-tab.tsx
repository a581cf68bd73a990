import { Badge } from '@/components/ui/badge';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { useReviewState } from '../../model/review-store';

export function SuggestionsTab() {
  const review = useReviewState((s) => s.review);
  if (!review) return <p className="text-xs text-muted-foreground">{t.review.notYet}</p>;
  if (review.suggestions.length === 0) return <p className="text-xs text-muted-foreground">{t.suggestions.none}</p>;
  return (
    <ul className="flex flex-col gap-2 text-xs">
      {review.suggestions.map((suggestion, index) => (
        // Suggestions have no id; a model may repeat a description.
        <li key={`${index}-${suggestion.source}`} className="flex flex-col gap-1 rounded-md border border-border p-2">
          <span className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline">{t.suggestionType[suggestion.type]}</Badge>
            <Badge variant={suggestion.impact === 'high' ? 'destructive' : suggestion.impact === 'medium' ? 'warning' : 'secondary'}>
              {t.suggestions.impact}: {t.impact[suggestion.impact]}
            </Badge>
            <span className="text-muted-foreground">{suggestion.source === 'model' ? t.suggestions.fromModel : t.suggestions.fromAnalysis}</span>
          </span>
          <p>{suggestion.description}</p>
        </li>
      ))}
    </ul>
  );
}
