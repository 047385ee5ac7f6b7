/**
 * The pixel read-out: a click on the globe reads σ⁰ (dB) of the scene shown under it (POST /api/catalog/timeseries/
 * with one scene and a point), at full resolution for a buyer, else at the preview's; null where the swath is not.
 */
import { useEffect, useState } from 'react';
import type { GlobePointClick } from '@portal/shared/globe';
import { timeseriesWhenPrepared } from './use-timeseries';

export interface Readout {
  click: GlobePointClick;
  scene: string;
  state: 'reading' | 'ready' | 'failed';
  meanDb: number | null;
  fullResolution: boolean | null;
}

export function useReadout(shown: string | null) {
  const [readout, setReadout] = useState<Readout | null>(null);
  // Another scene on the globe: the last value was of the one before.
  useEffect(() => setReadout(null), [shown]);
  const read = (click: GlobePointClick) => {
    if (!shown) return;
    const base = { click, scene: shown, meanDb: null, fullResolution: null };
    setReadout({ ...base, state: 'reading' });
    // Only the latest click's answer is shown.
    const same = (r: Readout | null) => r?.click === click;
    timeseriesWhenPrepared({ scenes: [shown], geometry: { type: 'Point', coordinates: click.wgs84 } }).then(
      ({ entries }) =>
        setReadout((r) =>
          same(r)
            ? {
                ...base,
                state: 'ready',
                meanDb: entries[0]?.mean_db ?? null,
                fullResolution: entries[0]?.full_resolution ?? null,
              }
            : r,
        ),
      () => setReadout((r) => (same(r) ? { ...base, state: 'failed' } : r)),
    );
  };
  return { readout, read };
}
