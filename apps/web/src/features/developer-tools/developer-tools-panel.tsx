import { Code2 } from 'lucide-react';
import { Suspense } from 'react';
import { PanelHeader } from '@/components/ui/panel-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { lazyComponent } from '@/lib/lazy-component';
import { AnalyticsTab, DataTab, DevTab, MonitorTab } from './components/sample-tabs';

/** The code review (with CodeMirror) loads when the Review tab is first opened. */
const CodeReview = lazyComponent(() => import('./components/review/code-review').then((m) => m.CodeReview));

function ReviewTab() {
  return (
    <Suspense fallback={<p className="text-xs text-muted-foreground">{t.review.loading}</p>}>
      <CodeReview />
    </Suspense>
  );
}

const TABS = [
  { value: 'data', Content: DataTab },
  { value: 'analytics', Content: AnalyticsTab },
  { value: 'review', Content: ReviewTab },
  { value: 'dev', Content: DevTab },
  { value: 'monitor', Content: MonitorTab },
] as const;

/** Developer Tools (spec B §2): sample Data, Analytics, Dev and Monitor tabs, and the real AI code review. */
export function DeveloperToolsPanel({ defaultTab = 'data' }: { defaultTab?: (typeof TABS)[number]['value'] }) {
  return (
    <div className="@container flex flex-col gap-3 p-3">
      <PanelHeader icon={Code2} title={t.panel.title} description={t.panel.description} />
      <Tabs defaultValue={defaultTab}>
        <TabsList aria-label={t.tabs.label} className="grid h-auto grid-cols-3 @xs:grid-cols-5">
          {TABS.map(({ value }) => (
            <TabsTrigger key={value} value={value}>
              {t.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
