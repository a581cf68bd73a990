import { useId } from 'react';
import { formatCount } from '@/lib/format';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';

interface MetricChartProps {
  title: string;
  series: readonly number[];
}

const VIEW_HEIGHT = 40;
const BAR_GAP = 2;

/** A static bar chart standing in for the real chart. Scales to the panel width. */
export function MetricChart({ title, series }: MetricChartProps) {
  const captionId = useId();
  const descriptionId = useId();
  const max = Math.max(1, ...series);
  const barWidth = series.length > 0 ? (100 - BAR_GAP * (series.length - 1)) / series.length : 0;
  return (
    <figure className="flex flex-col gap-2 rounded-md border border-dashed border-border p-3">
      <figcaption id={captionId} className="text-xs font-medium">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={captionId}
        aria-describedby={descriptionId}
        viewBox={`0 0 100 ${VIEW_HEIGHT}`}
        preserveAspectRatio="none"
        className="h-24 w-full text-primary"
      >
        {series.map((value, index) => {
          const height = (value / max) * VIEW_HEIGHT;
          return (
            <rect
              key={index}
              x={index * (barWidth + BAR_GAP)}
              y={VIEW_HEIGHT - height}
              width={barWidth}
              height={height}
              rx={0.8}
              className="fill-current opacity-80"
            />
          );
        })}
      </svg>
      <p id={descriptionId} className="sr-only">
        {t.metrics.chartDescription(series.map(formatCount).join(', '))}
      </p>
    </figure>
  );
}
