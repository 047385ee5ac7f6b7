/**
 * Archive search (contract: ./README.md). POST /api/catalog/search/ and the request/response schemas shared by
 * export and the UI. Coordinates in the request's `Satellite` system; keyset pagination; totals exact ≤ 10 000.
 */
import {
  CLASSIFICATIONS,
  POLARIZATIONS,
  PRODUCT_TYPES,
  SATELLITE_IDS,
  type CoordinateSystem,
} from '@portal/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_AREAS, MAX_CIRCLE_KM, resolveAreas, type AreaInput } from '../../catalog/areas';
import {
  decodeKeyset,
  encodeKeyset,
  searchScenes,
  type SceneFilter,
  type SceneSummaryRow,
  type Viewer,
} from '../../catalog/query';
import { linkSecret, quicklookSigner, type QuicklookSigner } from '../../catalog/signing';
import { convertGeometry } from '../../geo/crs';
import type { Queryable } from '../../db';
import { listEnvelope, responses } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import type { Deps } from '../deps';

const lon = z.number().min(-540).max(540);
const lat = z.number().min(-90).max(90);

export const areaSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bbox'),
    bbox: z.tuple([lon, lat, lon, lat]).describe('[west, south, east, north]; west > east crosses ±180°'),
  }),
  z.object({
    type: z.literal('polygon'),
    geometry: z
      .object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.any()).min(1) })
      .describe('GeoJSON Polygon or MultiPolygon'),
  }),
  z.object({
    type: z.literal('circle'),
    center: z.tuple([lon, lat]),
    radius_km: z.number().positive().max(MAX_CIRCLE_KM),
  }),
  z.object({ type: z.literal('region'), code: z.string().min(1).max(40).describe('admin_regions.code') }),
  z.object({ type: z.literal('place'), id: z.string().min(1).max(40).describe('places.id') }),
]);

export const searchFields = {
  areas: z.array(areaSchema).optional().describe(`Target areas (union), at most ${MAX_AREAS}`),
  ids: z.array(z.string().min(1).max(80)).max(100).optional().describe('Image IDs'),
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }).optional(),
  satellites: z.array(z.enum(SATELLITE_IDS)).optional(),
  img_modes: z
    .array(z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]))
    .optional(),
  product_types: z.array(z.enum(PRODUCT_TYPES.map((p) => p.value) as [string, ...string[]])).optional(),
  orbit_direction: z.enum(['any', 'ascending', 'descending']).default('any'),
  look_side: z.enum(['any', 'left', 'right']).default('any'),
  incidence_min: z.number().min(0).max(90).optional(),
  incidence_max: z.number().min(0).max(90).optional(),
  polarizations: z.array(z.enum(POLARIZATIONS)).optional(),
  classifications: z.array(z.enum(CLASSIFICATIONS.map((c) => c.value) as [string, ...string[]])).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
};

export const searchBody = z.object({
  ...searchFields,
  size: z.number().int().min(1).max(200).default(50),
  cursor: z.string().max(300).optional(),
  geometry: z.boolean().default(true).describe('Include footprints'),
});
export type SearchBody = z.infer<typeof searchBody>;

const multiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.array(z.number())))),
});

export const sceneSummary = z
  .object({
    id: z.string(),
    satellite: z.string(),
    acquired_at: z.string(),
    acquired_end: z.string(),
    img_mode: z.number().int(),
    product_type: z.string(),
    polarization: z.string(),
    orbit_direction: z.enum(['ascending', 'descending']),
    look_side: z.enum(['left', 'right']),
    look_angle: z.number(),
    incidence_angle: z.number(),
    resolution: z.number().describe('metres (coarser of range and azimuth)'),
    classification: z.enum(['public', 'sensitive', 'restricted']),
    absolute_orbit: z.number().int(),
    footprint: multiPolygon.optional(),
    quicklook_url: z.string().describe('Signed link, valid at least 1 h'),
  })
  .meta({ id: 'SceneSummary' });

export const viewerOf = (req: FastifyRequest): Viewer => ({
  userId: req.user?.id ?? null,
  seesAll: req.roleGroup === 'staff',
  permitted: req.scenePermissions,
});

/** The validated body → a WGS-84 filter (throws the spec's messages). */
export async function filterOf(
  db: Queryable,
  b: Omit<SearchBody, 'size' | 'cursor' | 'geometry'>,
  crs: CoordinateSystem,
  requireTarget = true,
): Promise<SceneFilter> {
  if ((b.areas?.length ?? 0) > MAX_AREAS)
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

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

/** The summary of a scene; its footprint (when the row has one) in the request's coordinate system, unless left out. */
export function toSummary(
  r: SceneSummaryRow,
  crs: CoordinateSystem,
  quicklook: QuicklookSigner,
  footprint = true,
): z.infer<typeof sceneSummary> {
  const out: z.infer<typeof sceneSummary> = {
    id: r.id,
    satellite: r.satellite,
    acquired_at: iso(r.acquired_at),
    acquired_end: iso(r.acquired_end),
    img_mode: r.img_mode,
    product_type: r.product_type,
    polarization: r.polarization,
    orbit_direction: r.orbit_direction,
    look_side: r.look_side,
    look_angle: r.look_angle,
    incidence_angle: r.incidence_angle,
    resolution: Math.max(r.resolution_range, r.resolution_azimuth),
    classification: r.classification,
    absolute_orbit: r.absolute_orbit,
    quicklook_url: quicklook(r.id),
  };
  if (r.fp && footprint)
    out.footprint = convertGeometry(JSON.parse(r.fp) as z.infer<typeof multiPolygon>, 'WGS84', crs, 6);
  return out;
}

/** A summary as JSON text: a WGS-84 footprint goes in as PostGIS wrote it (GeoJSON), without a parse and a rewrite. */
export function summaryJson(r: SceneSummaryRow, crs: CoordinateSystem, quicklook: QuicklookSigner): string {
  if (r.fp === undefined || crs !== 'WGS84') return JSON.stringify(toSummary(r, crs, quicklook));
  return `${JSON.stringify(toSummary(r, crs, quicklook, false)).slice(0, -1)},"footprint":${r.fp}}`;
}

/** Cursor = keyset + the total of the first page (later pages do not count again). */
function encodeCursor(k: { t: string; id: string }, total: number, exact: boolean) {
  return `${encodeKeyset(k)}.${total}.${exact ? 1 : 0}`;
}

function decodeCursor(c: string) {
  const [ks, total, exact] = c.split('.');
  const k = decodeKeyset(ks ?? '');
  if (!k || !/^\d+$/.test(total ?? ''))
    throw new ApiError(400, 'invalidValue', [{ field: 'cursor', key: 'invalidValue' }]);
  return { keyset: k, total: Number(total), exact: exact === '1' };
}

export default async function catalogSearchRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/catalog/search/', {
    config: { access: 'user' },
    schema: {
      tags: ['Archive catalog'],
      operationId: 'catalogSearch',
      summary:
        'Search archived scenes by area (rectangle, polygon, circle, region, place, imported file) and/or image IDs, with filters',
      body: searchBody,
      response: responses(listEnvelope(sceneSummary)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const cursor = b.cursor ? decodeCursor(b.cursor) : null;
      const filter = await filterOf(db, b, req.crs);
      const viewer = viewerOf(req);
      const order = b.sort === 'oldest' ? 'asc' : 'desc';
      const [secret, page] = await Promise.all([
        linkSecret(db),
        // A later page: the first page's total (from the cursor; bounded, since a client can write any) sizes its slices.
        deps.searches.run(() =>
          searchScenes(
            db,
            filter,
            viewer,
            { order, limit: b.size, after: cursor?.keyset, geometry: b.geometry },
            !cursor,
            cursor ? Math.min(cursor.total, 10_000_000) : undefined,
          ),
        ),
      ]);
      const total = cursor?.total ?? page.total?.total ?? 0;
      const exact = cursor?.exact ?? page.total?.exact ?? true;
      const quicklook = quicklookSigner(secret, req.user!.id);
      const data = page.rows.map((row) => summaryJson(row, req.crs, quicklook)).join(',');
      const head = JSON.stringify({ code: 0, msg: reply.ok([]).msg });
      const tail = JSON.stringify({
        total,
        total_exact: exact,
        next: page.next ? encodeCursor(page.next, total, exact) : null,
      });
      // Hot path: the body is written to the schema above as JSON text, not re-validated on the way out.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((text: string) => text)
        .send(`${head.slice(0, -1)},"data":[${data}],${tail.slice(1)}` as never);
    },
  });
}
