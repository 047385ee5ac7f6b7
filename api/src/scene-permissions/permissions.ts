/**
 * Sensitive picture permissions (docs/requirements.md §3.5, §7.2 pic_query/user_pic_purview_data/), managed by
 * staff: list, grant, change, revoke and export records. Each change is audited. Areas are kept in WGS-84, split at
 * ±180°, and answered in the request's `Satellite` system.
 */
import type {
  PermissionChange,
  PermissionRecordItem,
  permissionAreaGeometry,
  permissionGrantBody,
} from '@portal/shared/domain/scene-permissions';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../audit/log';
import { auditOf } from '../audit/request';
import { resolveAreas } from '../catalog/areas';
import type { Db, Queryable } from '../db';
import type { Table } from '../export';
import { convertGeometry } from '../geo/crs';
import { decodeCursor, nextCursor } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';

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

function toRecord(x: Row, req: FastifyRequest): PermissionRecordItem {
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

/** Area → WKT MultiPolygon (WGS-84, split at ±180°) through the catalog's area pipeline. */
async function areaWkt(
  db: Queryable,
  area: z.infer<typeof permissionAreaGeometry> | null | undefined,
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

async function one(q: Queryable, id: number, req: FastifyRequest) {
  const { rows } = await q.query<Row>(`${SELECT} WHERE p.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toRecord(rows[0], req);
}

/** A page of the records, of one user or of usernames matching a keyword. */
export async function listPermissions(
  db: Queryable,
  req: FastifyRequest,
  q: { page: number; size: number; cursor?: string; user_id?: number; keyword?: string },
) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.user_id !== undefined) {
    params.push(q.user_id);
    where.push(`p.user_id = $${params.length}`);
  }
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`u.username ILIKE $${params.length}`);
  }
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const offset = decodeCursor(q.cursor, q.page, q.size);
  const total = (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM scene_permissions p JOIN users u ON u.id = p.user_id ${w}`,
      params,
    )
  ).rows[0].n;
  const { rows } = await db.query<Row>(
    `${SELECT} ${w} ORDER BY p.id DESC LIMIT ${q.size} OFFSET ${offset}`,
    params,
  );
  return { data: rows.map((x) => toRecord(x, req)), total, next: nextCursor(offset, q.size, total) };
}

/** Grants a live user a record. */
export async function grantPermission(db: Db, req: FastifyRequest, b: z.infer<typeof permissionGrantBody>) {
  checkRanges(b);
  const u = await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [b.user_id]);
  if (!u.rows[0]) throw new ApiError(400, 'invalidValue', [{ field: 'user_id', key: 'invalidValue' }]);
  const wkt = await areaWkt(db, b.area, req);
  return db.transaction(async (tx) => {
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
    const rec = await one(tx, Number(rows[0].id), req);
    await writeAudit(tx, auditOf(req, 'permission.grant', rec.id, undefined, rec));
    return rec;
  });
}

/** Changes a record: the fields given replace the stored ones (null clears satellites, area, valid_until). */
export async function changePermission(db: Db, req: FastifyRequest, id: number, b: PermissionChange) {
  checkRanges(b);
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const set = (col: string, v: unknown, cast = '') => {
    params.push(v);
    sets.push(`${col} = ${cast ? `${cast.replace('$', `$${params.length}`)}` : `$${params.length}`}`);
  };
  if (b.classifications !== undefined) set('classifications', b.classifications, '$::text[]');
  if (b.satellites !== undefined) set('satellites', b.satellites, '$::text[]');
  if (b.area !== undefined) set('area', await areaWkt(db, b.area, req), 'ST_GeomFromText($, 4326)');
  if (b.valid_from !== undefined) set('valid_from', b.valid_from, '$::timestamptz');
  if (b.valid_until !== undefined) set('valid_until', b.valid_until, '$::timestamptz');
  if (b.scene_ids !== undefined) set('scene_ids', b.scene_ids && [...new Set(b.scene_ids)], '$::text[]');
  if (b.acquired_from !== undefined) set('acquired_from', b.acquired_from, '$::timestamptz');
  if (b.acquired_to !== undefined) set('acquired_to', b.acquired_to, '$::timestamptz');
  if (b.note !== undefined) set('note', b.note);
  return db.transaction(async (tx) => {
    const before = await one(tx, id, req);
    await tx.query(`UPDATE scene_permissions SET ${sets.join(', ')} WHERE id = $1`, params);
    const rec = await one(tx, id, req);
    await writeAudit(tx, auditOf(req, 'permission.update', rec.id, before, rec));
    return rec;
  });
}

export async function revokePermission(db: Db, req: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await one(tx, id, req);
    await tx.query('DELETE FROM scene_permissions WHERE id = $1', [id]);
    await writeAudit(tx, auditOf(req, 'permission.revoke', before.id, before, undefined));
  });
}

/** One record (id) or all as a table (404 for an unknown id). */
export async function permissionsTable(
  db: Queryable,
  req: FastifyRequest,
  id: number | undefined,
): Promise<Table> {
  const { rows } =
    id !== undefined
      ? await db.query<Row>(`${SELECT} WHERE p.id = $1`, [id])
      : await db.query<Row>(`${SELECT} ORDER BY p.id LIMIT 100000`);
  if (id !== undefined && !rows[0]) throw notFound();
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
  return { sheet: 'permissions', header, rows: lines };
}
