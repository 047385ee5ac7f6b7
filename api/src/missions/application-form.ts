/**
 * A customer's new and edited tasking orders with their application form (docs/requirements.md §7 "Tasking
 * missions"; §9: doc, docx or pdf, at most 30 MB). The form is kept when its name and its bytes are one of those
 * types; the fields are stored in WGS-84; a form kept for an order that is then not written is removed again.
 */
import { MISSION_LIMITS, type MissionFields } from '@portal/shared/domain/missions';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../db';
import { convertGeometry, convertLatLon } from '../geo/crs';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '../http/document-type';
import { badRequest, notFound } from '../http/errors';
import type { FileStorage } from '../storage';
import { asSeenBy } from './request-view';
import { createMission, updateMission, type PricedOrder, type StoredFile } from './write';

type Crs = 'GCJ02' | 'WGS84';
/** An uploaded file part (http/uploads.ts). */
interface FilePart {
  filename: string;
  data: Buffer;
}
/** An order's multipart body: its fields and, on an edit maybe, the application form. */
type OrderBody = MissionFields & { application_form?: FilePart };
/** Prices an order's fields (in WGS-84) for its customer: the quote's price, or a refusal (api/src/offer). */
export type OrderPricing = (fields: MissionFields) => Promise<PricedOrder>;

/** The fields with their point and areas in WGS-84. */
export function toWgs84(f: MissionFields, crs: Crs): MissionFields {
  const point = convertLatLon({ lat: f.Latitude, lon: f.Longitude }, crs, 'WGS84');
  return {
    ...f,
    Latitude: point.lat,
    Longitude: point.lon,
    // 10 decimals kept, 8 answered (inCrs): a GCJ-02 area comes back as typed.
    target: f.target ? convertGeometry(f.target, crs, 'WGS84', 10) : undefined,
  };
}

/** Keeps an application form whose name and bytes are doc, docx or pdf. */
export async function keepForm(storage: FileStorage, userId: number, file: FilePart): Promise<StoredFile> {
  const ext = path.extname(file.filename).toLowerCase();
  const type = MISSION_LIMITS.applicationFormTypes.includes(ext.slice(1) as 'pdf')
    ? DOCUMENT_EXTENSIONS[ext]
    : undefined;
  if (!type || (await sniffDocumentType(file.data)) !== type)
    throw badRequest([{ field: 'application_form', key: 'applicationFormType' }]);
  const key = `missions/${userId}/${randomUUID()}${ext}`;
  await storage.put(key, file.data);
  return { key, name: file.filename.slice(0, 200) };
}

/** A new order of the caller with its application form, as the caller sees it. */
export async function submitMission(
  db: Db,
  storage: FileStorage,
  req: FastifyRequest,
  body: OrderBody,
  pricing: OrderPricing,
) {
  const { application_form, ...fields } = body;
  const wgs = toWgs84(fields, req.crs);
  const priced = await pricing(wgs);
  const form = await keepForm(storage, req.user!.id, application_form!);
  try {
    const m = await createMission(db, req.user!.id, wgs, form, priced);
    return asSeenBy(req)(m);
  } catch (err) {
    await storage.remove(form.key);
    throw err;
  }
}

/** The caller's own order edited while it is pending review (a new application form optional), or 404. */
export async function editMission(
  db: Db,
  storage: FileStorage,
  req: FastifyRequest,
  id: number,
  body: OrderBody,
  pricing: OrderPricing,
) {
  const { application_form, ...fields } = body;
  const wgs = toWgs84(fields, req.crs);
  const priced = await pricing(wgs);
  const form = application_form ? await keepForm(storage, req.user!.id, application_form) : null;
  const m = await updateMission(db, id, req.user!.id, wgs, form, priced);
  if (!m) {
    if (form) await storage.remove(form.key);
    throw notFound();
  }
  return asSeenBy(req)(m);
}
