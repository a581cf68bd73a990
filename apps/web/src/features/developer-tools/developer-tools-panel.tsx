import { Code2 } from 'lucide-react';
import { Suspense } from 'react';
import { TabbedPanel } from '@/components/ui/tabbed-panel';
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
  { value: 'data', label: t.tabs.data, Content: DataTab },
  { value: 'analytics', label: t.tabs.analytics, Content: AnalyticsTab },
  { value: 'review', label: t.tabs.review, Content: ReviewTab },
  { value: 'dev', label: t.tabs.dev, Content: DevTab },
  { value: 'monitor', label: t.tabs.monitor, Content: MonitorTab },
] as const;

/** Developer Tools (spec B §2): sample Data, Analytics, Dev and Monitor tabs, and the real AI code review. */
export function DeveloperToolsPanel({ defaultTab = 'data' }: { defaultTab?: (typeof TABS)[number]['value'] }) {
  return (
    <TabbedPanel
      icon={Code2}
      title={t.panel.title}
      description={t.panel.description}
      tabsLabel={t.tabs.label}
      tabs={TABS}
      defaultTab={defaultTab}
      listClassName="grid-cols-3 @xs:grid-cols-5"
    />
  );
}
