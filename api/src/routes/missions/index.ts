/**
 * Tasking orders of docs/requirements.md §7 "Tasking missions": a customer submits one (new_order, multipart with the application
 * form), lists, reads, edits while pending review, deletes pending ones (destroy_many), exports them and imports
 * an area file (map_file_import); staff move an order through the states of shared/domain (transition). Alerts:
 * GET /commodity/notifications/ and POST .../read/. The work is in api/src/missions/.
 *
 * Who sees what (docs/requirements.md §6): a customer their own orders; sales and pre-sales every order
 * (read-only, as all archived orders); staff every order.
 * Coordinates in requests and answers follow the Satellite header; the database holds WGS-84.
 */
import {
  DELIVERY_STATUSES,
  enumLabel,
  IMAGE_STATUSES,
  IMG_MODES,
  MISSION_STATES,
  ORDER_STATES,
  PRODUCT_STATUSES,
} from '@portal/shared/domain';
import {
  destroyManyBody,
  missionDetailSchema,
  missionListQuery,
  missionObject,
  missionRules,
  missionSchema,
  notificationSchema,
  transitionBody,
  MISSION_LIMITS,
  type MissionFields,
} from '@portal/shared/domain/missions';
import { missionStaffQuery } from '@portal/shared/domain/tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { importAreaFile } from '../../geo/area-import';
import { convertGeometry, convertLatLon } from '../../geo/crs';
import { STAFF } from '../../http/access';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '../../http/document-type';
import {
  decodeCursor,
  listEnvelope,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { listScopeQuery, seesOthers, type ListScope } from '../../http/list-scope';
import { badRequest, notFound } from '../../http/errors';
import { uploadedFile } from '../../http/uploads';
import { listMissions, missionDetail, type MissionFilter } from '../../missions/read';
import { createMission, destroyMissions, updateMission, type StoredFile } from '../../missions/write';
import { listNotifications, markRead } from '../../alerts/notifications';
import { areaParseResult, areaResponse } from '../../schemas/area-file';
import type { Deps } from '../deps';
import { asSeenBy, idParam, inCrs, readableMission } from '../../missions/request-view';
import { setMissionState } from '../../missions/staff';

const tags = ['Tasking missions'];
const binary = { 200: z.any().meta({ type: 'string', format: 'binary' }) };
/** The fields and the application form (doc, docx or pdf, at most 30 MB): required for a new order. */
const formFields = missionObject.extend({
  application_form: uploadedFile
    .optional()
    .describe('doc, docx or pdf, at most 30 MB; a new one replaces it'),
});
const updateBody = formFields.superRefine(missionRules);
/** A new order needs its application form: the document (OpenAPI) says so as the server does. */
const applicationForm = z
  .custom<z.output<typeof uploadedFile>>((v) => uploadedFile.safeParse(v).success, {
    error: 'applicationFormRequired',
  })
  .meta({ type: 'string', format: 'binary' })
  .describe('doc, docx or pdf, at most 30 MB');
const createBody = missionObject.extend({ application_form: applicationForm }).superRefine(missionRules);

type Crs = 'GCJ02' | 'WGS84';
/** The fields with their point and areas in WGS-84. */
function toWgs84(f: MissionFields, crs: Crs): MissionFields {
  const point = convertLatLon({ lat: f.Latitude, lon: f.Longitude }, crs, 'WGS84');
  return {
    ...f,
    Latitude: point.lat,
    Longitude: point.lon,
    // 10 decimals kept, 8 answered (inCrs): a GCJ-02 area comes back as typed.
    target: f.target ? convertGeometry(f.target, crs, 'WGS84', 10) : undefined,
  };
}
/** The list's filter of a request; a customer's username filter is ignored (they see their own anyway). */
function filterOf(
  req: FastifyRequest,
  q: z.infer<typeof missionListQuery> & z.infer<typeof missionStaffQuery> & { scope: ListScope },
): MissionFilter {
  const others = seesOthers(req, q.scope);
  return {
    scope: others ? scopeOf(req) : { userId: req.user!.id },
    orderState: q.order_state,
    from: q.from,
    to: q.to,
    satellite: q.satellite,
    keyword: q.keyword,
    username: others ? q.username : undefined,
    priorityBand: q.priority_band,
    taskNature: q.task_nature,
    suspended: q.suspended === undefined ? undefined : q.suspended === 'true',
    sort: q.sort,
    order: q.order,
  };
}

/** Whose orders a request for scope=all reaches: a customer their own, staff and sales all. */
const scopeOf = (req: FastifyRequest): MissionFilter['scope'] =>
  req.roleGroup === 'customer' ? { userId: req.user!.id } : null;

export default async function missionRoutes(app: FastifyInstance, deps: Deps) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/commodity/missions';

  /** Keeps an application form whose name and bytes are doc, docx or pdf. */
  async function keepForm(userId: number, file: { filename: string; data: Buffer }): Promise<StoredFile> {
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

  r.post(`${base}/new_order/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionCreate',
      summary:
        'Submit a tasking order (multipart: the order fields and the application form); pending review, its cost charged from the balance',
      consumes: ['multipart/form-data'],
      body: createBody,
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const { application_form, ...fields } = req.body;
      const form = await keepForm(req.user!.id, application_form!);
      try {
        const m = await createMission(db, req.user!.id, toWgs84(fields, req.crs), form);
        return reply.ok([asSeenBy(req)(m)], 'missionSubmitted');
      } catch (err) {
        await storage.remove(form.key);
        throw err;
      }
    },
  });

  r.get(`${base}/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionList',
      summary: "Tasking orders, newest first: the caller's own; with scope=all staff and sales every order",
      querystring: missionListQuery.extend(missionStaffQuery.shape).extend(pageQuery).extend(listScopeQuery),
      response: responses(listEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { missions, total } = await listMissions(db, filterOf(req, q), offset, q.size);
      return {
        ...reply.ok(missions.map(asSeenBy(req))),
        total,
        total_exact: true,
        next: nextCursor(offset, q.size, total),
      };
    },
  });

  r.get(`${base}/mission_export/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionExport',
      summary:
        "The tasking orders of the list (the caller's own, or with scope=all those they may read), matching the filters, as XLSX (default) or CSV",
      querystring: missionListQuery
        .extend(missionStaffQuery.shape)
        .extend(listScopeQuery)
        .extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) => {
      const q = req.query;
      const { missions } = await listMissions(db, filterOf(req, q), 0, 100_000);
      const file = await tableFile(
        {
          sheet: 'tasking-orders',
          header: [
            'order_no',
            'username',
            'target_name',
            'latitude',
            'longitude',
            'img_mode',
            'anchoring_satellite',
            'id_date_1',
            'id_date_2',
            'priority',
            'p_number',
            'order_state',
            'mission_state',
            'image_status',
            'product_status',
            'delivery_status',
            'cost_yuan',
            'create_time',
          ],
          rows: missions.map((m0) => {
            const m = inCrs(m0, req.crs);
            return [
              m.order_no,
              m.username,
              m.target_name,
              m.Latitude ?? '',
              m.Longitude ?? '',
              enumLabel(IMG_MODES, m.img_mode, req.lang),
              m.anchoring_satellite,
              m.id_date_1,
              m.id_date_2,
              m.priority,
              m.p_number,
              ORDER_STATES[m.order_state]?.[req.lang] ?? m.order_state,
              MISSION_STATES[m.mission_state]?.[req.lang] ?? m.mission_state,
              m.image_status ? enumLabel(IMAGE_STATUSES, m.image_status, req.lang) : '',
              m.product_status ? enumLabel(PRODUCT_STATUSES, m.product_status, req.lang) : '',
              m.delivery_status ? enumLabel(DELIVERY_STATUSES, m.delivery_status, req.lang) : '',
              (m.cost_fen / 100).toFixed(2),
              m.create_time,
            ];
          }),
        },
        q.format,
      );
      return sendExport(reply, file, datedName('tasking-orders'));
    },
  });

  r.post(`${base}/map_file_import/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionMapFileImport',
      summary: 'The target areas of an area file (multipart `file`: kml, kmz or zipped shapefile)',
      consumes: ['multipart/form-data'],
      body: z.object({ file: uploadedFile }),
      response: responses(okEnvelope(areaParseResult)),
    },
    handler: async (req, reply) => {
      const area = await importAreaFile(req.body.file.data, req.body.file.filename);
      return reply.ok([areaResponse(area, req.crs)], 'uploaded');
    },
  });

  r.post(`${base}/destroy_many/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionDestroyMany',
      summary:
        "Delete the caller's own orders pending review (all or none), refunding each; 422 naming those already reviewed",
      body: destroyManyBody,
      response: responses(okEnvelope(z.object({ deleted: z.number().int() }))),
    },
    handler: async (req, reply) =>
      reply.ok([{ deleted: await destroyMissions(db, req.body.ids, req.user!.id) }], 'deleted'),
  });

  r.get(`${base}/:id/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionDetail',
      summary: 'One tasking order with its five-step progress and the history of its states',
      params: idParam,
      response: responses(okEnvelope(missionDetailSchema)),
    },
    handler: async (req, reply) => {
      await readableMission(db, req, req.params.id);
      const d = (await missionDetail(db, req.params.id, null, req.roleGroup !== 'customer'))!;
      return reply.ok([asSeenBy(req)(d)]);
    },
  });

  r.put(`${base}/:id/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionUpdate',
      summary:
        "Edit one's own order while it is pending review (multipart or JSON; a new application form optional); the balance moves by the change in cost",
      consumes: ['multipart/form-data', 'application/json'],
      params: idParam,
      body: updateBody,
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const { application_form, ...fields } = req.body;
      const form = application_form ? await keepForm(req.user!.id, application_form) : null;
      const m = await updateMission(db, req.params.id, req.user!.id, toWgs84(fields, req.crs), form);
      if (!m) {
        if (form) await storage.remove(form.key);
        throw notFound();
      }
      return reply.ok([asSeenBy(req)(m)], 'missionUpdated');
    },
  });

  r.post(`${base}/:id/transition/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionTransition',
      summary:
        'Staff: set a state of review or planning by hand (review and planning states only; later states follow the tasks); 422 naming the present state otherwise, 409 on an older version; recorded, alerted, refunded once',
      params: idParam,
      body: transitionBody,
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      if (!(req.body.to_state in ORDER_STATES))
        throw badRequest([{ field: 'to_state', key: 'invalidValue' }]);
      const b = req.body;
      const m = await setMissionState(db, req.params.id, b.to_state, req.user!.id, b.note, b.version);
      if (!m) throw notFound();
      return reply.ok([inCrs(m, req.crs)], 'saved');
    },
  });

  r.get('/commodity/notifications/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'notificationList',
      summary:
        "Alerts of tasking orders, newest first: one's own; sales also their customers'. `unread` counts the unread",
      querystring: z.object({ ...pageQuery, unread: z.enum(['true', 'false']).optional() }),
      response: responses(listEnvelope(notificationSchema).extend({ unread: z.number().int() })),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const res = await listNotifications(
        db,
        { userId: req.user!.id, sales: req.roleGroup === 'sales' },
        req.lang,
        { unreadOnly: q.unread === 'true', offset, size: q.size },
      );
      return {
        ...reply.ok(res.data),
        total: res.total,
        total_exact: true,
        unread: res.unread,
        next: nextCursor(offset, q.size, res.total),
      };
    },
  });

  r.post('/commodity/notifications/read/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'notificationRead',
      summary: 'Mark alerts read: these ids, or all of them',
      body: z.object({
        ids: z.union([z.literal('all'), z.array(z.number().int().positive()).min(1).max(500)]),
      }),
      response: responses(okEnvelope(z.object({ marked: z.number().int() }))),
    },
    handler: async (req, reply) => {
      const marked = await markRead(
        db,
        { userId: req.user!.id, sales: req.roleGroup === 'sales' },
        req.body.ids,
      );
      return reply.ok([{ marked }]);
    },
  });
}
