/** What the globe shows of the order: the target point (when no area is drawn), the passes' tracks and swaths. */
import { useMemo } from 'react';
import type { GlobeLayer, LngLat } from '@portal/shared/globe';
import type { Simulation } from '../api/simulation';
import { opportunityId } from '../components/OpportunityTable';
import type { FormValues } from '../state/form-state';

export function useMissionLayers(
  values: FormValues,
  areaCount: number,
  sim: Simulation | null,
): GlobeLayer[] {
  return useMemo<GlobeLayer[]>(() => {
    const lat = Number(values.Latitude);
    const lon = Number(values.Longitude);
    const point =
      !areaCount &&
      values.Latitude !== '' &&
      values.Longitude !== '' &&
      Math.abs(lat) <= 90 &&
      Math.abs(lon) <= 180
        ? [{ id: 'target-point', geometry: { type: 'Point' as const, coordinates: [lon, lat] as LngLat } }]
        : [];
    const opps = sim?.opportunities ?? [];
    return [
      { id: 'target', features: point, pickable: false, style: { outline: '#d32f2f', fill: '#d32f2f' } },
      {
        id: 'passes',
        pickable: false,
        style: { outline: '#ffb300' },
        features: opps.flatMap((o, i) =>
          o.track ? [{ id: `track-${opportunityId(o, i)}`, geometry: o.track }] : [],
        ),
      },
      {
        id: 'opportunities',
        // Outlines only: a dozen passes over one target overlap, and their fills stacked into one opaque blob.
        // The hovered and the selected one are filled, so each can be told from the others.
        style: { fill: '#1e88e500', outline: '#1e88e5', width: 2 },
        highlightStyle: { fill: '#1e88e540', outline: '#90caf9', width: 3 },
        selectedStyle: { fill: '#43a04755', outline: '#43a047', width: 3 },
        features: opps.map((o, i) => ({
          id: opportunityId(o, i),
          geometry: o.footprint,
          label: `${o.satellite_id} ${o.imaging_centre.slice(0, 16)}`,
        })),
      },
    ];
  }, [values.Latitude, values.Longitude, areaCount, sim]);
}
