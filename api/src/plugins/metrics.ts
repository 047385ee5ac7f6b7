import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one app instance (its own registry, so tests can build several apps). */
export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of /api requests',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const total = new Counter({
    name: 'http_requests_total',
    help: 'Count of /api requests',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  // The series of each (method, route, status), looked up once: prom-client hashes the labels on every call.
  const series = new Map<string, { duration: { observe(v: number): void }; total: { inc(): void } }>();
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${reply.statusCode} ${route}`;
    let s = series.get(key);
    if (!s) {
      const labels = { method: req.method, route, status: String(reply.statusCode) };
      s = { duration: duration.labels(labels), total: total.labels(labels) };
      series.set(key, s);
    }
    s.duration.observe(reply.elapsedTime / 1000);
    s.total.inc();
  });
  return registry;
}
