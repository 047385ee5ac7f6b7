/**
 * The time series of the stack at a point or in an area (POST /api/catalog/timeseries/ with the stack's reference):
 * a point is the last one clicked, an area one drawn with the globe's tools while the viewer waits for it.
 */
import { useEffect, useState } from 'react';
import type { TimeseriesEntry } from '@portal/shared/domain/scene-stack';
import { ApiError } from '@portal/shared/http';
import { sceneTimeseries } from '@portal/shared/http/scene-stack';
import { convertGeometry, shapeGeometry, type DrawnShape, type LngLat } from '@portal/shared/globe';
import type { CoordinateSystem } from '@portal/shared/domain';

export type TimeseriesPlace =
  | { kind: 'point'; wgs84: LngLat }
  | { kind: 'area'; ring: LngLat[] /* WGS-84, closed */; shape: DrawnShape };

export type TimeseriesAnswer =
  | { state: 'reading'; place: TimeseriesPlace }
  /** The API prepares the stack's products first (its message says how many are left): asked again shortly. */
  | { state: 'preparing'; place: TimeseriesPlace; message: string }
  | { state: 'ready'; place: TimeseriesPlace; entries: TimeseriesEntry[] }
  | { state: 'failed'; place: TimeseriesPlace };

/**
 * While the API prepares the stack's products (its 503), the time series is asked again after 2 s, then a little
 * later each time up to every 10 s (the API renders a few at a time; a long stack of wide scenes is minutes on a
 * small server, and the count left shows it moving), and given up after 10 minutes of waiting.
 */
export const preparingWaitMs = (attempt: number) => Math.min(10_000, 2_000 * attempt);
const PREPARING_GIVE_UP_MS = 10 * 60_000;

/**
 * The time series, asked again while the API answers 503 (it renders the products of a stack a few at a time and
 * asks to be asked again); `onWaiting` is told each time, with the API's message (how many products are left).
 */
export async function timeseriesWhenPrepared(
  body: Parameters<typeof sceneTimeseries>[0],
  onWaiting: (message: string) => void = () => undefined,
): ReturnType<typeof sceneTimeseries> {
  let waited = 0;
  for (let i = 1; ; i++) {
    try {
      return await sceneTimeseries(body);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 503) || waited >= PREPARING_GIVE_UP_MS) throw err;
      onWaiting(err.message);
      const wait = preparingWaitMs(i);
      waited += wait;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** A drawn shape (in the globe's system) as the API's WGS-84 ring. */
export function ringOfShape(shape: DrawnShape, crs: CoordinateSystem): LngLat[] {
  const g = convertGeometry(shapeGeometry(shape), crs, 'WGS84');
  return g.type === 'Polygon' ? g.coordinates[0] : g.coordinates[0][0];
}

export function useTimeseries(reference: string | null) {
  const [answer, setAnswer] = useState<TimeseriesAnswer | null>(null);
  /** The next shape drawn on the globe is the time series' area. */
  const [drawing, setDrawing] = useState(false);
  useEffect(() => {
    setAnswer(null);
    setDrawing(false);
  }, [reference]);

  const read = (place: TimeseriesPlace) => {
    if (!reference) return;
    setAnswer({ state: 'reading', place });
    const geometry =
      place.kind === 'point'
        ? { type: 'Point' as const, coordinates: place.wgs84 }
        : { type: 'Polygon' as const, coordinates: [place.ring] };
    const same = (a: TimeseriesAnswer | null) => a?.place === place;
    timeseriesWhenPrepared({ stack: reference, geometry }, (message) =>
      setAnswer((a) => (same(a) ? { state: 'preparing', place, message } : a)),
    ).then(
      ({ entries }) => setAnswer((a) => (same(a) ? { state: 'ready', place, entries } : a)),
      () => setAnswer((a) => (same(a) ? { state: 'failed', place } : a)),
    );
  };
  return { answer, read, drawing, setDrawing, clear: () => setAnswer(null) };
}
