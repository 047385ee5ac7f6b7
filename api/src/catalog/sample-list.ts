/**
 * The public sample images and partners as the API answers them (shared/src/domain/samples.ts): in the reader's
 * language, positions in the request's `Satellite` system, pictures by their URLs.
 */
import type { PartnerItem, SampleItem } from '@portal/shared/domain/samples';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { convertLatLon } from '../geo/crs';
import { decodeCursor, nextCursor } from '../http/envelope';
import type { SampleRow } from './samples';

export function toSample(x: SampleRow, req: FastifyRequest): SampleItem {
  const en = req.lang === 'en';
  const p = convertLatLon({ lat: x.lat, lon: x.lon }, 'WGS84', req.crs);
  return {
    id: x.id,
    title: en ? x.title_en : x.title_zh,
    country_code: x.country_code,
    country: en ? x.country_en : x.country_zh,
    satellite: x.satellite,
    img_mode: x.img_mode,
    polarization: x.polarization,
    acquired_at: new Date(x.acquired_at).toISOString(),
    lon: Math.round(p.lon * 1e6) / 1e6,
    lat: Math.round(p.lat * 1e6) / 1e6,
    description: en ? x.description_en : x.description_zh,
    image_url: `/api/web/sar_image/${x.id}/image.png`,
    thumbnail_url: `/api/web/sar_image/${x.id}/thumbnail.jpg`,
    detail_url: `/api/web/sar_image/${x.id}/detail.png`,
  };
}

/** A page of the samples, of a country (its ISO code, or part of its zh/en name) when one is given. */
export async function samplePage(
  db: Queryable,
  req: FastifyRequest,
  q: { page: number; size: number; cursor?: string; country?: string },
) {
  const params: unknown[] = [];
  let where = '';
  if (q.country) {
    params.push(q.country.toUpperCase(), `%${q.country.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where = 'WHERE country_code = $1 OR country_zh ILIKE $2 OR country_en ILIKE $2';
  }
  const offset = decodeCursor(q.cursor, q.page, q.size);
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sar_samples ${where}`, params))
    .rows[0].n;
  const { rows } = await db.query<SampleRow>(
    `SELECT * FROM sar_samples ${where} ORDER BY sort, id LIMIT ${q.size} OFFSET ${offset}`,
    params,
  );
  return {
    data: rows.map((x) => toSample(x, req)),
    total,
    total_exact: true,
    next: nextCursor(offset, q.size, total),
  };
}

/** The partners, names in the reader's language. */
export async function partners(db: Queryable, req: FastifyRequest): Promise<PartnerItem[]> {
  const { rows } = await db.query<{
    id: number;
    name_zh: string;
    name_en: string;
    url: string;
    kind: string;
  }>('SELECT * FROM partners ORDER BY sort, id');
  return rows.map((x) => ({
    id: x.id,
    name: req.lang === 'en' ? x.name_en : x.name_zh,
    url: x.url,
    kind: x.kind,
  }));
}
