/** One scene as a viewer may see it, and the viewer a signed link was issued to. */
import { roleGroupOf, type UserType } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { geometryBbox, type Bbox } from '../geo/bbox';
import type { Viewer } from '../http/viewer';
import type { SceneForPicture } from '../imagery/pictures';
import type { SceneForProduct } from '../imagery/product-cog';
import { SUMMARY_COLUMNS, visibilityClause, type SceneSummaryRow } from './query';

export interface SceneDetailRow extends SceneSummaryRow {
  incidence_near: number;
  incidence_far: number;
  cx: number;
  cy: number;
}

/** A scene the viewer may see, or null (missing and invisible look the same). */
export async function visibleScene(
  db: Queryable,
  id: string,
  viewer: Viewer,
): Promise<SceneDetailRow | null> {
  const params: unknown[] = [id];
  const vis = visibilityClause(viewer, params);
  const { rows } = await db.query<SceneDetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, s.incidence_near, s.incidence_far, ST_AsGeoJSON(s.footprint, 6) AS fp,
            ST_X(ST_PointOnSurface(s.footprint)) AS cx, ST_Y(ST_PointOnSurface(s.footprint)) AS cy
       FROM scenes s WHERE s.id = $1 AND ${vis}`,
    params,
  );
  return rows[0] ?? null;
}

/** The scene's WGS-84 bounding box, west > east across the antimeridian. */
export const bboxOf = (s: SceneDetailRow): Bbox =>
  geometryBbox(JSON.parse(s.fp!) as { type: string; coordinates: unknown });

/** The scene as its quicklook and raster are drawn from: its id, bounding box and acquisition time. */
export const pictureSceneOf = (s: SceneDetailRow): SceneForPicture => ({
  id: s.id,
  bbox: bboxOf(s),
  acquired_at: s.acquired_at,
});

/** The scene as its product is drawn from: its record, bounding box and footprint (its polygons' outer rings). */
export function productSceneOf(s: SceneDetailRow): SceneForProduct {
  const fp = JSON.parse(s.fp!) as { type: string; coordinates: unknown };
  const polygons =
    fp.type === 'MultiPolygon'
      ? (fp.coordinates as [number, number][][][])
      : [fp.coordinates as [number, number][][]];
  return { ...s, bbox: bboxOf(s), footprint: polygons.map((p) => p[0]) };
}

/**
 * The viewer a signed link was issued to, as they are now: a deleted or disabled account sees nothing, so links
 * follow the account and its permission records at the moment they are used, not when they were signed.
 */
export async function linkViewer(db: Queryable, userId: number): Promise<Viewer | null> {
  const u = await db.query<{ type: string }>(
    'SELECT type FROM users WHERE id = $1 AND deleted_at IS NULL AND is_active',
    [userId],
  );
  if (!u.rows[0]) return null;
  return { userId, seesAll: roleGroupOf(u.rows[0].type as UserType) === 'staff' };
}
