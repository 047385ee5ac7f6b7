/**
 * A permission record as the API answers it, what a grant or change sends, and how the page reads a record
 * (expired, how many scenes, the area's polygons).
 */
import type { SatelliteId } from '@portal/shared/domain';
import type { PermissionRecordItem } from '@portal/shared/domain/scene-permissions';

export const PERMISSION_CLASSIFICATIONS = ['sensitive', 'restricted'] as const;
export type PermissionClassification = (typeof PERMISSION_CLASSIFICATIONS)[number];

type Position = [number, number];
export type AreaPolygon = { type: 'Polygon'; coordinates: Position[][] };
export type AreaMultiPolygon = { type: 'MultiPolygon'; coordinates: Position[][][] };

/** A record as the API answers it (its area typed as the polygons it holds). */
export type PermissionRecord = Omit<PermissionRecordItem, 'area'> & {
  /** null: anywhere. */
  area: AreaMultiPolygon | null;
};

/** The fields a grant or a change sends (a change replaces the fields given; null clears). */
export interface PermissionBody {
  classifications: PermissionClassification[];
  satellites: SatelliteId[] | null;
  area: AreaPolygon | AreaMultiPolygon | null;
  scene_ids: string[] | null;
  acquired_from: string | null;
  acquired_to: string | null;
  valid_from?: string;
  valid_until: string | null;
  note: string;
}

/** The record no longer opens anything: its expiry has passed. */
export function isExpired(r: Pick<PermissionRecord, 'valid_until'>, now: Date): boolean {
  return r.valid_until !== null && Date.parse(r.valid_until) <= now.getTime();
}

/** The record does not open anything yet. */
export function isPending(r: Pick<PermissionRecord, 'valid_from'>, now: Date): boolean {
  return Date.parse(r.valid_from) > now.getTime();
}
