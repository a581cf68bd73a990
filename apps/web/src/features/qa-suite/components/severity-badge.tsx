import type { QaSeverity } from '@nova/shared';
import { Badge } from '@/components/ui/badge';
import { qaSuiteStrings } from '@/lib/i18n/nb/qa-suite';

const VARIANTS = {
  critical: 'destructive',
  serious: 'warning',
  moderate: 'secondary',
  minor: 'outline',
  info: 'outline',
} as const satisfies Record<QaSeverity, 'destructive' | 'warning' | 'secondary' | 'outline'>;

export function SeverityBadge({ severity }: { severity: QaSeverity }) {
  return (
    <Badge variant={VARIANTS[severity]} data-severity={severity}>
      {qaSuiteStrings.severities[severity]}
    </Badge>
  );
}
