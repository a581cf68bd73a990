import { Target } from 'lucide-react';
import { PanelHeader } from '@/components/ui/panel-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import { ActiveJobsTab } from './components/active-jobs-tab';
import { ScrapingResultsTab } from './components/results-tab';
import { ScrapingSearchTab } from './components/search-tab';
import { ScrapingSettingsTab } from './components/settings-tab';
import { sampleJobs } from './data/sample-jobs';
import { sampleLeads, sampleResultStats } from './data/sample-results';

export function LeadScrapingPanel() {
  return (
    <div className="flex flex-col gap-3 p-3">
      <PanelHeader icon={Target} title={t.title} description={t.description} />
      <Tabs defaultValue="search">
        <TabsList aria-label={t.tabsLabel} className="h-auto flex-wrap">
          <TabsTrigger value="search">{t.tabs.search}</TabsTrigger>
          <TabsTrigger value="active">{t.tabs.active}</TabsTrigger>
          <TabsTrigger value="results">{t.tabs.results}</TabsTrigger>
          <TabsTrigger value="settings">{t.tabs.settings}</TabsTrigger>
        </TabsList>
        <TabsContent value="search">
          <ScrapingSearchTab />
        </TabsContent>
        <TabsContent value="active">
          <ActiveJobsTab jobs={sampleJobs} />
        </TabsContent>
        <TabsContent value="results">
          <ScrapingResultsTab stats={sampleResultStats} leads={sampleLeads} />
        </TabsContent>
        <TabsContent value="settings">
          <ScrapingSettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
