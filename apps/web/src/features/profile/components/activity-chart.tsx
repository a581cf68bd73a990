import type { ActivityDay, ActivityKind } from '@nova/shared';
import { useId } from 'react';
import { profileStrings as t } from '@/lib/i18n/nb/profile';
import { axisTicks, barHeight, niceMax, peakOf } from '../model/chart-scale';
import { dayLabel, shortDayLabel } from '../model/day-label';

const WIDTH = 560;
const HEIGHT = 180;
const AXIS = 28;
const FOOT = 20;
const TOP = 8;
const PLOT_HEIGHT = HEIGHT - FOOT - TOP;

/** Bars of one kind per day, as an image with a text summary (the table beside it has every figure). */
export function ActivityChart({ days, kind }: { days: readonly ActivityDay[]; kind: ActivityKind }) {
  const titleId = useId();
  const descId = useId();
  const values = days.map((day) => day[kind]);
  const max = niceMax(Math.max(0, ...values));
  const ticks = axisTicks(max);
  const slot = (WIDTH - AXIS) / Math.max(days.length, 1);
  const peak = peakOf(values);
  const label = t.activity.kinds[kind];
  const total = values.reduce((sum, value) => sum + value, 0);
  const peakDay = peak ? days[peak.index] : undefined;
  const y = (value: number) => TOP + PLOT_HEIGHT - barHeight(value, max, PLOT_HEIGHT);

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full" data-testid="activity-chart">
      <title id={titleId}>{t.activity.chartTitle(label)}</title>
      <desc id={descId}>{t.activity.chartSummary(label, total, peak && peakDay ? t.activity.peak(peak.value, dayLabel(peakDay.date)) : null)}</desc>
      {ticks.map((tick) => (
        <g key={tick} aria-hidden="true">
          <line x1={AXIS} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
          <text x={AXIS - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[10px]">
            {tick}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const height = barHeight(day[kind], max, PLOT_HEIGHT);
        const x = AXIS + index * slot;
        return (
          <g key={day.date} aria-hidden="true" data-count={day[kind]}>
            <rect x={x + slot * 0.2} y={TOP + PLOT_HEIGHT - height} width={slot * 0.6} height={height} rx={2} className="fill-primary" />
            <text x={x + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-muted-foreground text-[10px]">
              {shortDayLabel(day.date)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
