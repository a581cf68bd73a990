import type { ActivityEntry } from '../data/activity';
import type { DistributionEntry } from '../data/distribution';
import type { Kpi } from '../data/kpis';
import { DistributionBars } from './distribution-bars';
import { KpiGrid } from './kpi-grid';
import { RecentActivity } from './recent-activity';

interface AnalyticsOverviewTabProps {
  kpis: readonly Kpi[];
  distribution: readonly DistributionEntry[];
  activity: readonly ActivityEntry[];
}

/** Content of the Oversikt tab. */
export function AnalyticsOverviewTab({ kpis, distribution, activity }: AnalyticsOverviewTabProps) {
  return (
    <div className="flex flex-col gap-3">
      <KpiGrid kpis={kpis} />
      <DistributionBars entries={distribution} />
      <RecentActivity entries={activity} />
    </div>
  );
}
