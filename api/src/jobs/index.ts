/**
 * Durable background jobs (api/README.md, "Background jobs"): pg-boss 10 queues on the API's own database, so a
 * job is enqueued in the transaction of what it is about, survives the process, is retried with backoff and, its
 * retries spent, stays failed (dead-lettered) where staff see and retry it. API copies run the handlers (job-handlers.ts) in process
 * when RUN_JOBS=true (the default); with RUN_JOBS=false they only enqueue and `worker.ts` processes run them.
 */
export { Jobs } from './runner';
export { sendJob, type QueueName } from './sql';
export type { Job, JobContext, JobHandler } from './types';
