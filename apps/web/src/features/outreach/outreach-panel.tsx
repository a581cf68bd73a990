import { Send } from 'lucide-react';
import { TabbedPanel } from '@/components/ui/tabbed-panel';
import { outreachStrings as s } from '@/lib/i18n/nb/outreach';
import { AnalyticsTab } from './components/analytics-tab';
import { CampaignsTab } from './components/campaigns-tab';
import { ProspectsTab } from './components/prospects-tab';
import { SignalsTab } from './components/signals-tab';

const TABS = [
  { value: 'campaigns', label: s.tabs.campaigns, Content: CampaignsTab },
  { value: 'prospects', label: s.tabs.prospects, Content: ProspectsTab },
  { value: 'signals', label: s.tabs.signals, Content: SignalsTab },
  { value: 'analytics', label: s.tabs.analytics, Content: AnalyticsTab },
] as const;

/** Outreach Engine with hard-coded sample data; fluid from a 240 px sidebar to a full page. */
export function OutreachPanel() {
  return (
    <TabbedPanel
      icon={Send}
      title={s.panel.title}
      description={s.panel.description}
      tabsLabel={s.tabs.label}
      tabs={TABS}
      defaultTab="campaigns"
      listClassName="grid-cols-2 @xs:grid-cols-4"
    />
  );
}
