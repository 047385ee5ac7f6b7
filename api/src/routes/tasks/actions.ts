/** What staff and the control team do with tasks: receive, deliver, read one, record results, cancel, send. */
import {
  cancelTaskBody,
  receiveBody,
  syncResult,
  taskDeliveryBody,
  taskDetailSchema,
  taskSchema,
  taskUpdateBody,
} from '@portal/shared/domain/tasks';
import { listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { idParam, orNotFound } from '../../http/route-parts';
import { DELIVERY_MESSAGE } from '../../i18n/messages';
import { cancelTask, deliverTasks, receiveTasks, updateTask } from '../../tasks/actions';
import { syncToControl } from '../../tasks/sync';
import { taskDetail } from '../../tasks/tasks';
import { defineRoutes } from '../deps';
import { access, base, changedTasks, savedTask, tags } from './common';

export default defineRoutes((r, { db }) => {
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
      return changedTasks(db, reply, ids, 'saved');
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
      return changedTasks(db, reply, ids, DELIVERY_MESSAGE[b.delivery_status]);
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
      const t = orNotFound(await taskDetail(db, req.params.id, req.lang));
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
      return savedTask(db, reply, req.params.id);
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
      return savedTask(db, reply, req.params.id);
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
      const synced = orNotFound(await syncToControl(db, req.params.id));
      return reply.ok([synced], 'synced');
    },
  });
});
