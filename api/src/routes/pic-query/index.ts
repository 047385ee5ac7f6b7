/**
 * Sensitive picture permissions (spec §7 /pic_query/user_pic_purview_data/), staff only: a record lets one user
 * see non-public scenes of the listed classifications, optionally only of some satellites and/or inside an area,
 * during a validity window. Areas are GeoJSON in the request's `Satellite` system.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveAreas } from '../../catalog/areas';
import { convertGeometry } from '../../geo/crs';
import { STAFF } from '../../http/access';
import {
  decodeCursor,
  listEnvelope,
  messageOnly,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { ApiError, notFound } from '../../http/errors';
import { auditOf } from '../../audit/request';
import { writeAudit } from '../../audit/log';
import type { Queryable } from '../../db';
import type { Deps } from '../deps';
import { SATELLITE_IDS } from '@portal/shared/domain';

const tags = ['Sensitive picture permission'];
const classification = z.enum(['sensitive', 'restricted']);
const areaGeometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.any()).min(1),
});

const recordSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    username: z.string(),
    classifications: z.array(classification),
    satellites: z.array(z.string()).nullable().describe('null: every satellite'),
    area: z
      .object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.any()) })
      .nullable()
      .describe('null: anywhere'),
    scene_ids: z.array(z.string()).nullable().describe('null: any scene; else exactly these image IDs'),
    acquired_from: z.string().nullable().describe('Scenes acquired at or after (null: no lower bound)'),
    acquired_to: z.string().nullable().describe('Scenes acquired at or before (null: no upper bound)'),
    valid_from: z.string(),
    valid_until: z.string().nullable(),
    note: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PicPermission' });

const writable = {
  classifications: z.array(classification).min(1).max(2),
  satellites: z.array(z.enum(SATELLITE_IDS)).min(1).nullable().optional(),
  area: areaGeometry.nullable().optional(),
  scene_ids: z
    .array(z.string().trim().min(1).max(100))
    .min(1)
    .max(1000)
    .nullable()
    .optional()
    .describe('Exactly these image IDs (null: any scene the other fields match)'),
  acquired_from: z.iso.datetime({ offset: true }).nullable().optional(),
  acquired_to: z.iso.datetime({ offset: true }).nullable().optional(),
  valid_from: z.iso.datetime({ offset: true }).optional(),
  valid_until: z.iso.datetime({ offset: true }).nullable().optional(),
  note: z.string().max(500).optional(),
};

/** The end of a range is not before its start (a window that contains nothing is a mistake, not a record). */
function checkRanges(b: {
  acquired_from?: string | null;
  acquired_to?: string | null;
  valid_from?: string;
  valid_until?: string | null;
}) {
  if (b.acquired_from && b.acquired_to && Date.parse(b.acquired_to) < Date.parse(b.acquired_from))
    throw new ApiError(400, 'endBeforeStart', [{ field: 'acquired_to', key: 'endBeforeStart' }]);
  if (b.valid_from && b.valid_until && Date.parse(b.valid_until) <= Date.parse(b.valid_from))
    throw new ApiError(400, 'endBeforeStart', [{ field: 'valid_until', key: 'endBeforeStart' }]);
}

interface Row {
  id: number;
  user_id: number;
  username: string;
  classifications: string[];
  satellites: string[] | null;
  area: string | null;
  scene_ids: string[] | null;
  acquired_from: Date | null;
  acquired_to: Date | null;
  valid_from: Date;
  valid_until: Date | null;
  note: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT p.id, p.user_id, u.username, p.classifications, p.satellites, ST_AsGeoJSON(p.area, 7) AS area, p.scene_ids,
  p.acquired_from, p.acquired_to, p.valid_from, p.valid_until,
  p.note, p.created_at, p.updated_at FROM scene_permissions p JOIN users u ON u.id = p.user_id`;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toRecord(x: Row, req: FastifyRequest): z.infer<typeof recordSchema> {
  return {
    id: Number(x.id),
    user_id: Number(x.user_id),
    username: x.username,
    classifications: x.classifications as ('sensitive' | 'restricted')[],
    satellites: x.satellites,
    area: x.area
      ? convertGeometry(
          JSON.parse(x.area) as { type: 'MultiPolygon'; coordinates: unknown[] },
          'WGS84',
          req.crs,
          7,
        )
      : null,
    scene_ids: x.scene_ids,
    acquired_from: iso(x.acquired_from),
    acquired_to: iso(x.acquired_to),
    valid_from: iso(x.valid_from)!,
    valid_until: iso(x.valid_until),
    note: x.note,
    created_at: iso(x.created_at)!,
    updated_at: iso(x.updated_at)!,
  };
}

export default async function picQueryRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Area → WKT MultiPolygon (WGS-84, split at ±180°) through the catalog's area pipeline. */
  async function areaWkt(
    area: z.infer<typeof areaGeometry> | null | undefined,
    req: FastifyRequest,
  ): Promise<string | null> {
    if (!area) return null;
    const parts = await resolveAreas(db, [{ type: 'polygon', geometry: area }], req.crs);
    const wkts = parts.map((p) => ('wkt' in p ? p.wkt : ''));
    const { rows } = await db.query<{ w: string }>(
      'SELECT ST_AsText(ST_Multi(ST_Union(ST_GeomFromText(w, 4326)))) AS w FROM unnest($1::text[]) AS w',
      [wkts],
    );
    return rows[0].w;
  }

  async function one(id: number, req: FastifyRequest, q: Queryable = db) {
    const { rows } = await q.query<Row>(`${SELECT} WHERE p.id = $1`, [id]);
    if (!rows[0]) throw notFound();
    return toRecord(rows[0], req);
  }

  r.get('/pic_query/user_pic_purview_data/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Permission records (optionally of one user_id or matching a username keyword)',
      querystring: z.object({
        ...pageQuery,
        user_id: z.coerce.number().int().optional(),
        keyword: z.string().trim().max(100).optional(),
      }),
      response: responses(listEnvelope(recordSchema)),
    },
    handler: async (req, reply) => {
      const params: unknown[] = [];
      const where: string[] = [];
      if (req.query.user_id !== undefined) {
        params.push(req.query.user_id);
        where.push(`p.user_id = $${params.length}`);
      }
      if (req.query.keyword) {
        params.push(`%${req.query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(`u.username ILIKE $${params.length}`);
      }
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const offset = decodeCursor(req.query.cursor, req.query.page, req.query.size);
      const total = (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM scene_permissions p JOIN users u ON u.id = p.user_id ${w}`,
          params,
        )
      ).rows[0].n;
      const { rows } = await db.query<Row>(
        `${SELECT} ${w} ORDER BY p.id DESC LIMIT ${req.query.size} OFFSET ${offset}`,
        params,
      );
      return {
        ...reply.ok(rows.map((x) => toRecord(x, req))),
        total,
        total_exact: true,
        next: nextCursor(offset, req.query.size, total),
      };
    },
  });

  r.post('/pic_query/user_pic_purview_data/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Grant a user a permission record',
      body: z.object({ user_id: z.number().int(), ...writable }),
      response: responses(okEnvelope(recordSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      checkRanges(b);
      const u = await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [b.user_id]);
      if (!u.rows[0]) throw new ApiError(400, 'invalidValue', [{ field: 'user_id', key: 'invalidValue' }]);
      const wkt = await areaWkt(b.area, req);
      const record = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO scene_permissions (user_id, classifications, satellites, area, scene_ids, acquired_from, acquired_to,
                                          valid_from, valid_until, note, created_by)
           VALUES ($1, $2::text[], $3::text[], ST_GeomFromText($4, 4326), $5::text[], $6, $7,
                   coalesce($8::timestamptz, now()), $9, $10, $11) RETURNING id`,
          [
            b.user_id,
            b.classifications,
            b.satellites ?? null,
            wkt,
            b.scene_ids ? [...new Set(b.scene_ids)] : null,
            b.acquired_from ?? null,
            b.acquired_to ?? null,
            b.valid_from ?? null,
            b.valid_until ?? null,
            b.note ?? '',
            req.user!.id,
          ],
        );
        const rec = await one(Number(rows[0].id), req, tx);
        await writeAudit(tx, auditOf(req, 'permission.grant', rec.id, undefined, rec));
        return rec;
      });
      return reply.ok([record], 'saved');
    },
  });

  r.put('/pic_query/user_pic_purview_data/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary:
        'Change a permission record (fields given replace the stored ones; null clears satellites, area, valid_until)',
      params: z.object({ id: z.coerce.number().int() }),
      body: z.object({ ...writable, classifications: writable.classifications.optional() }),
      response: responses(okEnvelope(recordSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      checkRanges(b);
      const sets: string[] = ['updated_at = now()'];
      const params: unknown[] = [req.params.id];
      const set = (col: string, v: unknown, cast = '') => {
        params.push(v);
        sets.push(`${col} = ${cast ? `${cast.replace('$', `$${params.length}`)}` : `$${params.length}`}`);
      };
      if (b.classifications !== undefined) set('classifications', b.classifications, '$::text[]');
      if (b.satellites !== undefined) set('satellites', b.satellites, '$::text[]');
      if (b.area !== undefined) set('area', await areaWkt(b.area, req), 'ST_GeomFromText($, 4326)');
      if (b.valid_from !== undefined) set('valid_from', b.valid_from, '$::timestamptz');
      if (b.valid_until !== undefined) set('valid_until', b.valid_until, '$::timestamptz');
      if (b.scene_ids !== undefined) set('scene_ids', b.scene_ids && [...new Set(b.scene_ids)], '$::text[]');
      if (b.acquired_from !== undefined) set('acquired_from', b.acquired_from, '$::timestamptz');
      if (b.acquired_to !== undefined) set('acquired_to', b.acquired_to, '$::timestamptz');
      if (b.note !== undefined) set('note', b.note);
      const after = await db.transaction(async (tx) => {
        const before = await one(req.params.id, req, tx);
        await tx.query(`UPDATE scene_permissions SET ${sets.join(', ')} WHERE id = $1`, params);
        const rec = await one(req.params.id, req, tx);
        await writeAudit(tx, auditOf(req, 'permission.update', rec.id, before, rec));
        return rec;
      });
      return reply.ok([after], 'saved');
    },
  });

  r.delete('/pic_query/user_pic_purview_data/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Revoke a permission record',
      params: z.object({ id: z.coerce.number().int() }),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await db.transaction(async (tx) => {
        const before = await one(req.params.id, req, tx);
        await tx.query('DELETE FROM scene_permissions WHERE id = $1', [req.params.id]);
        await writeAudit(tx, auditOf(req, 'permission.revoke', before.id, before, undefined));
      });
      return reply.ok([], 'deleted');
    },
  });

  r.get('/pic_query/user_pic_purview_data/download/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Export permission records as XLSX (default) or CSV: one record (id) or all',
      querystring: z.object({
        id: z.coerce.number().int().optional(),
        format: z.enum(['xlsx', 'csv']).default('xlsx'),
      }),
      produces: TABLE_TYPES,
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }) },
    },
    handler: async (req, reply) => {
      const { rows } =
        req.query.id !== undefined
          ? await db.query<Row>(`${SELECT} WHERE p.id = $1`, [req.query.id])
          : await db.query<Row>(`${SELECT} ORDER BY p.id LIMIT 100000`);
      if (req.query.id !== undefined && !rows[0]) throw notFound();
      const header = [
        'id',
        'user_id',
        'username',
        'classifications',
        'satellites',
        'area',
        'scene_ids',
        'acquired_from',
        'acquired_to',
        'valid_from',
        'valid_until',
        'note',
        'created_at',
      ];
      const lines = rows.map((x) => {
        const rec = toRecord(x, req);
        return [
          rec.id,
          rec.user_id,
          rec.username,
          rec.classifications.join('|'),
          rec.satellites?.join('|') ?? 'all',
          rec.area ? JSON.stringify(rec.area) : 'anywhere',
          rec.scene_ids?.join('|') ?? 'any',
          rec.acquired_from ?? '',
          rec.acquired_to ?? '',
          rec.valid_from,
          rec.valid_until ?? '',
          rec.note,
          rec.created_at,
        ];
      });
      const file = await tableFile({ sheet: 'permissions', header, rows: lines }, req.query.format);
      return sendExport(reply, file, datedName('pic-permissions'));
    },
  });
}
