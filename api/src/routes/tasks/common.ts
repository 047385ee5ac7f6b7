/** What the task routes share: their tag, URL and access, and the answer of a call that changed tasks. */
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db';
import { STAFF } from '../../http/access';
import { wholeAnswer } from '../../http/route-parts';
import type { MessageKey } from '../../i18n/messages';
import { findTask, tasksById } from '../../tasks/tasks';

export const tags = ['Tasks'];
export const base = '/commodity/tasks';
export const access = STAFF;

/** The tasks a call changed (`ids`), as they are now, in one answer with the call's message. */
export const changedTasks = async (db: Queryable, reply: FastifyReply, ids: number[], msg: MessageKey) =>
  wholeAnswer(reply.ok(await tasksById(db, ids), msg));

/** One task as it is after a change, with 'saved'. */
export const savedTask = async (db: Queryable, reply: FastifyReply, id: number) =>
  reply.ok([(await findTask(db, id))!], 'saved');
