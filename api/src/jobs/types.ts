import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { FileStorage } from '../storage';
import type { QueueName } from './sql';

/** What a handler works with. */
export interface JobContext {
  db: Db;
  config: Config;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** One job as its handler sees it. */
export interface Job<T> {
  id: string;
  data: T;
}

/**
 * The handler of a queue. It must be idempotent: a job whose process died mid-way is run again from the start
 * (after JOB_EXPIRE_SECONDS), so whatever it already did must not be done twice. A throw fails this attempt: the
 * job is retried with backoff, then dead-lettered (state failed) once its retries are spent.
 */
export interface JobHandler<T = never> {
  queue: QueueName;
  run(job: Job<T>, ctx: JobContext): Promise<object | void>;
  /** How many of the queue's jobs one process runs at once (1 if not said): a render's, one per render thread. */
  workers?: number;
  /** Releases what the handler holds (an SMTP pool). */
  close?(): void;
}
