/**
 * The map search calls' answers (shared/src/domain/geodata.ts): regions, places and the basemap of a view, read in
 * WGS-84 and answered in the request's `Satellite` system, names in the reader's language.
 */
import { convertPosition } from '@portal/shared/domain';
import type { BasemapView } from '@portal/shared/domain/geodata';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { badRequest, notFound } from '../http/errors';
import { basemap } from './basemap';
import { geometryToCrs, placeGeometry, positionToCrs, type Polygonal } from './lookup';
import { placeById, searchPlaces, type PlaceRow } from './places';
import { listRegions, regionByCode, type RegionRow } from './regions';

type Lines =
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'MultiLineString'; coordinates: number[][][] };

function toRegion(req: FastifyRequest, x: RegionRow) {
  const env = JSON.parse(x.bbox) as { coordinates: number[][][] };
  const xs = env.coordinates[0].map((p) => positionToCrs(p, req.crs));
  return {
    code: x.code,
    parent_code: x.parent_code,
    level: x.level,
    name: req.lang === 'en' ? x.name_en : x.name_zh,
    name_zh: x.name_zh,
    name_en: x.name_en,
    has_children: x.has_children,
    center: positionToCrs([x.cx, x.cy], req.crs),
    bbox: [
      Math.min(...xs.map((p) => p[0])),
      Math.min(...xs.map((p) => p[1])),
      Math.max(...xs.map((p) => p[0])),
      Math.max(...xs.map((p) => p[1])),
    ] as [number, number, number, number],
  };
}

function toPlace(req: FastifyRequest, x: PlaceRow) {
  const en = req.lang === 'en';
  return {
    id: x.id,
    name: en ? x.name_en : (x.name_zh ?? x.name_en),
    name_zh: x.name_zh,
    name_en: x.name_en,
    kind: x.kind,
    country_code: x.country_code,
    country_name: (en ? x.country_en : x.country_zh) ?? null,
    admin_code: x.admin_code,
    admin_name: (en ? x.admin_en : x.admin_zh) ?? null,
    population: x.population,
    point: positionToCrs([x.x, x.y], req.crs),
  };
}

/** The region picker's rows: countries, a country's provinces or a province's cities. */
export async function regionList(
  db: Queryable,
  req: FastifyRequest,
  q: { parent?: string; level?: RegionRow['level']; geometry: 'true' | 'false' },
) {
  const rows = await listRegions(db, {
    parent: q.parent,
    level: q.level,
    geometry: q.geometry === 'true',
    lang: req.lang === 'en' ? 'en' : 'zh',
  });
  return rows.map((x) => ({
    ...toRegion(req, x),
    ...(x.geom ? { geometry: geometryToCrs(JSON.parse(x.geom) as Polygonal, req.crs) } : {}),
  }));
}

/** One region with its simplified geometry (404 for an unknown code). */
export async function regionView(db: Queryable, req: FastifyRequest, code: string) {
  const row = await regionByCode(db, code);
  if (!row) throw notFound();
  return { ...toRegion(req, row), geometry: geometryToCrs(JSON.parse(row.geom!) as Polygonal, req.crs) };
}

/** The boundaries and labels of a view given in the request's system (a view that is not a box is a 400). */
export async function basemapOfView(
  db: Queryable,
  req: FastifyRequest,
  { west, south, east, north }: { west: number; south: number; east: number; north: number },
): Promise<BasemapView> {
  if (!(west < east)) throw badRequest([{ field: 'east', key: 'invalidValue' }]);
  if (!(south < north)) throw badRequest([{ field: 'north', key: 'invalidValue' }]);
  const [w, s] = convertPosition([west, south], req.crs, 'WGS84');
  const [e, n] = convertPosition([east, north], req.crs, 'WGS84');
  const clamp = (v: number, m: number) => Math.max(-m, Math.min(m, v));
  const view = await basemap(db, [clamp(w, 180), clamp(s, 90), clamp(e, 180), clamp(n, 90)]);
  const toCrs = (p: number[]) => positionToCrs(p, req.crs);
  const linesInCrs = (geom: string) => {
    const g = JSON.parse(geom) as Lines;
    return g.type === 'LineString'
      ? { type: g.type, coordinates: g.coordinates.map(toCrs) }
      : { type: g.type, coordinates: g.coordinates.map((l) => l.map(toCrs)) };
  };
  return {
    level: view.scale.level,
    boundaries: view.boundaries.map((b) => ({
      code: b.code,
      level: b.level,
      name_zh: b.name_zh,
      name_en: b.name_en,
      geometry: linesInCrs(b.geom),
    })),
    coasts: view.coasts.map(linesInCrs),
    labels: view.labels.map((l) => ({
      id: l.id,
      kind: l.kind,
      name_zh: l.name_zh,
      name_en: l.name_en,
      population: l.population,
      point: toCrs([l.x, l.y]),
    })),
  };
}

/** The typeahead's places for a text. */
export async function placeList(db: Queryable, req: FastifyRequest, text: string, limit: number) {
  const rows = await searchPlaces(db, text, limit);
  return rows.map((x) => toPlace(req, x));
}

/** A place with its search geometry: its region's polygon, or a circle of `radiusKm` (404 for an unknown id). */
export async function placeView(db: Queryable, req: FastifyRequest, id: number, radiusKm: number) {
  const row = await placeById(db, id);
  if (!row) throw notFound();
  const g = (await placeGeometry(db, id, { radiusKm, simplified: true }))!;
  return {
    ...toPlace(req, row),
    region_code: g.region_code,
    radius_km: g.radius_km,
    geometry: geometryToCrs(g.geometry, req.crs),
  };
}
