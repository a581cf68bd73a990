import { Send } from 'lucide-react';
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
      <header className="flex items-start gap-2">
        <Send className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-sm font-semibold">{s.panel.title}</h2>
          <p className="text-xs text-muted-foreground">{s.panel.description}</p>
        </div>
      </header>
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
