/**
 * Planning tasks (docs/requirements.md §7 "Tasks"), staff only: plan tasks on real passes (POST /commodity/tasks/), list, read and
 * act on them (receive, results, quality, delivery, cancel, sync), export them (for staff and for the control
 * team), the tasks of an order (taskmission) and of a time window (get_tasks); the operations overview and the
 * control team's requirement notices. The work is in api/src/tasks/. The groups register in this order, which is
 * the order of the reference.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import taskActionRoutes from './actions';
import taskCollectionRoutes from './collection';
import taskExportRoutes from './exports';
import requirementNoticeRoutes from './notices';

export default async function taskRoutes(app: FastifyInstance, deps: Deps) {
  await taskCollectionRoutes(app, deps);
  await taskExportRoutes(app, deps);
  await taskActionRoutes(app, deps);
  await requirementNoticeRoutes(app, deps);
}
