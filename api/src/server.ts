import http from 'node:http';
import { buildApp } from './app';
import { loadConfig } from './config';
import { accountsWithDefaultPassword } from './seed/demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  if (config.productionDeployment) {
    const weak = await accountsWithDefaultPassword(app.deps.db);
    if (weak.length) {
      app.log.fatal(
        { accounts: weak },
        'PORTAL_ENV=production and these accounts still have the default password; change them (pnpm --filter @portal/api run set-password <username>) or delete them, then start again',
      );
      await app.close();
      process.exit(1);
    }
  }

  // A promise rejected outside any request's chain is logged, never fatal: no request may stop the process.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled promise rejection'));

  // Prometheus on a port of its own (METRICS_PORT), for scrapers that hold no staff session.
  const metricsServer = config.metricsPort
    ? http
        .createServer((req, res) => {
          if (req.url !== '/metrics') return res.writeHead(404).end();
          app.metrics.metrics().then(
            (text) => res.writeHead(200, { 'Content-Type': app.metrics.contentType }).end(text),
            () => res.writeHead(500).end(),
          );
        })
        .listen(config.metricsPort, config.metricsHost)
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      metricsServer?.close();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
