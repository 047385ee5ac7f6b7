import { CATALOG_LIMITS, type CoordinateSystem } from '@portal/shared/domain';
import type { SearchBody } from '@portal/shared/domain/catalog';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { resolveAreas, type AreaInput } from './areas';
import type { SceneFilter } from './scene-filter';

/** The validated search fields → a WGS-84 filter (throws the spec's messages). */
export async function filterOf(
  db: Queryable,
  b: Omit<SearchBody, 'size' | 'cursor' | 'geometry'>,
  crs: CoordinateSystem,
  requireTarget = true,
): Promise<SceneFilter> {
  if ((b.areas?.length ?? 0) > CATALOG_LIMITS.maxAreas)
    throw new ApiError(400, 'catalogTooManyAreas', [{ field: 'areas', key: 'catalogTooManyAreas' }]);
  if (requireTarget && !b.areas?.length && !b.ids?.length)
    throw new ApiError(400, 'catalogAreaOrId', [{ field: 'areas', key: 'catalogAreaOrId' }]);
  if (b.start && b.end && Date.parse(b.end) < Date.parse(b.start))
    throw new ApiError(400, 'invalidValue', [{ field: 'end', key: 'invalidValue' }]);
  if (b.incidence_min !== undefined && b.incidence_max !== undefined && b.incidence_min > b.incidence_max) {
    throw new ApiError(400, 'invalidValue', [{ field: 'incidence_min', key: 'invalidValue' }]);
  }
  return {
    parts: b.areas?.length ? await resolveAreas(db, b.areas as AreaInput[], crs) : undefined,
    ids: b.ids,
    start: b.start ? new Date(b.start) : undefined,
    end: b.end ? new Date(b.end) : undefined,
    satellites: b.satellites,
    img_modes: b.img_modes,
    product_types: b.product_types,
    polarizations: b.polarizations,
    classifications: b.classifications,
    orbit_direction: b.orbit_direction === 'any' ? undefined : b.orbit_direction,
    look_side: b.look_side === 'any' ? undefined : b.look_side,
    incidence_min: b.incidence_min,
    incidence_max: b.incidence_max,
  };
}
