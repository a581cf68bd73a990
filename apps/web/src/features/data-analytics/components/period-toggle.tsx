import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';
import { PERIODS, type Period } from '../data/metrics';

interface PeriodToggleProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** A single-choice toggle group: the chosen period is the one pressed. */
export function PeriodToggle({ value, onChange }: PeriodToggleProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-xs font-medium">
        {t.metrics.periodLabel}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-1">
        {PERIODS.map((period) => {
          const pressed = period === value;
          return (
            <Button
              key={period}
              size="sm"
              variant={pressed ? 'default' : 'outline'}
              aria-pressed={pressed}
              className="min-w-10 flex-1"
              onClick={() => onChange(period)}
            >
              {t.metrics.periods[period]}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
