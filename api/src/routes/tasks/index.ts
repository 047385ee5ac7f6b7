/**
 * Planning tasks (spec §7 "Tasks"), staff only: plan tasks on real passes (POST /commodity/tasks/), list, read and
 * act on them (receive, results, quality, delivery, cancel, sync), export them (for staff and for the control
 * team), the tasks of an order (taskmission) and of a time window (get_tasks); the operations overview and the
 * control team's requirement notices. The work is in api/src/tasks/.
 */
import { ORDER_STATES, enumLabel, IMG_MODES, LOOK_SIDES, ORBIT_MODES } from '@portal/shared/domain';
import {
  acknowledgeBody,
  cancelTaskBody,
  noticeListQuery,
  overviewSchema,
  planTasksBody,
  receiveBody,
  requirementNotice,
  syncResult,
  taskDeliveryBody,
  taskDetailSchema,
  taskListQuery,
  taskSchema,
  taskUpdateBody,
  type Task,
} from '@portal/shared/domain/tasks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { STAFF, STAFF_SALES } from '../../http/access';
import {
  decodeCursor,
  listEnvelope,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { notFound } from '../../http/errors';
import { DELIVERY_MESSAGE } from '../../i18n/messages';
import { cancelTask, deliverTasks, receiveTasks, updateTask } from '../../tasks/actions';
import { acknowledgeNotices, listNotices, overview } from '../../tasks/overview';
import { planTasks } from '../../tasks/planning';
import { findTask, listTasks, taskDetail, type TaskFilter } from '../../tasks/tasks';
import type { Deps } from '../deps';
import { readableMission } from '../../missions/request-view';

const tags = ['Tasks'];
const binary = { 200: z.any().meta({ type: 'string', format: 'binary' }) };
const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
const exportQuery = taskListQuery.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

function filterOf(q: z.infer<typeof taskListQuery>): TaskFilter {
  return {
    taskState: q.task_state,
    column: q.column,
    satellite: q.satellite,
    missionId: q.mission_id,
    username: q.username,
    keyword: q.keyword,
    from: q.from,
    to: q.to,
    late: q.late === undefined ? undefined : q.late === 'true',
    sort: q.sort,
    order: q.order,
  };
}

async function tasksById(db: Queryable, ids: number[]): Promise<Task[]> {
  const out: Task[] = [];
  for (const id of ids) out.push((await findTask(db, id))!);
  return out;
}

export default async function taskRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/commodity/tasks';
  const access = STAFF;

  r.post(`${base}/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskPlan',
      summary:
        "Anchor one task on each chosen pass of an order (keys from the order's opportunities; all or none); 422 on an unknown or planned pass, or a conflict unless accepted",
      body: planTasksBody,
      response: responses(listEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const ids = await planTasks(db, b.mission_id, b.version, b.keys, b.accept_conflicts, req.user!.id);
      const tasks = await tasksById(db, ids);
      return { ...reply.ok(tasks, 'planned'), total: tasks.length, total_exact: true, next: null };
    },
  });

  r.get(`${base}/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskList',
      summary: 'Tasks matching the filters, by imaging time (or update time, or priority)',
      querystring: taskListQuery.extend(pageQuery),
      response: responses(listEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { tasks, total } = await listTasks(db, filterOf(q), offset, q.size);
      return { ...reply.ok(tasks), total, total_exact: true, next: nextCursor(offset, q.size, total) };
    },
  });

  r.get(`${base}/taskmission/`, {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      operationId: 'taskOfMission',
      summary: 'The tasks of one order, by imaging time (staff and sales)',
      querystring: z.object({
        mission_id: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 53),
      }),
      response: responses(listEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      await readableMission(db, req, req.query.mission_id);
      const { tasks, total } = await listTasks(
        db,
        { missionId: req.query.mission_id, sort: 'imaging_time' },
        0,
        200,
      );
      return { ...reply.ok(tasks), total, total_exact: true, next: null };
    },
  });

  r.get(`${base}/get_tasks/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskWindow',
      summary: 'Tasks imaged within a time window (at most 31 days), by imaging time: the timeline',
      querystring: z
        .object({
          from: z.iso.datetime({ offset: true }),
          to: z.iso.datetime({ offset: true }),
          satellite: taskListQuery.shape.satellite,
        })
        .refine(
          (q) =>
            Date.parse(q.to) > Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= 31 * 86_400_000,
          {
            path: ['to'],
            message: 'invalidValue',
          },
        ),
      response: responses(listEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const { tasks, total } = await listTasks(
        db,
        { fromTime: q.from, toTime: q.to, satellite: q.satellite, sort: 'imaging_time' },
        0,
        2000,
      );
      return { ...reply.ok(tasks), total, total_exact: true, next: null };
    },
  });

  r.get(`${base}/overview/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'operationsOverview',
      summary:
        "The operations overview: orders by state and step, tasks by board column, this week's tasks per satellite, today's, late and failed tasks, archive orders",
      response: responses(okEnvelope(overviewSchema)),
    },
    handler: async (req, reply) => reply.ok([await overview(db, req.lang)]),
  });

  /** One sheet per audience: staff get the follow-up columns, the control team what the satellite needs. */
  async function exportTasks(q: z.infer<typeof exportQuery>, lang: 'zh' | 'en', forControl: boolean) {
    const { tasks } = await listTasks(db, filterOf(q), 0, 100_000);
    const state = (s: number) => ORDER_STATES[s]?.[lang] ?? String(s);
    if (forControl)
      return tableFile(
        {
          sheet: 'tasks-control',
          header: [
            'task_no',
            'satellite',
            'absolute_orbit',
            'orbit_direction',
            'imaging_start_utc',
            'imaging_duration_s',
            'imaging_mode',
            'look_side',
            'centre_look_angle_deg',
            'priority',
            'target_name',
            'state',
          ],
          rows: tasks.map((t) => [
            t.task,
            t.anchoring_satellite,
            t.anchoring_orbit,
            enumLabel(ORBIT_MODES, t.orbit_direction, lang),
            t.imaging_time,
            t.imaging_duration,
            enumLabel(IMG_MODES, t.imaging_mode, lang),
            enumLabel(LOOK_SIDES, t.anchoring_left_right, lang),
            t.anchoring_center_look_angle,
            t.rank,
            t.target_name,
            state(t.task_state),
          ]),
        },
        q.format,
      );
    return tableFile(
      {
        sheet: 'tasks',
        header: [
          'task_no',
          'order_no',
          'username',
          'target_name',
          'satellite',
          'imaging_start_utc',
          'imaging_duration_s',
          'state',
          'imaging_result',
          'transfer_result',
          'product_status',
          'delivery_status',
          'deliver_num',
          'real_deliver_num',
          'late',
          'fail_reason',
          'update_time',
        ],
        rows: tasks.map((t) => [
          t.task,
          t.order_no,
          t.username,
          t.target_name,
          t.anchoring_satellite,
          t.imaging_time,
          t.imaging_duration,
          state(t.task_state),
          t.zgcxcgpd ?? '',
          t.transfer ?? '',
          t.product_status ?? '',
          t.task_delivery_status ?? '',
          t.deliver_num,
          t.real_deliver_num ?? '',
          t.late ? 'yes' : 'no',
          t.fail_reason,
          t.update_time,
        ]),
      },
      q.format,
    );
  }

  r.get(`${base}/task_export/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskExport',
      summary: 'The tasks matching the filters as XLSX (default) or CSV',
      querystring: exportQuery,
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) =>
      sendExport(reply, await exportTasks(req.query, req.lang, false), datedName('tasks')),
  });

  r.get(`${base}/task_export_by_cekong/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskExportControl',
      summary:
        "The tasks matching the filters in the control team's form (satellite, orbit, imaging start and duration, mode, side, look angle), XLSX or CSV",
      querystring: exportQuery,
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) =>
      sendExport(reply, await exportTasks(req.query, req.lang, true), datedName('tasks-control')),
  });

  r.post(`${base}/receive/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskReceive',
      summary:
        'The control team receives tasks (dispatch success) or refuses them with a reason (dispatch failed: the order fails and is refunded); all or none',
      body: receiveBody,
      response: responses(listEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const ids = await receiveTasks(db, b.tasks, b.accepted, req.user!.id, b.reason);
      const tasks = await tasksById(db, ids);
      return { ...reply.ok(tasks, 'saved'), total: tasks.length, total_exact: true, next: null };
    },
  });

  r.post(`${base}/sendgoods/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskSendGoods',
      summary:
        'Deliver tasks that passed their quality check: shipped or online (their products become archive scenes), or record a shipping abnormality with a reason',
      body: taskDeliveryBody,
      response: responses(listEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const ids = await deliverTasks(db, b.tasks, b.delivery_status, req.user!.id, {
        realDeliverNum: b.real_deliver_num,
        reason: b.reason,
      });
      const tasks = await tasksById(db, ids);
      const msg = DELIVERY_MESSAGE[b.delivery_status];
      return { ...reply.ok(tasks, msg), total: tasks.length, total_exact: true, next: null };
    },
  });

  r.get(`${base}/:id/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskDetail',
      summary: 'One task with the history of its states',
      params: idParam,
      response: responses(okEnvelope(taskDetailSchema)),
    },
    handler: async (req, reply) => {
      const t = await taskDetail(db, req.params.id, req.lang);
      if (!t) throw notFound();
      return reply.ok([t]);
    },
  });

  r.put(`${base}/:id/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskUpdate',
      summary:
        'Record the in-orbit imaging result or the transfer result (0 failed, 1 success, 2 cancelled), the quality check, or edit the working fields; at the version read (409 when older), when the state allows it (422 naming it)',
      params: idParam,
      body: taskUpdateBody,
      response: responses(okEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      await updateTask(db, req.params.id, req.body, req.user!.id);
      return reply.ok([(await findTask(db, req.params.id))!], 'saved');
    },
  });

  r.post(`${base}/:id/cancal/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskCancel',
      summary:
        'Cancel a task before its imaging result, with a reason; when every task of the order is cancelled the order is cancelled and refunded',
      params: idParam,
      body: cancelTaskBody,
      response: responses(okEnvelope(taskSchema)),
    },
    handler: async (req, reply) => {
      await cancelTask(db, req.params.id, req.body.version, req.body.reason, req.user!.id);
      return reply.ok([(await findTask(db, req.params.id))!], 'saved');
    },
  });

  r.post(`${base}/:id/synctoc/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskSyncToControl',
      summary: 'Send the task to the satellite control system; returns the message and its time',
      params: idParam,
      response: responses(okEnvelope(syncResult)),
    },
    handler: async (req, reply) => {
      const t = await findTask(db, req.params.id);
      if (!t) throw notFound();
      const { rows } = await db.query<{ synced_at: Date }>(
        'UPDATE tasks SET synced_at = now() WHERE id = $1 RETURNING synced_at',
        [t.id],
      );
      const message = {
        task_no: t.task,
        demand_no: t.order_no,
        satellite: t.anchoring_satellite,
        absolute_orbit: t.anchoring_orbit,
        orbit_direction: t.orbit_direction,
        imaging_start: t.imaging_time,
        imaging_duration_s: t.imaging_duration,
        imaging_mode: t.imaging_mode,
        look_side: t.anchoring_left_right,
        centre_look_angle_deg: t.anchoring_center_look_angle,
        priority: t.rank,
        state: t.task_state,
      };
      return reply.ok([{ synced_at: new Date(rows[0].synced_at).toISOString(), message }], 'synced');
    },
  });

  r.get('/commodity/requirement_notices/', {
    config: { access },
    schema: {
      tags,
      operationId: 'requirementNoticeList',
      summary:
        "The control team's notices of new, changed, suspended, resumed and cancelled requirements, newest first",
      querystring: noticeListQuery.extend(pageQuery),
      response: responses(listEnvelope(requirementNotice)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { notices, total } = await listNotices(
        db,
        { kind: q.kind, unacknowledged: q.unacknowledged === 'true' },
        offset,
        q.size,
      );
      return { ...reply.ok(notices), total, total_exact: true, next: nextCursor(offset, q.size, total) };
    },
  });

  r.post('/commodity/requirement_notices/ack/', {
    config: { access },
    schema: {
      tags,
      operationId: 'requirementNoticeAck',
      summary: 'Acknowledge notices (the caller and the time are recorded)',
      body: acknowledgeBody,
      response: responses(okEnvelope(z.object({ acknowledged: z.number().int() }))),
    },
    handler: async (req, reply) =>
      reply.ok([{ acknowledged: await acknowledgeNotices(db, req.body.ids, req.user!.id) }], 'saved'),
  });
}
