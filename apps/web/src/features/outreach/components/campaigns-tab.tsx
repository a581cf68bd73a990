import { outreachStrings } from '@/lib/i18n/nb/outreach';
import { SAMPLE_CAMPAIGNS } from '../data/campaigns';
import { NewCampaignDialog } from '../new-campaign-dialog';
import { CampaignCard } from './campaign-card';

export function CampaignsTab() {
  const s = outreachStrings.campaigns;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{s.count(SAMPLE_CAMPAIGNS.length)}</p>
        <NewCampaignDialog />
      </div>
      <ul aria-label={s.listLabel} className="grid gap-2 @2xl:grid-cols-2">
        {SAMPLE_CAMPAIGNS.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
    </div>
  );
}
