/** Feedback (docs/requirements.md §5, §7 "Feedback", §8): users send it, staff list, reply, export and keep saved filters. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import handleRoutes from './handle';
import listRoutes from './list';
import savedFilterRoutes from './saved-filters';
import senderRoutes from './senders';
import submitRoutes from './submit';

export default async function feedbackRoutes(app: FastifyInstance, deps: Deps) {
  await submitRoutes(app, deps);
  await listRoutes(app, deps);
  await handleRoutes(app, deps);
  await senderRoutes(app, deps);
  await savedFilterRoutes(app, deps);
}
