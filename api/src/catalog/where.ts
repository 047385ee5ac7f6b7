/**
 * The conditions of a scene search (catalog search, export, STAC, saved searches): areas, image IDs, attributes,
 * time and incidence ranges, and visibility (a non-public scene only through a permission record of the viewer).
 */
import type { Viewer } from '../http/viewer';
import type { AreaPart } from './areas';
import type { SceneFilter } from './scene-filter';

/** Longest scene (wide ScanSAR ≈ 25 s): lets `acquired_end >= start` also bound the indexed `acquired_at`. */
export const MAX_SCENE_SECONDS = 60;

/** A permission record of the viewer covers the (non-public) scene `alias`. */
export function permittedClause(userIdParam: string, alias: string): string {
  return `EXISTS (SELECT 1 FROM scene_permissions p
      WHERE p.user_id = ${userIdParam} AND ${alias}.classification = ANY (p.classifications)
        AND (p.satellites IS NULL OR ${alias}.satellite = ANY (p.satellites))
        AND (p.area IS NULL OR ST_Intersects(p.area, ${alias}.footprint))
        AND (p.scene_ids IS NULL OR ${alias}.id = ANY (p.scene_ids))
        AND (p.acquired_from IS NULL OR ${alias}.acquired_at >= p.acquired_from)
        AND (p.acquired_to IS NULL OR ${alias}.acquired_at <= p.acquired_to)
        AND p.valid_from <= now() AND (p.valid_until IS NULL OR p.valid_until > now()))`;
}

export function visibilityClause(viewer: Viewer, params: unknown[], alias = 's'): string {
  if (viewer.seesAll) return 'true';
  if (viewer.userId === null || viewer.permitted === false) return `${alias}.classification = 'public'`;
  params.push(viewer.userId);
  return `(${alias}.classification = 'public' OR ${permittedClause(`$${params.length}`, alias)})`;
}

export function whereClause(f: SceneFilter, viewer: Viewer, params: unknown[]): string[] {
  const w: string[] = [];
  const spatial = spatialClause(f.parts, params);
  if (spatial) w.push(spatial);
  if (f.ids?.length) w.push(`s.id = ANY (${param(params, f.ids)}::text[])`);
  w.push(...attributeClauses(f, params));
  if (f.extra) w.push(`(${f.extra((v) => param(params, v))})`);
  const vis = visibilityClause(viewer, params);
  if (vis !== 'true') w.push(vis);
  return w;
}

export const param = (params: unknown[], v: unknown) => {
  params.push(v);
  return `$${params.length}`;
};

/** The union of the target areas, or null without areas. */
export function spatialClause(parts: AreaPart[] | undefined, params: unknown[]): string | null {
  if (!parts?.length) return null;
  const ors = parts.map((part) =>
    'wkt' in part
      ? `ST_Intersects(s.footprint, ST_GeomFromText(${param(params, part.wkt)}, 4326))`
      : `ST_Intersects(s.footprint, (SELECT geom FROM ${part.table} WHERE ${part.table === 'admin_regions' ? 'code' : 'id'}::text = ${param(params, part.key)} LIMIT 1))`,
  );
  return ors.length === 1 ? ors[0] : `(${ors.join(' OR ')})`;
}

/** Time range (and slice) and incidence range: columns that the cell index holds as they are. */
export function rangeClauses(f: SceneFilter, params: unknown[]): string[] {
  const w: string[] = [];
  const p = (v: unknown) => param(params, v);
  if (f.start) {
    w.push(`s.acquired_end >= ${p(f.start.toISOString())}::timestamptz`);
    w.push(
      `s.acquired_at >= ${p(new Date(f.start.getTime() - MAX_SCENE_SECONDS * 1000).toISOString())}::timestamptz`,
    );
  }
  if (f.end) w.push(`s.acquired_at <= ${p(f.end.toISOString())}::timestamptz`);
  if (f.slice?.from) w.push(`s.acquired_at >= ${p(f.slice.from.toISOString())}::timestamptz`);
  if (f.slice?.to) w.push(`s.acquired_at <= ${p(f.slice.to.toISOString())}::timestamptz`);
  if (f.incidence_min !== undefined) w.push(`s.incidence_angle >= ${p(f.incidence_min)}::real`);
  if (f.incidence_max !== undefined) w.push(`s.incidence_angle <= ${p(f.incidence_max)}::real`);
  return w;
}

/** Time, incidence and equality filters (every condition but the areas, the image IDs and visibility). */
export function attributeClauses(f: SceneFilter, params: unknown[]): string[] {
  const w = rangeClauses(f, params);
  const p = (v: unknown) => param(params, v);
  const any = (col: string, vals: unknown[] | undefined, type: string) => {
    if (!vals?.length) return;
    w.push(
      vals.length === 1 ? `s.${col} = ${p(vals[0])}::${type}` : `s.${col} = ANY (${p(vals)}::${type}[])`,
    );
  };
  any('satellite', f.satellites, 'text');
  any('img_mode', f.img_modes, 'smallint');
  any('product_type', f.product_types, 'text');
  any('polarization', f.polarizations, 'text');
  any('classification', f.classifications, 'text');
  if (f.orbit_direction) w.push(`s.orbit_direction = ${p(f.orbit_direction)}`);
  if (f.look_side) w.push(`s.look_side = ${p(f.look_side)}`);
  return w;
}
