/**
 * The worker process (`pnpm --filter @portal/api worker`): opens the configured database (migrating it like an API
 * copy does) and runs every job queue's handler; it serves no API. With WORKER_HEALTH_PORT set it answers
 * GET /health on that port (200 while it runs), for a container's liveness probe.
 * API copies started with RUN_JOBS=false only enqueue: one or more workers run the jobs.
 */
import Fastify from 'fastify';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { closeAnalysisPool } from './analysis/pool';
import { jobHandlers } from './job-handlers';
import { Jobs } from './jobs';
import { openStorage } from './storage';

async function main(): Promise<void> {
  const config = loadConfig();
  // A bare fastify: its logger (the API's log format) and, when asked, the health port.
  const server = Fastify({ logger: { level: config.logLevel, base: { process: 'worker' } } });
  server.get('/health', async () => 'ok');
  const log = server.log;
  const db = await openDatabase(config);
  const storage = openStorage(config);
  const jobs = new Jobs({ db, config, storage, log }, jobHandlers(config));
  await jobs.start();
  log.info({ driver: db.driver }, 'worker started: running jobs');

  const healthPort = Number(process.env.WORKER_HEALTH_PORT ?? 0);
  if (healthPort)
    await server.listen({ port: healthPort, host: process.env.WORKER_HEALTH_HOST ?? '0.0.0.0' });

  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled promise rejection'));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down: finishing the jobs in hand');
    try {
      await server.close();
      await jobs.stop();
      // Product packages and sample pictures are drawn in the worker-thread pool.
      await closeAnalysisPool();
      storage.close?.();
      await db.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
