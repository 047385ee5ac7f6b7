/** Planning tasks on an order's passes, and the lists of tasks: filtered, of one order, of a time window, the overview. */
import {
  overviewSchema,
  planTasksBody,
  taskListQuery,
  taskOfMissionQuery,
  taskSchema,
  taskWindowQuery,
} from '@portal/shared/domain/tasks';
import { STAFF_SALES } from '../../http/access';
import { decodeCursor, listEnvelope, okEnvelope, pageQuery, responses } from '../../http/envelope';
import { firstAnswer, pageAnswer } from '../../http/route-parts';
import { readableMission } from '../../missions/request-view';
import { overview } from '../../tasks/overview';
import { planTasks } from '../../tasks/planning';
import { filterOf, listTasks } from '../../tasks/tasks';
import { defineRoutes } from '../deps';
import { access, base, changedTasks, tags } from './common';

export default defineRoutes((r, { db }) => {
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
      return changedTasks(db, reply, ids, 'planned');
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
      return pageAnswer(reply.ok(tasks), offset, q.size, total);
    },
  });

  r.get(`${base}/taskmission/`, {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      operationId: 'taskOfMission',
      summary: 'The tasks of one order, by imaging time (staff and sales)',
      querystring: taskOfMissionQuery,
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
      return firstAnswer(reply.ok(tasks), total);
    },
  });

  r.get(`${base}/get_tasks/`, {
    config: { access },
    schema: {
      tags,
      operationId: 'taskWindow',
      summary: 'Tasks imaged within a time window (at most 31 days), by imaging time: the timeline',
      querystring: taskWindowQuery,
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
      return firstAnswer(reply.ok(tasks), total);
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
});
