import type { SelectorEvaluation } from '@nova/shared';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';

/** The matches' tag, text and attribute values, in document order. */
export function MatchList({ result }: { result: SelectorEvaluation }) {
  if (result.count === 0) return <p className="text-sm text-muted-foreground">{t.noMatches}</p>;
  return (
    <div className="flex flex-col gap-2">
      {result.count > result.matches.length ? (
        <p className="text-xs text-muted-foreground">{t.matchesShown(result.matches.length, result.count)}</p>
      ) : null}
      <ol aria-label={t.matchesLabel} className="flex flex-col gap-2">
        {result.matches.map((match) => (
          <li key={match.index} className="rounded-md border border-border p-2 text-xs">
            <div className="flex items-baseline gap-2">
              <span className="font-mono text-muted-foreground">{match.index + 1}.</span>
              <code className="font-mono font-semibold">{`<${match.tag}>`}</code>
              <span className="min-w-0 flex-1 truncate" title={match.text}>
                {match.text || <span className="text-muted-foreground italic">{t.emptyText}</span>}
              </span>
            </div>
            {Object.keys(match.attributes).length > 0 ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 font-mono">
                {Object.entries(match.attributes).map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="text-muted-foreground">{name}</dt>
                    <dd className="min-w-0 truncate" title={value}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
