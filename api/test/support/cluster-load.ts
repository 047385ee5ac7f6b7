/**
 * A customer's mixed load on the portal's API through nginx (multi-copy test, `npm run bench -- scale`): searches,
 * cart adds, quotes and orders, attachment downloads. Every request it sends is safe to repeat: reads, a cart add (a
 * scene appears once), an order with its Idempotency-Key (charged once). nginx re-sends a request to another copy
 * when the first copy never got it, or failed before answering a GET; a request that was in flight on a copy that
 * died comes back as 502 (or a broken connection) and this client repeats it, as a browser's retry would. What it
 * counts is what a client observes.
 */
import { createServer, type AddressInfo } from 'node:net';

export interface LoadTargets {
  /** nginx's address (http://host:port). */
  url: string;
  /** The customer's session token. */
  token: string;
  /** Scenes the customer may order, each ordered at most once; `cartScenes` are only ever added to the cart. */
  orderScenes: string[];
  cartScenes: string[];
  /** A stored file the customer may download (GET path under /api). */
  downloadPath: string;
  /** Its size in bytes: a shorter body is a broken download. */
  downloadBytes: number;
}

export interface LoadFigures {
  /** Requests sent, repeats included. */
  sent: number;
  /** Requests that finally failed (after the client's repeats): a gateway error, a broken body, a 5xx. */
  failed: number;
  /** Repeats sent by the client after a 502/503/504 or a broken connection. */
  clientRepeats: number;
  /** Answers 502/503/504 to a GET that reached the client (nginx should have tried another copy). */
  getGatewayErrors: number;
  /** Orders the API confirmed (distinct order ids) and the Idempotency-Keys they were sent with. */
  confirmedOrders: Map<string, number>;
  /** Orders refused for a business reason (balance, a changed price): not a failure of the system. */
  refusedOrders: number;
  /** Final answers by status (0: none after the repeats). */
  statuses: Record<number, number>;
  /** Response times (ms) of every final answer, and the seconds the load ran. */
  times: number[];
  seconds: number;
}

const GATEWAY = new Set([502, 503, 504]);
const MAX_REPEATS = 8;

interface Step {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The body must be this many bytes (a download). */
  bytes?: number;
}

/**
 * Runs `clients` concurrent clients for `seconds`. `during` runs alongside (e.g. a copy killed and restarted); the
 * load stops after both. One client places the orders, one after another, so the scenes are spread over time.
 * `pauseMs` is each client's wait between two requests (a person's pace; 0, the default, is as fast as answered):
 * the test keeps the load light enough to share the machine, the benchmark measures at full speed.
 */
export async function runMixedLoad(
  t: LoadTargets,
  {
    clients = 6,
    seconds,
    pauseMs = 0,
    during,
    stopWhen,
  }: {
    clients?: number;
    /** The longest the load runs. */
    seconds: number;
    pauseMs?: number;
    during?: () => Promise<void>;
    /** Ends the load earlier, once this holds (asked before each request). */
    stopWhen?: () => boolean;
  },
): Promise<LoadFigures> {
  const pause = () => (pauseMs > 0 ? new Promise((r) => setTimeout(r, pauseMs)) : Promise.resolve());
  const f: LoadFigures = {
    sent: 0,
    failed: 0,
    clientRepeats: 0,
    getGatewayErrors: 0,
    confirmedOrders: new Map(),
    refusedOrders: 0,
    statuses: {},
    times: [],
    seconds,
  };
  const auth = { authorization: `Bearer ${t.token}` };
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const going = () => Date.now() < deadline && !stopWhen?.();

  /** One request, repeated while it meets a gateway error or a broken connection; the final answer's JSON. */
  async function send(step: Step): Promise<{ status: number; json: unknown } | null> {
    for (let attempt = 0; ; attempt++) {
      f.sent++;
      const t0 = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${t.url}/api${step.path}`, {
          method: step.method,
          headers: {
            ...auth,
            ...(step.body ? { 'content-type': 'application/json' } : {}),
            ...step.headers,
          },
          body: step.body ? JSON.stringify(step.body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        if (GATEWAY.has(status) && step.method === 'GET') f.getGatewayErrors++;
        const body = Buffer.from(await res.arrayBuffer());
        if (
          !GATEWAY.has(status) &&
          (step.bytes === undefined || status !== 200 || body.length === step.bytes)
        ) {
          f.times.push(performance.now() - t0);
          f.statuses[status] = (f.statuses[status] ?? 0) + 1;
          if (status >= 500) f.failed++;
          const json = step.bytes === undefined && body.length ? JSON.parse(body.toString('utf8')) : null;
          return { status, json };
        }
      } catch {
        // a broken connection or body: repeated below
      }
      if (attempt === MAX_REPEATS) {
        f.failed++;
        f.statuses[status] = (f.statuses[status] ?? 0) + 1;
        return null;
      }
      f.clientRepeats++;
      await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
    }
  }

  let orderIndex = 0;
  const orderer = async () => {
    while (going() && orderIndex < t.orderScenes.length) {
      const scene = t.orderScenes[orderIndex++];
      const quote = await send({ method: 'GET', path: `/commodity/order_cost/?scene_ids=${scene}` });
      const cost = (quote?.json as { data?: { cost_fen: number }[] } | null)?.data?.[0]?.cost_fen;
      if (quote?.status !== 200 || cost === undefined) continue;
      const key = `load-${started}-${scene}`;
      const placed = await send({
        method: 'POST',
        path: '/commodity/orders/',
        headers: { 'idempotency-key': key },
        body: { scene_ids: [scene], quoted_cost_fen: cost },
      });
      const order = (placed?.json as { data?: { id: number }[] } | null)?.data?.[0];
      if (placed?.status === 200 && order) f.confirmedOrders.set(key, order.id);
      else if (placed && placed.status < 500) f.refusedOrders++;
      await pause();
    }
  };

  const satellites = [undefined, ['TY-38'], ['TY-40']];
  const areas = [
    [-180, -85, 180, 85],
    [60, 0, 150, 60],
    [-130, 20, -60, 55],
  ].map((bbox) => [{ type: 'bbox', bbox }]);
  const browser = async (n: number) => {
    for (let i = n; going(); i++) {
      const steps: Step[] = [
        {
          method: 'POST',
          path: '/catalog/search/',
          body: {
            areas: areas[i % areas.length],
            satellites: satellites[(i >> 1) % satellites.length],
            size: 20,
            geometry: i % 2 === 0,
          },
        },
        {
          method: 'POST',
          path: '/commodity/manage_carts/?size=10',
          body: { scene_ids: [t.cartScenes[i % t.cartScenes.length]] },
        },
        { method: 'GET', path: '/commodity/manage_carts/?size=10' },
        { method: 'GET', path: t.downloadPath, bytes: t.downloadBytes },
        { method: 'GET', path: '/commodity/orders/?size=10' },
      ];
      await send(steps[i % steps.length]);
      await pause();
    }
  };

  await Promise.all([
    orderer(),
    ...Array.from({ length: Math.max(1, clients - 1) }, (_, n) => browser(n)),
    during?.(),
  ]);
  f.seconds = (Date.now() - started) / 1000;
  return f;
}

/** The p-th percentile (0–100) of response times, in ms. */
/** A TCP port free on this machine now (for a process about to start). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

export function percentile(times: number[], p: number): number {
  if (!times.length) return NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Envelope = { code: number; data: Record<string, unknown>[]; next?: string | null };

/** A JSON request to the API at `base`; the status and the envelope. */
export async function callApi(
  base: string,
  method: string,
  url: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Envelope }> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Envelope };
}

/** A session of a seeded account (api/README.md's demo password unless given). */
export async function signIn(
  base: string,
  username: string,
  password = 'Portal2026',
): Promise<{ token: string; userId: number }> {
  const { status, json } = await callApi(base, 'POST', '/user/login/', { body: { username, password } });
  if (status !== 200) throw new Error(`${username} could not sign in (${status})`);
  return { token: json.data[0].token as string, userId: json.data[0].user_id as number };
}

/**
 * Money for the orders: staff tops the customer's balance up through the API (a ledger row, as every balance
 * change), and up to `want` scenes the customer may order (the search, newest first, page by page, then the
 * conflict check).
 */
export async function prepareOrders(
  base: string,
  customer: { token: string; userId: number },
  { want, topUpFen = 500_000_000 }: { want: number; topUpFen?: number },
): Promise<string[]> {
  const customerToken = customer.token;
  const staff = await signIn(base, 'admin');
  const topUp = await callApi(base, 'POST', '/user/manage_customer/', {
    token: staff.token,
    body: { user_id: customer.userId, balance_change: topUpFen, note: 'load' },
  });
  if (topUp.status !== 200) throw new Error(`top-up refused (${topUp.status})`);

  const orderable: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi(base, 'POST', '/catalog/search/', {
      token: customerToken,
      body: { areas: [{ type: 'bbox', bbox: [-180, -85, 180, 85] }], size: 200, geometry: false, cursor },
    });
    if (page.status !== 200) throw new Error(`search refused (${page.status})`);
    const ids = page.json.data.map((s) => s.id as string);
    for (let i = 0; i < ids.length; i += 50) {
      const checked = await callApi(base, 'POST', '/commodity/conflict_check/', {
        token: customerToken,
        body: { scene_ids: ids.slice(i, i + 50) },
      });
      for (const c of checked.json.data) if (c.conflict === null) orderable.push(c.scene_id as string);
    }
    cursor = page.json.next ?? undefined;
  } while (cursor && orderable.length < want);
  return orderable.slice(0, want);
}
