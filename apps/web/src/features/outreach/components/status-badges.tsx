import { Badge } from '@/components/ui/badge';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import type { CampaignStatus, HookStatus, HookType, ProspectStatus } from '../data/types';

type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning';

const campaignVariant: Record<CampaignStatus, BadgeVariant> = {
  draft: 'outline',
  active: 'success',
  paused: 'warning',
  completed: 'secondary',
};

const prospectVariant: Record<ProspectStatus, BadgeVariant> = {
  pending: 'outline',
  contacted: 'secondary',
  replied: 'default',
  meeting: 'success',
};

const hookVariant: Record<HookStatus, BadgeVariant> = {
  new: 'default',
  used: 'secondary',
  expired: 'outline',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={campaignVariant[status]}>{outreachStrings.campaignStatus[status]}</Badge>;
}

export function ProspectStatusBadge({ status }: { status: ProspectStatus }) {
  return <Badge variant={prospectVariant[status]}>{outreachStrings.prospectStatus[status]}</Badge>;
}

export function HookStatusBadge({ status }: { status: HookStatus }) {
  return <Badge variant={hookVariant[status]}>{outreachStrings.hookStatus[status]}</Badge>;
}

export function HookTypeBadge({ type }: { type: HookType }) {
  return <Badge variant="outline">{outreachStrings.hookType[type]}</Badge>;
}
