import os from 'node:os';
import path from 'node:path';

/** Process configuration, read once from the environment (documented in api/README.md). */
export interface Config {
  port: number;
  host: string;
  /** Folder of the built portal (shell, remotes, registry, Cesium assets). */
  webRoot: string;
  /** NODE_ENV=production: a production build (also used by `npm start` for the demo). */
  production: boolean;
  /** PORTAL_ENV=production: a real deployment; refuses to start while a seeded default password is unchanged. */
  productionDeployment: boolean;
  /** postgres://… selects node-postgres; otherwise the embedded PGlite in `pgliteDir`. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps the database in memory. */
  pgliteDir: string;
  /** Create the demo accounts (one per role) when they are missing. */
  seedDemo: boolean;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  session: { idleSeconds: number; absoluteSeconds: number };
  /** Login throttling (auth/throttle.ts): maxPerAccount counts per (account, address) pair. */
  throttle: {
    windowSeconds: number;
    maxPerAccount: number;
    maxPerIp: number;
    maxPerAccountAnyAddress: number;
    baseDelaySeconds: number;
  };
  reset: { ttlSeconds: number };
  /** Base URL of the portal for links in e-mails, e.g. https://portal.example.com (no trailing slash). */
  publicUrl: string;
  /** smtp://user:pass@host:587 — without it the outbox writes messages to the server log. */
  smtpUrl?: string;
  mailFrom: string;
  /** Folder of the local file storage (uploads), used when `storageUrl` is unset (the embedded default). */
  storageDir: string;
  /**
   * Object storage instead of the folder: STORAGE_URL=s3://<bucket>[/<prefix>] with S3_ENDPOINT (any S3 API: MinIO,
   * Ceph RGW, Aliyun OSS, AWS), S3_REGION, S3_FORCE_PATH_STYLE and the standard AWS_ACCESS_KEY_ID /
   * AWS_SECRET_ACCESS_KEY (read by the AWS SDK itself).
   */
  storageUrl?: string;
  s3: { endpoint?: string; region: string; forcePathStyle: boolean };
  uploadLimitBytes: number;
  /**
   * The longest side of a product raster, pixels (PRODUCT_MAX_PX, imagery/product-cog.ts): a scene larger than this
   * at its mode's pixel spacing is drawn coarser. 4096 pixels take some 20 s of one core.
   */
  productMaxPixels: number;
  /** Archive searches (catalog, STAC) that run at once; later ones wait their turn in arrival order. */
  searchConcurrency: number;
  logLevel: string;
  /**
   * Which peers may set X-Forwarded-For / -Proto (TRUST_PROXY): unset or 'false' trusts none (the client's own
   * address counts), 'true' trusts every hop (only behind a proxy that overwrites the header), a number trusts that
   * many hops, anything else is a comma-separated list of addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8).
   */
  trustProxy: boolean | number | string[];
  /** A separate port for Prometheus metrics (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default); 0 = none. */
  metricsPort: number;
  metricsHost: string;
  /** Background jobs (jobs/, api/README.md "Background jobs"). */
  jobs: JobSettings;
  /** Signed webhooks (webhooks/). */
  webhooks: WebhookSettings;
}

export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE=true: endpoints on loopback and private networks are allowed (link-local never is). */
  allowPrivate: boolean;
  /** WEBHOOK_RETRY_SECONDS: the waits before each retry of a failed delivery (comma-separated; about a day). */
  retrySeconds: number[];
  /** WEBHOOK_TIMEOUT_MS: how long an endpoint has to answer an attempt. */
  timeoutMs: number;
}

const DEFAULT_WEBHOOK_RETRY_SECONDS = '10,60,300,1800,7200,18000,28800,28800';
const secondsList = (text: string) =>
  text
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((x) => Number.isFinite(x) && x >= 0);

export interface JobSettings {
  /** RUN_JOBS: this process runs the job handlers (default true); false = it only enqueues, a worker runs them. */
  run: boolean;
  /** Attempts after the first before a job is dead-lettered (state failed, listed to staff). */
  retryLimit: number;
  /** Wait before the first retry; it doubles at each further one. */
  retryDelaySeconds: number;
  /** A job active this long is taken for lost (its process died) and retried. */
  expireSeconds: number;
  /** How often a job-running process looks for new jobs, and sweeps lost ones. */
  pollSeconds: number;
  maintenanceSeconds: number;
  /** An archive export of more rows than this runs as a job (the file comes with an alert). */
  exportInlineRows: number;
  /** EXPORT_KEEP_DAYS: an export job's file is removed this many days after it was made (its link then answers 410). */
  exportKeepDays: number;
  /** The worker process's health port (WORKER_HEALTH_PORT, GET /health; 0 = none) on WORKER_HEALTH_HOST. */
  workerHealthPort: number;
  workerHealthHost: string;
}

function trustProxyOf(v: string | undefined): Config['trustProxy'] {
  const s = (v ?? '').trim();
  if (s === '' || s === 'false') return false;
  if (s === 'true') return true;
  if (/^\d+$/.test(s)) return Number(s);
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

const repoRoot = path.resolve(__dirname, '../..');

const num = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number(v));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    webRoot: path.resolve(env.WEB_ROOT ?? path.join(repoRoot, 'dist/web')),
    production: env.NODE_ENV === 'production',
    productionDeployment: env.PORTAL_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir:
      env.PGLITE_DIR === 'memory://'
        ? 'memory://'
        : path.resolve(env.PGLITE_DIR ?? path.join(repoRoot, '.data/pglite')),
    seedDemo: env.SEED_DEMO !== 'false',
    // OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); raise on bigger machines.
    argon2: {
      memoryCost: num(env.ARGON2_MEMORY_KIB, 19456),
      timeCost: num(env.ARGON2_TIME_COST, 2),
      parallelism: num(env.ARGON2_PARALLELISM, 1),
    },
    session: {
      idleSeconds: num(env.SESSION_IDLE_SECONDS, 2 * 3600),
      absoluteSeconds: num(env.SESSION_ABSOLUTE_SECONDS, 7 * 24 * 3600),
    },
    throttle: {
      windowSeconds: num(env.LOGIN_THROTTLE_WINDOW_SECONDS, 15 * 60),
      maxPerAccount: num(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
      maxPerIp: num(env.LOGIN_MAX_FAILURES_PER_IP, 30),
      maxPerAccountAnyAddress: num(env.LOGIN_MAX_FAILURES_PER_ACCOUNT_ANY_ADDRESS, 100),
      baseDelaySeconds: num(env.LOGIN_THROTTLE_BASE_DELAY_SECONDS, 30),
    },
    reset: { ttlSeconds: num(env.PASSWORD_RESET_TTL_SECONDS, 30 * 60) },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${num(env.PORT, 8080)}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'SAR Portal <no-reply@localhost>',
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(repoRoot, '.data/files')),
    storageUrl: env.STORAGE_URL || undefined,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
    uploadLimitBytes: num(env.UPLOAD_LIMIT_BYTES, 30 * 1024 * 1024),
    productMaxPixels: Math.min(16_384, Math.max(64, num(env.PRODUCT_MAX_PX, 4096))),
    searchConcurrency: Math.max(1, num(env.SEARCH_CONCURRENCY, 2 * os.availableParallelism())),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    metricsPort: num(env.METRICS_PORT, 0),
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    jobs: {
      run: env.RUN_JOBS !== 'false',
      retryLimit: num(env.JOB_RETRY_LIMIT, 5),
      retryDelaySeconds: num(env.JOB_RETRY_DELAY_SECONDS, 30),
      expireSeconds: num(env.JOB_EXPIRE_SECONDS, 15 * 60),
      pollSeconds: num(env.JOB_POLL_SECONDS, 2),
      maintenanceSeconds: num(env.JOB_MAINTENANCE_SECONDS, 60),
      exportInlineRows: num(env.EXPORT_INLINE_ROWS, 10_000),
      exportKeepDays: num(env.EXPORT_KEEP_DAYS, 7),
      workerHealthPort: num(env.WORKER_HEALTH_PORT, 0),
      workerHealthHost: env.WORKER_HEALTH_HOST ?? '0.0.0.0',
    },
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
      retrySeconds: secondsList(env.WEBHOOK_RETRY_SECONDS ?? DEFAULT_WEBHOOK_RETRY_SECONDS),
      timeoutMs: num(env.WEBHOOK_TIMEOUT_MS, 10_000),
    },
  };
}
