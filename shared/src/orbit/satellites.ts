/** The constellation for the orbit engine: the satellites of the domain table (shared/domain/constellation.ts). */
import { CONSTELLATION, type AnchoringSatellite, type Satellite } from '../domain/constellation';

export type { AnchoringSatellite, SatelliteId } from '../domain/constellation';
export type SatelliteInfo = Satellite;

export const SATELLITES: readonly SatelliteInfo[] = CONSTELLATION;

export function satelliteById(id: string): SatelliteInfo | undefined {
  return SATELLITES.find((s) => s.id === id);
}

/** docs/requirements.md §3: `any` anchors no particular satellite and means all of them. */
export function resolveAnchoringSatellite(anchor: AnchoringSatellite | string): SatelliteInfo[] {
  if (anchor === 'any') return [...SATELLITES];
  const sat = satelliteById(anchor);
  if (!sat)
    throw new RangeError(
      `Unknown satellite ${anchor}; expected any, ${SATELLITES.map((s) => s.id).join(', ')}`,
    );
  return [sat];
}
