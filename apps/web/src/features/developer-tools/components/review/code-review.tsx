import { CODE_REVIEW_LANGUAGES, type CodeReviewLanguage } from '@nova/shared';
import { Loader2, Play } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { useReviewPreferences } from '../../hooks/use-review-preferences';
import { editorDialect, languageForFileName } from '../../model/editor-language';
import { runReview, setCode, setFileName, setLanguage, useReviewState } from '../../model/review-store';
import { CodeEditor, type CodeEditorHandle } from './code-editor';
import { IssuesTab } from './issues-tab';
import { LabelledSelect } from './labelled-select';
import { MetricsTab } from './metrics-tab';
import { SettingsTab } from './settings-tab';
import { SuggestionsTab } from './suggestions-tab';

const LANGUAGE_NAMES: Record<CodeReviewLanguage, string> = { typescript: 'TypeScript', javascript: 'JavaScript', tsx: 'TSX', jsx: 'JSX' };

const modelNote = { used: t.review.modelUsed, failed: t.review.modelFailed, 'not-configured': t.review.modelNotConfigured };

/** The AI code review: editor, Review button, and the Issues, Metrics, Suggestions and Settings tabs. */
export function CodeReview() {
  const ids = useId();
  const code = useReviewState((s) => s.code);
  const language = useReviewState((s) => s.language);
  const fileName = useReviewState((s) => s.fileName);
  const review = useReviewState((s) => s.review);
  const reviewing = useReviewState((s) => s.reviewing);
  const { preferences } = useReviewPreferences();
  const editor = useRef<CodeEditorHandle>(null);
  const dialect = useMemo(() => editorDialect(language, fileName), [language, fileName]);

  const changeFileName = (name: string) => {
    setFileName(name);
    const suggested = languageForFileName(name);
    if (suggested) setLanguage(suggested);
  };

  return (
    <section aria-label={t.tabs.review} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <LabelledSelect
          label={t.review.language}
          value={language}
          options={CODE_REVIEW_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          onChange={setLanguage}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-file`}>{t.review.fileName}</Label>
          <Input id={`${ids}-file`} value={fileName} maxLength={200} onChange={(e) => changeFileName(e.target.value)} />
        </div>
      </div>
      <CodeEditor ref={editor} value={code} onChange={setCode} dialect={dialect} label={t.review.editorLabel} placeholderText={t.review.placeholder} />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={code.trim() === '' || reviewing} onClick={() => void runReview(preferences)}>
          {reviewing ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
          {reviewing ? t.review.reviewing : t.review.review}
        </Button>
        {review && (
          <p className="text-xs text-muted-foreground" data-testid="review-summary">
            {t.review.summary(review.summary.totalIssues, review.summary.linesAnalyzed, review.summary.analysisTime)}
          </p>
        )}
      </div>
      {review && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          {(['critical', 'high', 'medium', 'low', 'info'] as const).map((severity) => (
            <Badge key={severity} variant="outline">
              {t.severity[severity]}: {review.summary[`${severity}Count`]}
            </Badge>
          ))}
          <span className="text-muted-foreground">
            {t.review.styleMatches(review.personalization.userStyleMatches)} · {modelNote[review.analysers.model]}
          </span>
        </div>
      )}
      <Tabs defaultValue="issues">
        <TabsList aria-label={t.review.resultTabs} className="grid h-auto grid-cols-2 @xs:grid-cols-4">
          {(['issues', 'metrics', 'suggestions', 'settings'] as const).map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t.review.resultTabNames[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="issues">
          <IssuesTab onGoToLine={(line) => editor.current?.goToLine(line)} />
        </TabsContent>
        <TabsContent value="metrics">
          <MetricsTab />
        </TabsContent>
        <TabsContent value="suggestions">
          <SuggestionsTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
