/**
 * The fuzz suite (issue 13, "keep it so"): every operation of /api/openapi.json, called over HTTP as an anonymous
 * visitor, a customer and staff, with requests generated from its schema and hostile values (see
 * support/fuzz-requests.ts). Whatever the request: never a 5xx, never an answer slower than FUZZ_SLOW_MS (2 s, the
 * sign of work blocking the event loop) twice in a row, and the service still answering afterwards with no unhandled
 * error.
 * Seeded (FUZZ_SEED) and bounded (FUZZ_RUNS per operation and caller) so a run is repeatable.
 *
 * `npm test` runs the API tests twice, on PGlite and on PostgreSQL, and the fuzz was a quarter of their time. The two
 * runs share one seeded series instead of each sending all of it: the PGlite run sends one request of every three,
 * the PostgreSQL run (three times faster at it) the other two (random requests, and the well-formed candidates for the
 * systematic mutations), so both drivers meet every kind of request and hostile value, and between them the whole
 * series is sent once. FUZZ_SHARE=all sends the whole series in one run (pglite or postgres picks a share).
 */
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFixture } from './catalog-fixtures';
import { JSON_BODY_LIMIT_BYTES } from '../src/http/request-guard';
import { startTestApp, type TestApp } from './helpers';
import { startWatchdog } from './support/watchdog';
import {
  MUTATIONS,
  SchemaArbitraries,
  singleMutations,
  type FuzzRequest,
  type OpenApiDoc,
} from './support/fuzz-requests';

jest.setTimeout(900_000);

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 2000);
const CALLERS = [null, 'customer', 'admin'] as const;
// FUZZ_ONLY (a regular expression of paths, e.g. '^/api/effect/') fuzzes only the operations of matching paths.
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
const SHARE = process.env.FUZZ_SHARE ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
/** Whether this run sends the n-th request of a series (all, one of every three, or the other two: see the header). */
const mine = (n: number) => SHARE === 'all' || (n % 3 === 0) === (SHARE === 'pglite');

// The service runs in this process: a request that blocks its event loop for good would block the test too. The
// watchdog starts once the service does (its database may wait for the template another file is building).
let watchdog: ReturnType<typeof startWatchdog>;
let t: TestApp;
let base: string;
const agent = new http.Agent({ keepAlive: true });
const unhandled: unknown[] = [];
const onUnhandled = (err: unknown) => unhandled.push(err);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  t = await startTestApp();
  await loadFixture(t.db);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  watchdog = startWatchdog(60_000);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  await watchdog?.stop();
  agent.destroy();
  await t?.close();
});

/** Fresh sessions of the demo accounts, put back in order if an earlier request deleted or disabled them. */
async function sessions(): Promise<Record<string, { token: string; userId: number }>> {
  await t.db.query(
    "UPDATE users SET deleted_at = NULL, is_active = true WHERE username IN ('customer', 'admin')",
  );
  return { customer: await t.tokenOf('customer'), admin: await t.tokenOf('admin') };
}

/**
 * One request over HTTP with node:http, as fetch would send it (its URL parsed the same way, a multipart body encoded
 * by the same FormData). With fetch, its web streams and undici took a fifth of this thread's CPU.
 */
async function send(req: FuzzRequest, caller: { token: string; userId: number } | null) {
  const headers: Record<string, string> = { accept: '*/*', 'accept-language': 'en-US' };
  if (caller)
    Object.assign(headers, { authorization: `Bearer ${caller.token}`, 'user-id': String(caller.userId) });
  let body: Buffer | undefined;
  if (req.body?.type === 'json') {
    headers['content-type'] = 'application/json';
    body = Buffer.from(req.body.text);
  } else if (req.body?.type === 'multipart') {
    const form = new FormData();
    for (const [name, value, filename] of req.body.form)
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, filename);
    const encoded = new Response(form);
    headers['content-type'] = encoded.headers.get('content-type')!;
    body = Buffer.from(await encoded.arrayBuffer());
  }
  if (body) headers['content-length'] = String(body.length);
  watchdog.beat(`${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.body)?.slice(0, 500)}`);
  const url = new URL(base + req.url);
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: url.pathname + url.search,
          headers,
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(res.statusCode!));
          res.on('error', reject);
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error('no answer in 30 s')));
      // A kept-alive connection that the service closed just as it was reused: sent once more, on a new connection.
      request.on('error', (err) => reject(Object.assign(err, { reused: request.reusedSocket })));
      request.end(body);
    });
  const started = performance.now();
  const status = await once().catch((err: Error & { reused: boolean; code?: string }) => {
    if (err.reused && err.code === 'ECONNRESET') return once();
    // A body over the limit is answered 413 at once, on a connection the service then closes (Fastify's rule, as
    // the client would otherwise go on sending it): the client, still writing, may meet the closed socket before
    // it reads the answer. That is a refusal, not a failure; the health check after each operation still runs.
    if (body && body.length > JSON_BODY_LIMIT_BYTES && (err.code === 'EPIPE' || err.code === 'ECONNRESET'))
      return 413;
    throw err;
  });
  return { status, ms: performance.now() - started };
}

const ACCEPTED_PER_OPERATION = 4;
/**
 * Refusals that no other body could turn into an acceptance: the caller's role (401, 403), a conflict with what is
 * stored (409), the sign-in throttle (429). Once this many candidates in a row are refused with the same one of them,
 * the caller's remaining candidates are not sent (they would be refused alike, a third of the candidates' requests).
 */
const BODY_INDEPENDENT = new Set([401, 403, 409, 429]);
const REFUSED_ALIKE_LIMIT = 8;
const jsonRequest = (method: string, url: string, body: unknown): FuzzRequest => ({
  method: method.toUpperCase(),
  url,
  body: { type: 'json', text: JSON.stringify(body) },
});

it('no operation answers 5xx, hangs, or stops the service, whoever calls it with whatever', async () => {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDoc;
  const arbitraries = new SchemaArbitraries(doc);
  const failures: string[] = [];
  let requests = 0;
  let operations = 0;
  let slowest = { ms: 0, what: '' };
  /** Milliseconds spent per operation, for the report: where the suite's time goes. */
  const spent = new Map<string, number>();
  let current = '';
  /** Sends a request and records what is wrong with its answer; returns its status (null: no answer). */
  async function check(req: FuzzRequest, caller: { token: string; userId: number } | null, what: string) {
    try {
      const { status, ms } = await send(req, caller);
      spent.set(current, (spent.get(current) ?? 0) + ms);
      if (ms > slowest.ms) slowest = { ms, what };
      if (status >= 500) failures.push(`HTTP ${status}: ${what}`);
      // Slow once is the machine (other tests running beside this one) or a first computation that is then kept (a
      // sample's picture); an input that makes the service hang is slow every time: it is sent once more.
      if (ms > SLOW_MS) {
        const again = await send(req, caller);
        if (again.ms > SLOW_MS)
          failures.push(`${Math.round(ms)} ms, then ${Math.round(again.ms)} ms: ${what}`);
      }
      return status;
    } catch (err) {
      failures.push(`no answer (${(err as Error).message}): ${what}`);
      return null;
    }
  }
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (ONLY && !ONLY.test(path)) continue;
    for (const [method, op] of Object.entries(ops)) {
      operations++;
      current = `${method.toUpperCase()} ${path}`;
      const samples = fc.sample(arbitraries.requests(path, method, op), {
        seed: SEED + operations,
        numRuns: RUNS * CALLERS.length,
      });
      const accounts = await sessions();
      for (const [i, req] of samples.entries()) {
        // One round is one request of each caller: a run keeps every other round, so each caller keeps its share.
        if (!mine(Math.floor(i / CALLERS.length))) continue;
        const who = CALLERS[i % CALLERS.length];
        const what = `${who ?? 'anonymous'} ${req.method} ${req.url.slice(0, 200)} ${JSON.stringify(req.body)?.slice(0, 200)}`;
        requests++;
        await check(req, who ? accounts[who] : null, what);
      }
      const health = await fetch(`${base}/api/health`);
      if (health.status !== 200) failures.push(`service not answering after ${method} ${path}`);
    }
  }
  // Systematic: for each operation with a JSON body, one request the server accepts, then that request with each
  // of its places replaced by each hostile value in turn, so the value reaches the code behind every other check.
  let mutated = 0;
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (ONLY && !ONLY.test(path)) continue;
    for (const [method, op] of Object.entries(ops)) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      current = `${method.toUpperCase()} ${path}`;
      const accounts = await sessions();
      const url = path.replace(/\{[^}]+\}/g, '1');
      const described = (who: string, body: unknown) =>
        `${who} ${method.toUpperCase()} ${url} ${JSON.stringify(body).slice(0, 300)}`;
      const candidates = fc.sample(arbitraries.validValue(schema), { seed: SEED, numRuns: 120 });
      for (const who of ['admin', 'customer'] as const) {
        // Up to ACCEPTED_PER_OPERATION accepted requests of different shapes (a circle, a polygon, …). The candidates
        // are well-formed requests that reach the service's own checks: each is checked like the others, and a run
        // tries every other one (many operations accept none: they name records that do not exist).
        const accepted: unknown[] = [];
        let alike = { status: 0, times: 0 };
        for (const [n, body] of candidates.entries()) {
          if (accepted.length >= ACCEPTED_PER_OPERATION || alike.times >= REFUSED_ALIKE_LIMIT) break;
          if (!mine(n)) continue;
          requests++;
          const status = await check(jsonRequest(method, url, body), accounts[who], described(who, body));
          if (status === 200) accepted.push(body);
          alike =
            status !== null && BODY_INDEPENDENT.has(status)
              ? { status, times: status === alike.status ? alike.times + 1 : 1 }
              : { status: 0, times: 0 };
        }
        // A request's mutations are its places × the hostile values; a run keeps its diagonals of that grid, so it
        // still sends every hostile value and mutates every place (of a request with three places or more).
        const mutations = accepted.flatMap((a) =>
          singleMutations(a, MUTATIONS, 200).filter((_, n) =>
            mine(Math.floor(n / MUTATIONS.length) + (n % MUTATIONS.length)),
          ),
        );
        for (const body of mutations) {
          requests++;
          mutated++;
          await check(jsonRequest(method, url, body), accounts[who], described(who, body));
        }
        if (accepted.length) break;
      }
    }
  }
  console.log(
    `fuzz: ${operations} operations, ${requests} requests (${mutated} systematic mutations of accepted requests; seed ${SEED}, ${SHARE === 'all' ? 'the whole series' : `the ${SHARE} share of the series`}); slowest ${Math.round(slowest.ms)} ms: ${slowest.what.slice(0, 160)}; most time: ${[
      ...spent,
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([op, ms]) => `${op} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  expect(operations).toBeGreaterThanOrEqual(ONLY ? 1 : 60);
  expect(failures.slice(0, 40)).toEqual([]);
  expect(unhandled).toEqual([]);
});
