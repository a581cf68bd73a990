import { ChartColumn } from 'lucide-react';
import { PanelHeader } from '@/components/ui/panel-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';
import { AnalyticsExportTab } from './components/export-tab';
import { AnalyticsMetricsTab } from './components/metrics-tab';
import { AnalyticsOverviewTab } from './components/overview-tab';
import { sampleActivity } from './data/activity';
import { sampleDistribution } from './data/distribution';
import { exportFormats, integrations } from './data/export-options';
import { sampleKpis } from './data/kpis';

export function DataAnalyticsPanel() {
  return (
    <div className="flex flex-col gap-3 p-3">
      <PanelHeader icon={ChartColumn} title={t.title} description={t.description} />
      <Tabs defaultValue="overview">
        <TabsList aria-label={t.tabsLabel} className="h-auto flex-wrap">
          <TabsTrigger value="overview">{t.tabs.overview}</TabsTrigger>
          <TabsTrigger value="metrics">{t.tabs.metrics}</TabsTrigger>
          <TabsTrigger value="export">{t.tabs.export}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <AnalyticsOverviewTab kpis={sampleKpis} distribution={sampleDistribution} activity={sampleActivity} />
        </TabsContent>
        <TabsContent value="metrics">
          <AnalyticsMetricsTab />
        </TabsContent>
        <TabsContent value="export">
          <AnalyticsExportTab formats={exportFormats} integrations={integrations} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
