/** Mean σ⁰ (dB) over the stack's dates as a line (@mui/x-charts); a date without data is a gap. */
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate } from '@portal/shared/i18n';
import type { TimeseriesEntry } from '@portal/shared/domain/scene-stack';

export function TimeseriesChart(props: {
  entries: readonly TimeseriesEntry[];
  label: string;
  seriesLabel: string;
}) {
  const entries = [...props.entries].sort((a, b) => a.acquired_at.localeCompare(b.acquired_at));
  return (
    <div role="img" aria-label={props.label} data-testid="viewer-ts-chart">
      <LineChart
        height={180}
        margin={{ left: 4, right: 12, top: 12, bottom: 4 }}
        xAxis={[
          {
            scaleType: 'time',
            data: entries.map((e) => new Date(e.acquired_at)),
            valueFormatter: (d: Date) => formatDate(d.toISOString()),
            tickNumber: 3,
          },
        ]}
        yAxis={[{ width: 36 }]}
        series={[
          {
            data: entries.map((e) => e.mean_db),
            label: props.seriesLabel,
            connectNulls: false,
            valueFormatter: (v) => (v == null ? '–' : `${v.toFixed(2)} dB`),
          },
        ]}
        hideLegend
      />
    </div>
  );
}
