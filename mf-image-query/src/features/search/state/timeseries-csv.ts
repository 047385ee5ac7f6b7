/**
 * A time series as a CSV file (RFC 4180, comma-separated, a header line): date, scene, mean_db, median_db, count,
 * full_resolution, one line per date of the stack. A value the API could not read (no data there) is empty.
 */
import type { TimeseriesEntry } from '@portal/shared/domain/scene-stack';

export const TIMESERIES_CSV_COLUMNS = [
  'date',
  'scene',
  'mean_db',
  'median_db',
  'count',
  'full_resolution',
] as const;

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const db = (v: number | null) => (v == null ? '' : v.toFixed(2));

export function timeseriesCsv(entries: readonly TimeseriesEntry[]): string {
  const lines = [TIMESERIES_CSV_COLUMNS.join(',')];
  for (const e of [...entries].sort((a, b) => a.acquired_at.localeCompare(b.acquired_at)))
    lines.push(
      [e.acquired_at, e.scene, db(e.mean_db), db(e.median_db), String(e.count), String(e.full_resolution)]
        .map(cell)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's name: the scene and the place read. */
export const timeseriesFileName = (scene: string, where: 'point' | 'area') =>
  `${scene.replace(/[^\w.-]+/g, '_')}_${where}_timeseries.csv`;
