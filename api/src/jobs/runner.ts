import PgBoss from 'pg-boss';
import {
  BOSS_SCHEMA,
  bossDb,
  HOUSEKEEPING_SECONDS,
  QUEUES,
  sendHousekeeping,
  sendSeriesRun,
  sendApprovalExpiry,
  type QueueName,
} from './sql';
import type { JobContext, JobHandler } from './types';

/** Failed (dead-lettered) jobs stay where staff see and retry them for this long. */
const KEEP_FAILED_SECONDS = 30 * 24 * 3600;

/**
 * The job queue of one process (pg-boss 10 on the API's own database: PostgreSQL, or the embedded PGlite in
 * process). `start()` begins polling every queue and sweeping lost jobs; a process that only enqueues (RUN_JOBS
 * =false, or tests) never starts it and can still `runDue` what is due now.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly handlers: Map<QueueName, JobHandler<never>>;
  private started = false;
  private housekeeping: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: JobContext,
    handlers: JobHandler<never>[],
  ) {
    this.handlers = new Map(handlers.map((h) => [h.queue, h]));
    const s = ctx.config.jobs;
    this.boss = new PgBoss({
      db: bossDb(ctx.db),
      schema: BOSS_SCHEMA,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: s.maintenanceSeconds,
      archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    });
    this.boss.on('error', (err) => ctx.log.warn({ err }, 'job queue error'));
  }

  /** Polls every queue and sweeps lost jobs (a job active past JOB_EXPIRE_SECONDS is retried). */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    await this.configureQueues();
    // A sweep now rather than one interval later: jobs of a process that died (this one, restarted) run again soon.
    await this.boss.maintain();
    const pollingIntervalSeconds = Math.max(0.5, this.ctx.config.jobs.pollSeconds);
    // pg-boss 10 runs one job at a time per worker: a queue with more workers has as many pollers.
    for (const queue of QUEUES)
      for (let w = 0; w < (this.handlers.get(queue)?.workers ?? 1); w++)
        await this.boss.work<object>(queue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) =>
          this.handle(queue, job),
        );
    // The clean-up is a job like the others: each process offers one an hour, one of them is sent.
    // So are the series' rolling horizon (docs/tasking-offer.md "Series") and the expiry of approvals.
    const offerHousekeeping = () =>
      Promise.all([
        sendHousekeeping(this.ctx.db),
        sendSeriesRun(this.ctx.db),
        sendApprovalExpiry(this.ctx.db),
      ]).catch((err) => this.ctx.log.warn({ err }, 'sending the clean-up job failed'));
    await offerHousekeeping();
    this.housekeeping = setInterval(() => void offerHousekeeping(), (HOUSEKEEPING_SECONDS * 1000) / 4);
    this.housekeeping.unref();
  }

  /** Sets every queue's retries, backoff and expiry from the configuration (JOB_* settings) for jobs sent later. */
  async configureQueues(): Promise<void> {
    const s = this.ctx.config.jobs;
    for (const queue of QUEUES)
      await this.boss.updateQueue(queue, {
        name: queue,
        retryLimit: s.retryLimit,
        retryDelay: s.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: s.expireSeconds,
      });
  }

  /** Runs, one after the other in this process, the jobs of a queue that are due now; returns how many ran. */
  async runDue(queue: QueueName): Promise<number> {
    let ran = 0;
    try {
      for (;;) {
        const [job] = await this.boss.fetch<object>(queue, { batchSize: 1 });
        if (!job) return ran;
        ran++;
        try {
          const out = await this.handle(queue, job);
          await this.boss.complete(queue, job.id, out ?? undefined);
        } catch (err) {
          await this.boss.fail(queue, job.id, errorOutput(err));
        }
      }
    } catch (err) {
      this.ctx.log.warn({ err, queue }, 'running due jobs failed');
      return ran;
    }
  }

  /** Stops polling; waits (up to 10 s) for the jobs in hand, then fails those still running so they retry. */
  async stop(): Promise<void> {
    if (this.housekeeping) clearInterval(this.housekeeping);
    this.housekeeping = null;
    if (this.started) await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    this.started = false;
    for (const h of this.handlers.values()) h.close?.();
  }

  private async handle(queue: QueueName, job: PgBoss.Job<object>): Promise<object | void> {
    const h = this.handlers.get(queue);
    if (!h) throw new Error(`no handler for queue ${queue}`);
    try {
      return await h.run({ id: job.id, data: job.data as never }, this.ctx);
    } catch (err) {
      this.ctx.log.warn({ err, queue, job: job.id }, 'job attempt failed');
      throw err;
    }
  }
}

const errorOutput = (err: unknown) =>
  err instanceof Error ? { name: err.name, message: err.message } : { message: String(err) };
