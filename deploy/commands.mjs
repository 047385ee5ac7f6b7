// The processes of a deployment, named once: the Dockerfile, compose.yaml, the Kubernetes manifests (deploy/k8s)
// and the multi-copy script (deploy/cluster/start.mjs) run exactly these, and api/test/deploy-recipes.test.ts
// compares every recipe with them. The API's commands run in the API package's folder (`api/`; `/app/api` in the
// image) through Node with tsx's loader: no package manager at run time, and no second process between the signal
// of a supervisor (SIGTERM) and the server, which finishes its requests in flight before it exits.

/** Where the image keeps the repository's runtime part (the API, the shared library, the built web root). */
export const IMAGE_ROOT = '/app';
/** The working folder of the API's commands, relative to the repository (or IMAGE_ROOT). */
export const API_DIR = 'api';

export const COMMANDS = {
  /** One API copy: HTTP on PORT, Prometheus on METRICS_PORT; migrates under an advisory lock before it listens. */
  api: ['node', '--import', 'tsx', 'src/server.ts'],
  /** The background-job worker (`pnpm --filter @portal/api worker`): no HTTP; API copies set RUN_JOBS=false. */
  worker: ['node', '--import', 'tsx', 'src/worker.ts'],
  /** Migrations, geodata, the price table and (SEED_DEMO) the seeded accounts, once, then exits. */
  migrate: ['node', '--import', 'tsx', 'src/cli/prepare-database.ts'],
};

/** The ports the recipes give the processes (the API's PORT and METRICS_PORT, the worker's WORKER_HEALTH_PORT, nginx). */
export const PORTS = { api: 8081, metrics: 9464, workerHealth: 8082, web: 8080 };

/**
 * Probes: the API's liveness (the process answers) and readiness (its database answers; 503 otherwise), and the
 * worker's liveness on its health port.
 */
export const PROBES = { liveness: '/api/health', readiness: '/api/ready', worker: '/health' };

/**
 * Where nginx's containers (compose's `web`, Kubernetes' portal-web) find the portal: the web root copied out of the
 * portal's image into a shared volume, beside an nginx include carrying the pages' Content-Security-Policy that the
 * build wrote into the web root (nginx cannot read a header's value from a file).
 */
export const WEB_VOLUME = '/srv/portal';

/** The one-shot that fills WEB_VOLUME from the image (compose's `web-root` service, the web pods' init container). */
export const COPY_WEB_ROOT = [
  'sh',
  '-c',
  `rm -rf ${WEB_VOLUME}/web && cp -R ${IMAGE_ROOT}/dist/web ${WEB_VOLUME}/web && ` +
    `printf 'add_header Content-Security-Policy "%s" always;\\n' "$(cat ${WEB_VOLUME}/web/content-security-policy.txt)" > ${WEB_VOLUME}/csp.conf`,
];
