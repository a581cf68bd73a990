import { useId, useState } from 'react';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';
import { DEFAULT_METRIC, DEFAULT_PERIOD, METRICS, sampleMetricSeries, type Metric, type Period } from '../data/metrics';
import { MetricChart } from './metric-chart';
import { PeriodToggle } from './period-toggle';

function parseMetric(raw: string): Metric {
  return METRICS.find((metric) => metric === raw) ?? DEFAULT_METRIC;
}

/** Content of the Metrikker tab. */
export function AnalyticsMetricsTab() {
  const metricId = useId();
  const [metric, setMetric] = useState<Metric>(DEFAULT_METRIC);
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={metricId}>{t.metrics.metricLabel}</Label>
        <NativeSelect id={metricId} value={metric} onChange={(event) => setMetric(parseMetric(event.target.value))}>
          {METRICS.map((option) => (
            <option key={option} value={option}>
              {t.metrics.options[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <PeriodToggle value={period} onChange={setPeriod} />
      <MetricChart
        title={t.metrics.chartLabel(t.metrics.options[metric], t.metrics.periodNames[period])}
        series={sampleMetricSeries[metric]}
      />
    </div>
  );
}
