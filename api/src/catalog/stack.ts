/**
 * A scene's stack (@portal/shared/domain/scene-stack): the scenes the caller may see of the same satellite, orbit
 * direction and look side, incidence within STACK_INCIDENCE_TOLERANCE_DEG, whose footprints overlap the
 * reference's by at least STACK_MIN_OVERLAP of the smaller one (areas on the ellipsoid: geography), the reference
 * among them. The footprints' GiST index finds the candidates (`&&`) before any intersection is measured; a stack
 * longer than STACK_MAX_SCENES keeps the scenes acquired nearest in time to the reference. Which of them the caller
 * reads at full resolution is the orders' to say (orders/entitlement.ts `downloadableScenes`, the tiles' rule).
 */
import {
  STACK_INCIDENCE_TOLERANCE_DEG,
  STACK_MAX_SCENES,
  STACK_MIN_OVERLAP,
  type SceneStack,
} from '@portal/shared/domain/scene-stack';
import type { Queryable } from '../db';
import type { Viewer } from '../http/viewer';
import { SUMMARY_COLUMNS, visibilityClause } from './query';
import { visibleScene, type SceneDetailRow } from './scene-access';

export interface StackRow extends SceneDetailRow {
  overlap: number;
}

/** The scenes of the reference's stack the viewer may see, by acquisition time (the reference among them). */
export async function stackScenes(db: Queryable, ref: SceneDetailRow, viewer: Viewer): Promise<StackRow[]> {
  const params: unknown[] = [ref.id, STACK_INCIDENCE_TOLERANCE_DEG, STACK_MIN_OVERLAP, STACK_MAX_SCENES];
  const vis = visibilityClause(viewer, params);
  const { rows } = await db.query<StackRow>(
    `WITH ref AS (
       SELECT footprint, satellite, orbit_direction, look_side, incidence_angle, acquired_at,
              ST_Area(footprint::geography) AS area
         FROM scenes WHERE id = $1
     ), near AS (
       SELECT s.*, ST_Area(ST_Intersection(s.footprint, ref.footprint)::geography)
                     / NULLIF(LEAST(ST_Area(s.footprint::geography), ref.area), 0) AS overlap,
              abs(extract(epoch FROM s.acquired_at - ref.acquired_at)) AS apart
         FROM scenes s, ref
        WHERE s.footprint && ref.footprint
          AND s.satellite = ref.satellite AND s.orbit_direction = ref.orbit_direction
          AND s.look_side = ref.look_side
          AND abs(s.incidence_angle::float8 - ref.incidence_angle::float8) <= $2::float8 + 1e-6
          AND ${vis}
     ), kept AS (
       SELECT * FROM near s WHERE s.overlap >= $3::float8 - 1e-9 OR s.id = $1 ORDER BY s.apart, s.id LIMIT $4::int
     )
     SELECT ${SUMMARY_COLUMNS}, s.incidence_near, s.incidence_far, ST_AsGeoJSON(s.footprint, 6) AS fp,
            ST_X(ST_PointOnSurface(s.footprint)) AS cx,
            ST_Y(ST_PointOnSurface(s.footprint)) AS cy, LEAST(1, COALESCE(s.overlap, 1))::float8 AS overlap
       FROM kept s ORDER BY s.acquired_at, s.id`,
    params,
  );
  return rows.map((r) => ({ ...r, overlap: Number(r.overlap) }));
}

/** The scenes of these ids the viewer may see, by acquisition time. */
export async function visibleScenes(
  db: Queryable,
  ids: readonly string[],
  viewer: Viewer,
): Promise<SceneDetailRow[]> {
  const params: unknown[] = [[...new Set(ids)]];
  const vis = visibilityClause(viewer, params);
  const { rows } = await db.query<SceneDetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, s.incidence_near, s.incidence_far, ST_AsGeoJSON(s.footprint, 6) AS fp,
            ST_X(ST_PointOnSurface(s.footprint)) AS cx, ST_Y(ST_PointOnSurface(s.footprint)) AS cy
       FROM scenes s WHERE s.id = ANY ($1::text[]) AND ${vis} ORDER BY s.acquired_at, s.id`,
    params,
  );
  return rows;
}

/** The reference scene the viewer may see and its stack, or null (missing and invisible look the same). */
export async function sceneStackOf(
  db: Queryable,
  id: string,
  viewer: Viewer,
): Promise<{ reference: SceneDetailRow; scenes: StackRow[] } | null> {
  const reference = await visibleScene(db, id, viewer);
  if (!reference) return null;
  return { reference, scenes: await stackScenes(db, reference, viewer) };
}

/** GET /api/catalog/scenes/{id}/stack/: the answer, `full` the scenes the caller reads at full resolution. */
export function stackAnswer(
  { reference: r, scenes }: { reference: SceneDetailRow; scenes: StackRow[] },
  full: ReadonlySet<string>,
): SceneStack {
  return {
    reference: r.id,
    geometry: {
      satellite: r.satellite,
      orbit_direction: r.orbit_direction,
      look_side: r.look_side,
      incidence_angle: r.incidence_angle,
      incidence_tolerance_deg: STACK_INCIDENCE_TOLERANCE_DEG,
      min_overlap: STACK_MIN_OVERLAP,
    },
    scenes: scenes.map((s) => ({
      id: s.id,
      satellite: s.satellite,
      acquired_at: new Date(s.acquired_at).toISOString(),
      img_mode: s.img_mode,
      polarization: s.polarization,
      orbit_direction: s.orbit_direction,
      look_side: s.look_side,
      incidence_angle: s.incidence_angle,
      absolute_orbit: s.absolute_orbit,
      overlap: Math.round(s.overlap * 1000) / 1000,
      full_resolution: full.has(s.id),
    })),
  };
}
