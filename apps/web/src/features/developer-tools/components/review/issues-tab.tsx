import { CODE_REVIEW_ISSUE_TYPES, CODE_REVIEW_SEVERITIES, type CodeReviewIssue } from '@nova/shared';
import { Check, Copy, Wand2, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { useCopyText } from '../../hooks/use-copy-text';
import { useReviewPreferences } from '../../hooks/use-review-preferences';
import { canApplySingleFix } from '../../model/apply-fix';
import { filterIssues, type IssueFilter, NO_FILTER, typesPresent } from '../../model/issue-filter';
import { applyFix, autoFixAll, useReviewState } from '../../model/review-store';
import { LabelledSelect } from './labelled-select';

const severityVariant = {
  critical: 'destructive',
  high: 'destructive',
  medium: 'warning',
  low: 'secondary',
  info: 'outline',
} as const;

function IssueItem({ issue, code, onGoToLine }: { issue: CodeReviewIssue; code: string; onGoToLine(line: number): void }) {
  const { preferences } = useReviewPreferences();
  const { copied, copy } = useCopyText();
  const fixable = canApplySingleFix(code, issue);
  return (
    <li className="flex flex-col gap-1.5 rounded-md border border-border p-2 text-xs" data-testid="review-issue" data-rule={issue.ruleId} data-line={issue.line}>
      <button
        type="button"
        className="flex flex-col items-start gap-1 rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`${issue.title}. ${t.issues.goToLine(issue.line)}`}
        onClick={() => onGoToLine(issue.line)}
      >
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge variant={severityVariant[issue.severity]}>{t.severity[issue.severity]}</Badge>
          <Badge variant="outline">{t.issueType[issue.type]}</Badge>
          <span className="font-medium">{issue.title}</span>
        </span>
        <span className="text-muted-foreground">
          {t.issues.line(issue.line)} · {t.issues.confidence(issue.confidence)} · <code className="font-mono">{issue.source === 'model' ? t.issues.aiModel : issue.ruleId}</code>
        </span>
      </button>
      <p>{issue.description}</p>
      {issue.suggestedFix !== null && (
        <div className="grid gap-1 font-mono text-[11px]">
          <pre className="whitespace-pre-wrap break-all rounded bg-muted px-2 py-1" aria-label={t.issues.original}>
            <span className="select-none text-destructive">− </span>
            {issue.originalCode}
          </pre>
          <pre className="whitespace-pre-wrap break-all rounded bg-muted px-2 py-1" aria-label={t.issues.fixed}>
            <span className="select-none text-emerald-700">+ </span>
            {issue.suggestedFix}
          </pre>
        </div>
      )}
      {(fixable || issue.suggestedFix !== null) && (
        <div className="flex flex-wrap gap-1.5">
          {fixable && (
            <Button size="sm" variant="outline" onClick={() => applyFix(issue, preferences)}>
              <Wrench aria-hidden />
              {t.issues.applyFix}
            </Button>
          )}
          {issue.suggestedFix !== null && (
            <Button size="sm" variant="ghost" onClick={() => copy(issue.suggestedFix ?? '')}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? t.issues.copied : t.issues.copyFix}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The review's issues with severity and type filters, single fixes and Auto-fix all. */
export function IssuesTab({ onGoToLine }: { onGoToLine(line: number): void }) {
  const review = useReviewState((s) => s.review);
  const code = useReviewState((s) => s.code);
  const fixing = useReviewState((s) => s.fixing);
  const { preferences } = useReviewPreferences();
  const [filter, setFilter] = useState<IssueFilter>(NO_FILTER);
  if (!review) return <p className="text-xs text-muted-foreground">{t.review.notYet}</p>;
  const shown = filterIssues(review.issues, filter);
  const types = typesPresent(review.issues, CODE_REVIEW_ISSUE_TYPES);

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <LabelledSelect
          label={t.issues.severityFilter}
          value={filter.severity}
          options={[{ value: 'all', label: t.issues.all }, ...CODE_REVIEW_SEVERITIES.map((severity) => ({ value: severity, label: t.severity[severity] }))]}
          onChange={(severity) => setFilter({ ...filter, severity })}
        />
        <LabelledSelect
          label={t.issues.typeFilter}
          value={filter.type}
          options={[{ value: 'all', label: t.issues.all }, ...types.map((type) => ({ value: type, label: t.issueType[type] }))]}
          onChange={(type) => setFilter({ ...filter, type })}
        />
      </div>
      <Button size="sm" variant="secondary" className="self-start" disabled={fixing} onClick={() => void autoFixAll(preferences)}>
        <Wand2 aria-hidden />
        {fixing ? t.issues.autoFixing : t.issues.autoFixAll}
      </Button>
      {review.issues.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t.issues.none}</p>
      ) : shown.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t.issues.noneMatching}</p>
      ) : (
        <ul aria-label={t.issues.listLabel} className="flex flex-col gap-2">
          {shown.map((issue) => (
            <IssueItem key={issue.id} issue={issue} code={code} onGoToLine={onGoToLine} />
          ))}
        </ul>
      )}
    </div>
  );
}
