/**
 * The recipes to deploy the portal (Dockerfile, compose.yaml, deploy/k8s) as what they would start, since images
 * cannot be built here: every variable they give the portal's processes is one the API or the worker reads; the
 * processes run the commands of deploy/commands.mjs (those the multi-copy script runs); ports agree with PORT and
 * METRICS_PORT; probes name routes the processes declare; the Kubernetes objects refer to each other by names and labels
 * that exist; and nothing runs as root or writes outside its volumes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import {
  API_DIR,
  COMMANDS,
  COPY_WEB_ROOT,
  IMAGE_ROOT,
  PORTS,
  PROBES,
  WEB_VOLUME,
} from '../../deploy/commands.mjs';

const REPO = path.resolve(__dirname, '../..');
const read = (rel: string) => readFileSync(path.join(REPO, rel), 'utf8');

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML, checked field by field below */
type Doc = any;

// ---- What the API and the worker read ---------------------------------------------------------------------------

/** Every `env.NAME` / `process.env.NAME` / `env['NAME']` under api/src, and the AWS SDK's credentials. */
function variablesTheApiReads(): Set<string> {
  const names = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
  const src = path.join(REPO, 'api/src');
  for (const rel of readdirSync(src, { recursive: true }) as string[]) {
    if (!rel.endsWith('.ts')) continue;
    const text = readFileSync(path.join(src, rel), 'utf8');
    for (const m of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g))
      names.add(m[1] ?? m[2]);
  }
  return names;
}

// ---- The recipes, as the processes they start --------------------------------------------------------------------

/** One process of the portal's image, wherever a recipe starts it. */
interface PortalProcess {
  where: string;
  command: string[];
  /** Every variable the process is given: its own, and its ConfigMaps' and Secrets' (Kubernetes envFrom). */
  env: Record<string, string>;
}

const roleOf = (command: string[]) =>
  (
    [
      ['api', COMMANDS.api],
      ['worker', COMMANDS.worker],
      ['migrate', COMMANDS.migrate],
      ['web-root', COPY_WEB_ROOT],
    ] as const
  ).find(([, c]) => JSON.stringify(c) === JSON.stringify(command))?.[0];

// Dockerfile: instructions (continuations joined, comments dropped), split into stages at FROM.
function dockerfileStages(text: string): { name: string; args: string }[][] {
  const stages: { name: string; args: string }[][] = [];
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    const m = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!m || line.trim().startsWith('#')) continue;
    if (m[1] === 'FROM') stages.push([]);
    stages.at(-1)?.push({ name: m[1], args: m[2].trim() });
  }
  return stages;
}
const dockerStages = dockerfileStages(read('Dockerfile'));
const runtimeStage = dockerStages.at(-1)!;
const instruction = (name: string) => runtimeStage.filter((i) => i.name === name).map((i) => i.args);
const dockerEnv: Record<string, string> = Object.fromEntries(
  instruction('ENV').flatMap((a) =>
    [...a.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')]),
  ),
);
const dockerCmd: string[] = JSON.parse(instruction('CMD').at(-1)!);

// compose.yaml: `$$` is compose's escape of a `$` meant for the container.
const compose: Doc = parse(read('compose.yaml'), { merge: true });
const composeServices: Record<string, Doc> = compose.services;
const unescapeCompose = (s: string) => s.replaceAll('$$', '$');
const portalServices = Object.entries(composeServices).filter(([, s]) => s.build !== undefined);
const composeRole = (s: Doc) => roleOf((s.command as string[]).map(unescapeCompose));

// deploy/k8s: every document of the kustomization's resources.
const K8S = 'deploy/k8s';
const kustomization: Doc = parse(read(`${K8S}/kustomization.yaml`));
const k8sDocs: Doc[] = (kustomization.resources as string[]).flatMap((file) =>
  parseAllDocuments(read(`${K8S}/${file}`)).map((d) => d.toJS()),
);
const ofKind = (kind: string) => k8sDocs.filter((d) => d.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((d) => d.metadata.name === name);
const portalImage: string = kustomization.images[0].name;
const workloads = k8sDocs.filter((d) => ['Deployment', 'Job'].includes(d.kind));
const podContainers = (w: Doc): Doc[] => [
  ...(w.spec.template.spec.initContainers ?? []),
  ...w.spec.template.spec.containers,
];
const isPortal = (c: Doc) => String(c.image).split(':')[0] === portalImage;

function k8sEnvOf(c: Doc): Record<string, string> {
  const env: Record<string, string> = {};
  for (const from of c.envFrom ?? []) {
    const object = from.configMapRef
      ? named('ConfigMap', from.configMapRef.name)
      : named('Secret', from.secretRef.name);
    const source = object && { ...object.data, ...object.stringData };
    if (!source) throw new Error(`${c.name}: envFrom names a missing object ${JSON.stringify(from)}`);
    Object.assign(env, source);
  }
  for (const e of c.env ?? []) env[e.name] = e.value;
  return env;
}

function portalProcesses(): PortalProcess[] {
  return [
    { where: 'Dockerfile', command: dockerCmd, env: dockerEnv },
    ...portalServices.map(([name, s]) => ({
      where: `compose.yaml service ${name}`,
      command: (s.command as string[]).map(unescapeCompose),
      env: s.environment ?? {},
    })),
    ...workloads.flatMap((w) =>
      podContainers(w)
        .filter(isPortal)
        .map((c) => ({
          where: `${K8S} ${w.kind} ${w.metadata.name}, container ${c.name}`,
          command: c.command,
          env: k8sEnvOf(c),
        })),
    ),
  ];
}

/** `where: NAME` for each variable given to a portal process that nothing in the API or the worker reads. */
function unknownVariables(processes: PortalProcess[], reads: Set<string>): string[] {
  return processes.flatMap((p) =>
    Object.keys(p.env)
      .filter((name) => !reads.has(name))
      .map((name) => `${p.where}: ${name}`),
  );
}

// ---- nginx in front: the template's semantics in the recipes' configurations ------------------------------------

const locationsOf = (conf: string) =>
  [...conf.matchAll(/^\s*location\s+([^{]+?)\s*\{/gm)].map((m) => m[1]).sort();
const upstreamsOf = (conf: string) =>
  [.../upstream portal_api \{([^}]*)\}/.exec(conf)![1].matchAll(/server\s+([^\s;]+);/g)].map((m) => m[1]);
const listenOf = (conf: string) => Number(/^\s*listen\s+(\d+);/m.exec(conf)?.[1]);
/** The directives of a block (`location /api/`, `map …`), comments dropped, one per line. */
const blockOf = (conf: string, head: string) => {
  const start = conf.indexOf(`${head} {`);
  if (start < 0) return undefined;
  const body = conf.slice(start + head.length + 2, conf.indexOf('}', start));
  return body
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim().replace(/\s+/g, ' '))
    .filter(Boolean);
};

// ---- Tests ------------------------------------------------------------------------------------------------------

describe('variables given to the portal processes', () => {
  const reads = variablesTheApiReads();

  test('the reader is sound: config.ts, the worker settings and the SDK credentials are found, nothing else', () => {
    for (const name of ['DATABASE_URL', 'PORT', 'METRICS_PORT', 'STORAGE_URL', 'S3_ENDPOINT', 'RUN_JOBS'])
      expect(reads).toContain(name);
    expect(reads).toContain('AWS_SECRET_ACCESS_KEY');
    expect(reads).not.toContain('PORTAL_DEBUG');
  });

  test('every variable the recipes set is one the API or the worker reads', () => {
    const processes = portalProcesses();
    // Every recipe is looked at: the image, the compose services of the image, the pods of the image.
    expect(processes.filter((p) => p.where.startsWith('compose')).length).toBeGreaterThanOrEqual(5);
    expect(processes.filter((p) => p.where.startsWith(K8S)).length).toBeGreaterThanOrEqual(4);
    expect(unknownVariables(processes, reads)).toEqual([]);
  });

  test('a variable nobody reads is reported with where it was set', () => {
    const [api1] = portalServices.find(([name]) => name === 'api-1')!;
    const tampered = portalProcesses().map((p) =>
      p.where === `compose.yaml service ${api1}` ? { ...p, env: { ...p.env, PORTAL_DEBUG: '1' } } : p,
    );
    expect(unknownVariables(tampered, reads)).toEqual(['compose.yaml service api-1: PORTAL_DEBUG']);
  });
});

describe('commands', () => {
  test('every portal process runs one of the canonical commands, and the scripts they run exist', () => {
    const strays = portalProcesses()
      .filter((p) => !roleOf(p.command))
      .map((p) => `${p.where}: ${p.command.join(' ')}`);
    expect(strays).toEqual([]);
    for (const command of [COMMANDS.api, COMMANDS.worker, COMMANDS.migrate])
      expect(existsSync(path.join(REPO, API_DIR, command.at(-1)!))).toBe(true);
  });

  test('the multi-copy script starts the same commands, taken from the module', () => {
    const script = read('deploy/cluster/start.mjs');
    expect(script).toMatch(/import \{[^}]*\bCOMMANDS\b[^}]*\} from '\.\.\/commands\.mjs'/);
    for (const role of ['api', 'worker', 'migrate']) expect(script).toContain(`COMMANDS.${role}`);
    expect(script).not.toMatch(/src\/(server|worker)\.ts|prepare-database/);
  });

  test('the image: the API by default, from the API folder', () => {
    expect(dockerCmd).toEqual(COMMANDS.api);
    expect(instruction('WORKDIR').at(-1)).toBe(`${IMAGE_ROOT}/${API_DIR}`);
    // The commands module sees the web root where the image puts it, and the API serves the same one.
    expect(instruction('COPY')).toContain(`--from=build ${IMAGE_ROOT}/dist/web ./dist/web`);
    expect(dockerEnv.WEB_ROOT).toBe(`${IMAGE_ROOT}/dist/web`);
    // What the API reads from its own folder at run time: its sources, its migrations, tsx's compiler options.
    const copied = instruction('COPY').join(' ');
    for (const rel of ['api/src', 'api/migrations', 'api/tsconfig.json', 'tsconfig.base.json', 'shared'])
      expect(copied).toContain(`${IMAGE_ROOT}/${rel}`);
  });

  test('the image installs the workspace with its pinned pnpm', () => {
    const pinned = JSON.parse(read('package.json')).packageManager.split('@')[1];
    const arg = dockerStages.flat().find((i) => i.name === 'ARG' && i.args.startsWith('PNPM_VERSION='));
    expect(arg?.args).toBe(`PNPM_VERSION=${pinned}`);
    expect(dockerStages.flat().some((i) => /pnpm install --frozen-lockfile/.test(i.args))).toBe(true);
  });

  test('compose: one preparation, two API copies that leave jobs to one worker, each started after it', () => {
    const byRole = (role: string) => portalServices.filter(([, s]) => composeRole(s) === role);
    expect(byRole('migrate')).toHaveLength(1);
    expect(byRole('worker')).toHaveLength(1);
    const apis = byRole('api');
    expect(apis).toHaveLength(2);
    const [migrate] = byRole('migrate')[0];
    for (const [, s] of [...apis, ...byRole('worker')]) {
      expect(s.depends_on[migrate]).toEqual({ condition: 'service_completed_successfully' });
    }
    for (const [, s] of apis) expect(s.environment.RUN_JOBS).toBe('false');
    expect(byRole('worker')[0][1].environment.RUN_JOBS).toBeUndefined();
    // The image's HEALTHCHECK asks the API's port: the one-shots turn it off, the worker asks its health port.
    for (const [, s] of [...byRole('migrate'), ...byRole('web-root')])
      expect(s.healthcheck).toEqual({ disable: true });
    const [, worker] = byRole('worker')[0];
    expect(Number(worker.environment.WORKER_HEALTH_PORT)).toBe(PORTS.workerHealth);
    expect(worker.healthcheck.test.join(' ')).toContain(
      `http://127.0.0.1:${worker.environment.WORKER_HEALTH_PORT}${PROBES.worker}`,
    );
  });

  test('Kubernetes: the API Deployment leaves jobs to the worker Deployment; the Job prepares the database', () => {
    const roles = workloads.flatMap((w) =>
      podContainers(w)
        .filter(isPortal)
        .map((c) => `${w.kind}:${roleOf(c.command)}`),
    );
    expect(roles.sort()).toEqual([
      'Deployment:api',
      'Deployment:web-root',
      'Deployment:worker',
      'Job:migrate',
    ]);
    for (const w of workloads)
      for (const c of podContainers(w).filter(isPortal)) {
        if (roleOf(c.command) === 'web-root') continue;
        expect(c.workingDir).toBe(`${IMAGE_ROOT}/${API_DIR}`);
        expect(k8sEnvOf(c).RUN_JOBS).toBe(roleOf(c.command) === 'api' ? 'false' : undefined);
      }
  });
});

describe('the backing services of compose', () => {
  const env = portalServices[0][1].environment;

  test('DATABASE_URL names the PostGIS service with its own user, password and database', () => {
    const url = new URL(env.DATABASE_URL);
    const pg = composeServices[url.hostname];
    expect(pg.image).toMatch(/^postgis\/postgis:/);
    expect([url.username, url.password, url.pathname.slice(1)]).toEqual([
      pg.environment.POSTGRES_USER,
      pg.environment.POSTGRES_PASSWORD,
      pg.environment.POSTGRES_DB,
    ]);
  });

  test('STORAGE_URL is a bucket of the MinIO service, made by the one-shot, with its credentials', () => {
    const endpoint = new URL(env.S3_ENDPOINT);
    const minio = composeServices[endpoint.hostname];
    expect(minio.image).toMatch(/^minio\/minio/);
    expect([env.AWS_ACCESS_KEY_ID, env.AWS_SECRET_ACCESS_KEY]).toEqual([
      minio.environment.MINIO_ROOT_USER,
      minio.environment.MINIO_ROOT_PASSWORD,
    ]);
    expect(env.S3_FORCE_PATH_STYLE).toBe('true');
    const bucket = new URL(env.STORAGE_URL).hostname;
    const oneShot = (composeServices.bucket.entrypoint as string[]).join(' ');
    expect(oneShot).toContain(`mc mb --ignore-existing trial/${bucket}`);
    expect(oneShot).toContain(`${endpoint.origin} ${env.AWS_ACCESS_KEY_ID} ${env.AWS_SECRET_ACCESS_KEY}`);
    for (const [, s] of portalServices.filter(([, s]) => ['api', 'worker'].includes(composeRole(s)!)))
      expect(s.depends_on.bucket).toEqual({ condition: 'service_completed_successfully' });
  });
});

describe('ports', () => {
  test('the image listens where its HEALTHCHECK and EXPOSE say', () => {
    expect(Number(dockerEnv.PORT)).toBe(PORTS.api);
    expect(instruction('EXPOSE')).toEqual([String(PORTS.api)]);
    const healthcheck = instruction('HEALTHCHECK').at(-1)!;
    expect(healthcheck).toContain(`/api/health`);
    expect(healthcheck).toContain(`process.env.PORT || ${PORTS.api}`);
  });

  test('compose: nginx proxies to each API copy on its PORT and listens where it is published', () => {
    const conf = read('deploy/compose/nginx.conf');
    const apis = portalServices.filter(([, s]) => composeRole(s) === 'api');
    expect(upstreamsOf(conf).sort()).toEqual(apis.map(([name, s]) => `${name}:${s.environment.PORT}`).sort());
    expect(listenOf(conf)).toBe(PORTS.web);
    expect(composeServices.web.ports).toEqual([`${PORTS.web}:${PORTS.web}`]);
    expect(composeServices.web.volumes).toContain('./deploy/compose/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  test('Kubernetes: container ports are PORT and METRICS_PORT, Services and probes name ports that exist', () => {
    const api = named('Deployment', 'portal-api');
    const [container] = api.spec.template.spec.containers;
    const env = k8sEnvOf(container);
    const port = (name: string) => container.ports.find((p: Doc) => p.name === name)?.containerPort;
    expect([port('http'), port('metrics')]).toEqual([Number(env.PORT), Number(env.METRICS_PORT)]);
    expect([Number(env.PORT), Number(env.METRICS_PORT)]).toEqual([PORTS.api, PORTS.metrics]);
    expect(api.spec.template.metadata.annotations['prometheus.io/port']).toBe(env.METRICS_PORT);
    // The metrics listener must accept the scraper from outside the pod.
    expect(env.METRICS_HOST).toBe('0.0.0.0');

    for (const w of ofKind('Deployment'))
      for (const c of w.spec.template.spec.containers)
        for (const probe of [c.startupProbe, c.livenessProbe, c.readinessProbe].filter(Boolean)) {
          const ref = (probe.httpGet ?? probe.tcpSocket).port;
          expect(c.ports.map((p: Doc) => p.name)).toContain(ref);
        }

    for (const svc of ofKind('Service')) {
      const target = ofKind('Deployment').find((d) =>
        Object.entries(svc.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
      expect(target).toBeDefined();
      const names = target.spec.template.spec.containers.flatMap((c: Doc) => c.ports.map((p: Doc) => p.name));
      for (const p of svc.spec.ports) expect(names).toContain(p.targetPort);
    }
  });

  test('Kubernetes: nginx proxies to the API Service on its port, the Ingress to the web Service', () => {
    const conf = read(`${K8S}/nginx.conf`);
    const apiService = named('Service', 'portal-api');
    expect(upstreamsOf(conf)).toEqual([`${apiService.metadata.name}:${apiService.spec.ports[0].port}`]);
    const web = named('Deployment', 'portal-web');
    const nginx = web.spec.template.spec.containers[0];
    expect(listenOf(conf)).toBe(nginx.ports[0].containerPort);
    expect(listenOf(conf)).toBe(PORTS.web);
    const generated = kustomization.configMapGenerator.find((g: Doc) => g.files.includes('nginx.conf'));
    const confVolume = web.spec.template.spec.volumes.find((v: Doc) => v.configMap);
    expect(confVolume.configMap.name).toBe(generated.name);

    for (const ingress of ofKind('Ingress'))
      for (const rule of ingress.spec.rules)
        for (const { backend } of rule.http.paths) {
          const svc = named('Service', backend.service.name);
          expect(svc.spec.ports.map((p: Doc) => p.name)).toContain(backend.service.port.name);
        }
  });
});

describe('nginx in the recipes serves as deploy/nginx does', () => {
  const template = read('deploy/nginx/portal.conf.template');

  test.each(['deploy/compose/nginx.conf', `${K8S}/nginx.conf`])(
    '%s: the same locations, the web root and page policy from the web volume',
    (file) => {
      const conf = read(file);
      expect(locationsOf(conf)).toEqual(locationsOf(template));
      // The proxying of the API (headers, timeouts, retries) and the caching by path, directive for directive.
      for (const head of ['location /api/', 'map $uri $portal_cache_control']) {
        expect(blockOf(template, head)?.length).toBeGreaterThan(3);
        expect({ head, directives: blockOf(conf, head) }).toEqual({
          head,
          directives: blockOf(template, head),
        });
      }
      expect(conf).toMatch(new RegExp(`^\\s*root ${WEB_VOLUME}/web;`, 'm'));
      expect(conf).toMatch(new RegExp(`^\\s*include ${WEB_VOLUME}/csp.conf;`, 'm'));
      expect(COPY_WEB_ROOT.join(' ')).toContain(`> ${WEB_VOLUME}/csp.conf`);
      // Unprivileged on a read-only root: the pid file and temporary files in /tmp.
      expect(conf).toMatch(/^pid \/tmp\//m);
      for (const [, dir] of conf.matchAll(/_temp_path\s+(\S+);/g)) expect(dir).toMatch(/^\/tmp\//);
    },
  );

  test('the web root volume is shared by the one-shot that fills it and nginx', () => {
    expect(composeServices['web-root'].volumes).toEqual([`web:${WEB_VOLUME}`]);
    expect(composeServices.web.volumes).toContain(`web:${WEB_VOLUME}:ro`);
    const pod = named('Deployment', 'portal-web').spec.template.spec;
    for (const c of [...pod.initContainers, ...pod.containers])
      expect(c.volumeMounts.find((m: Doc) => m.mountPath === WEB_VOLUME)?.name).toBe('web');
  });
});

describe('Kubernetes objects', () => {
  test('the kustomization lists files that exist', () => {
    const files = [
      ...kustomization.resources,
      ...kustomization.configMapGenerator.flatMap((g: Doc) => g.files),
    ];
    for (const file of files) expect(existsSync(path.join(REPO, K8S, file))).toBe(true);
  });

  test('every kind the deployment needs is there', () => {
    const kinds = k8sDocs.map((d) => d.kind);
    for (const kind of [
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Job',
      'Ingress',
      'ConfigMap',
      'Secret',
    ])
      expect(kinds).toContain(kind);
    expect(
      ofKind('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(['portal-api', 'portal-web', 'portal-worker']);
  });

  test('the autoscaler and the disruption budget govern the API Deployment', () => {
    const api = named('Deployment', 'portal-api');
    const hpa = ofKind('HorizontalPodAutoscaler')[0];
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'portal-api',
    });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    // The autoscaler owns the count: a replicas field would be reset at every apply.
    expect(api.spec.replicas).toBeUndefined();
    const pdb = ofKind('PodDisruptionBudget')[0];
    expect(pdb.spec.selector.matchLabels).toEqual(api.spec.selector.matchLabels);
    expect(api.spec.template.metadata.labels).toMatchObject(api.spec.selector.matchLabels);
  });

  test('the Secret and the public settings are marked as placeholders', () => {
    const secretFile = read(`${K8S}/secret.yaml`);
    const secret = ofKind('Secret')[0];
    for (const key of Object.keys(secret.stringData))
      expect(secretFile).toMatch(new RegExp(`^\\s*${key}: .*# PLACEHOLDER$`, 'm'));
    expect(read(`${K8S}/config.yaml`)).toMatch(/PUBLIC_URL: .*# PLACEHOLDER/);
  });
});

describe('non-root, read-only root filesystem', () => {
  const imageUser = instruction('USER').at(-1)!;

  test('the image runs as a numeric non-root user, with its writable data on a volume', () => {
    const uid = Number(imageUser.split(':')[0]);
    expect(uid).toBeGreaterThan(0);
    const volumes: string[] = JSON.parse(instruction('VOLUME').at(-1)!);
    // The embedded defaults' writes (PGlite, the file store) go under the volume, nowhere else in the image.
    for (const name of ['PGLITE_DIR', 'STORAGE_DIR'])
      expect(volumes.some((v) => dockerEnv[name].startsWith(`${v}/`))).toBe(true);
  });

  test('every pod: non-root, read-only root, no privilege escalation, /tmp a volume for the portal image', () => {
    for (const w of workloads) {
      const pod = w.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      for (const c of podContainers(w)) {
        const where = `${w.metadata.name}/${c.name}`;
        expect({ where, ...c.securityContext }).toMatchObject({
          where,
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        const uid = c.securityContext.runAsUser ?? pod.securityContext.runAsUser;
        expect(uid).toBeGreaterThan(0);
        if (isPortal(c)) {
          expect(String(uid)).toBe(imageUser.split(':')[0]);
          if (roleOf(c.command) !== 'web-root')
            expect(c.volumeMounts.map((m: Doc) => m.mountPath)).toContain('/tmp');
        }
      }
    }
  });

  test('compose: the image and nginx on read-only roots, /tmp in memory', () => {
    for (const [name, s] of [...portalServices, ['web', composeServices.web] as const]) {
      expect({ name, read_only: s.read_only }).toEqual({ name, read_only: true });
      expect(s.tmpfs).toEqual(['/tmp']);
    }
  });
});

describe('probes name routes the processes declare', () => {
  /** The API's routes under /api that system.ts declares (app.ts mounts the route table at that prefix). */
  function apiSystemRoutes(): string[] {
    expect(read('api/src/app.ts')).toMatch(/registerRoutes\([^)]*\);?\s*\},\s*\{ prefix: '\/api' \}/);
    return [...read('api/src/routes/system.ts').matchAll(/\br\.get\('([^']+)'/g)].map((m) => `/api${m[1]}`);
  }
  /** The routes of the worker's health port (worker.ts). */
  const workerRoutes = () =>
    [...read('api/src/worker.ts').matchAll(/\bserver\.get\('([^']+)'/g)].map((m) => m[1]);

  test('liveness and readiness are the health and readiness routes; the HEALTHCHECK asks the liveness one', () => {
    const routes = apiSystemRoutes();
    expect(routes).toEqual(expect.arrayContaining([PROBES.liveness, PROBES.readiness]));
    expect(routes).not.toContain('/api/healthz');
    expect(workerRoutes()).toContain(PROBES.worker);

    const api = named('Deployment', 'portal-api').spec.template.spec.containers[0];
    expect(api.livenessProbe.httpGet.path).toBe(PROBES.liveness);
    expect(api.startupProbe.httpGet.path).toBe(PROBES.liveness);
    expect(api.readinessProbe.httpGet.path).toBe(PROBES.readiness);
    const worker = named('Deployment', 'portal-worker').spec.template.spec.containers[0];
    expect(worker.livenessProbe.httpGet.path).toBe(PROBES.worker);
    const healthcheck = instruction('HEALTHCHECK').at(-1)!;
    expect(/'(\/api\/[a-z]+)'/.exec(healthcheck)?.[1]).toBe(PROBES.liveness);
  });

  test('every HTTP probe of a pod of the image names a route of its process, on the port that process listens on', () => {
    const checked: string[] = [];
    for (const w of workloads)
      for (const c of podContainers(w).filter(isPortal)) {
        const role = roleOf(c.command);
        const env = k8sEnvOf(c);
        for (const probe of [c.startupProbe, c.livenessProbe, c.readinessProbe].filter(Boolean)) {
          const port = c.ports.find((p: Doc) => p.name === probe.httpGet.port).containerPort;
          if (role === 'api') {
            expect(apiSystemRoutes()).toContain(probe.httpGet.path);
            expect(port).toBe(Number(env.PORT));
          } else {
            expect(role).toBe('worker');
            expect(workerRoutes()).toContain(probe.httpGet.path);
            expect(port).toBe(Number(env.WORKER_HEALTH_PORT));
            expect(port).toBe(PORTS.workerHealth);
          }
          checked.push(`${role} ${probe.httpGet.path}`);
        }
      }
    expect(new Set(checked)).toEqual(
      new Set([`api ${PROBES.liveness}`, `api ${PROBES.readiness}`, `worker ${PROBES.worker}`]),
    );
  });
});
