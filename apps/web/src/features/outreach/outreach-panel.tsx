import { Send } from 'lucide-react';
import { PanelHeader } from '@/components/ui/panel-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import { AnalyticsTab } from './components/analytics-tab';
import { CampaignsTab } from './components/campaigns-tab';
import { ProspectsTab } from './components/prospects-tab';
import { SignalsTab } from './components/signals-tab';

const TABS = [
  { value: 'campaigns', Content: CampaignsTab },
  { value: 'prospects', Content: ProspectsTab },
  { value: 'signals', Content: SignalsTab },
  { value: 'analytics', Content: AnalyticsTab },
] as const;

/** Outreach Engine with hard-coded sample data; fluid from a 240 px sidebar to a full page. */
export function OutreachPanel() {
  const s = outreachStrings;
  return (
    <div className="@container flex flex-col gap-3 p-3">
      <PanelHeader icon={Send} title={s.panel.title} description={s.panel.description} />
      <Tabs defaultValue="campaigns">
        <TabsList aria-label={s.tabs.label} className="grid h-auto grid-cols-2 @xs:grid-cols-4">
          {TABS.map(({ value }) => (
            <TabsTrigger key={value} value={value}>
              {s.tabs[value]}
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
