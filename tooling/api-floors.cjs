// The floors of api/src, top to bottom. A folder (or a file directly in api/src) imports folders of its own floor
// and of the floors below it, never above, and no folders import one another in a circle, on one floor or across
// floors. A new folder goes on a floor below every folder that imports it and not below any folder it imports.
// `.dependency-cruiser.cjs` makes its rules from these floors; `tooling/check-layers.mjs` adds the folder cycles.
const FLOORS = [
  // What a process starts with: the HTTP server, the worker, the command-line tools and what composes them.
  { name: 'entry', folders: ['server.ts', 'worker.ts', 'cli', 'app.ts', 'job-handlers.ts'] },
  // The routes and the plugins, pages and documents around them.
  { name: 'routes', folders: ['routes', 'plugins', 'web', 'openapi', 'schemas'] },
  // Preparing a database: migrations, then geodata, prices and the demo data, through the domains.
  { name: 'seed', folders: ['seed'] },
  // What customers and staff do: orders, tasking, STAC, reports, users, subscriptions.
  {
    name: 'domain',
    folders: [
      'stac',
      'tasks',
      'simulation',
      'reports',
      'users',
      'cart',
      'feedback',
      'scene-permissions',
      'orders',
      'ledger',
      'subscriptions',
      'missions',
      'offer',
      'orgs',
      'org-approvals',
    ],
  },
  // What the domains are made of: the archive, its pictures and analyses, messages out (mail, webhooks, alerts),
  // places, accounts and the audit log.
  {
    name: 'services',
    folders: [
      'catalog',
      'analysis',
      'imagery',
      'geo',
      'geodata',
      'webhooks',
      'mail',
      'alerts',
      'satellites',
      'service-content',
      'audit',
      'auth',
      'wallet',
    ],
  },
  // The ground: HTTP helpers, the job queue, the database, storage, file formats, numbers, texts, configuration.
  {
    name: 'foundation',
    folders: ['http', 'jobs', 'db', 'storage', 'export', 'numbers.ts', 'i18n', 'config.ts'],
  },
];

const API_SRC = 'api/src/';

/** The folder (or `name.ts` file directly in api/src) a module of api/src belongs to; null outside api/src. */
function folderOf(source) {
  if (!source.startsWith(API_SRC)) return null;
  const rest = source.slice(API_SRC.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? rest : rest.slice(0, slash);
}

/** Floor index of each folder (0 is the top). */
const floorOf = new Map(FLOORS.flatMap((f, i) => f.folders.map((folder) => [folder, i])));

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path regex matching the modules of these folders (a folder's files, or the file itself). */
const pathOf = (folders) =>
  `^${escape(API_SRC)}(?:${folders.map((f) => (f.endsWith('.ts') ? `${escape(f)}$` : `${escape(f)}/`)).join('|')})`;

/** One dependency-cruiser rule per floor: nothing on it imports a floor above it. */
const floorRules = () =>
  FLOORS.slice(1).map((floor, i) => ({
    name: `api-floor-${floor.name}`,
    comment: `api/src: the ${floor.name} floor imports no floor above it (${FLOORS.slice(0, i + 1)
      .map((f) => f.name)
      .join(', ')}); tooling/api-floors.cjs`,
    severity: 'error',
    from: { path: pathOf(floor.folders) },
    to: { path: pathOf(FLOORS.slice(0, i + 1).flatMap((f) => f.folders)) },
  }));

module.exports = { FLOORS, folderOf, floorOf, floorRules };
