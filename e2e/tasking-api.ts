/**
 * Tasking orders through the API, for tests that start from an order in some state: a customer with money submits
 * one (its window: the coming week), and staff review it, plan tasks on the passes the access engine finds and act
 * on them — the same calls the admin pages make.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { MISSION_EXAMPLE } from '../shared/src/domain/missions';
import { expect } from './fixtures';

export type Headers = Record<string, string>;
export const headersOf = (s: { token: string; user_id: number }): Headers => ({
  Authorization: `Bearer ${s.token}`,
  'User-Id': String(s.user_id),
  'Accept-Language': 'en-US',
  Satellite: 'WGS84',
});

/** The first element of a successful answer's data. */
export async function ok<T>(res: APIResponse | Promise<APIResponse>): Promise<T> {
  const body = await (await res).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data[0] as T;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HOUR = 3_600_000;

export interface Submitted {
  id: number;
  order_no: string;
  cost_fen: number;
  version: number;
}

/** A complete order over the coming week (the fields of api/test/missions.test.ts). */
export const submitOrder = (request: APIRequestContext, customer: Headers, target: string, shots = 1) =>
  ok<Submitted>(
    request.post('/api/commodity/missions/new_order/', {
      headers: customer,
      multipart: {
        ...MISSION_EXAMPLE,
        target_name: target,
        p_number: String(shots),
        id_date_1: new Date(Date.now() + HOUR).toISOString(),
        id_date_2: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
        application_form: { name: 'application.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );

const missionOf = (request: APIRequestContext, staff: Headers, id: number) =>
  ok<Submitted & { order_state: number }>(request.get(`/api/commodity/missions/${id}/`, { headers: staff }));

/** Staff accept an order pending review: it is reviewed and created. */
export async function acceptOrder(request: APIRequestContext, staff: Headers, id: number) {
  const m = await missionOf(request, staff, id);
  await ok(
    await request.post(`/api/commodity/missions/${id}/review/`, {
      headers: staff,
      data: { version: m.version, accept: true },
    }),
  );
}

/** Staff plan one task on each of the first `n` passes free of conflicts; returns the tasks' ids. */
export async function planOrder(
  request: APIRequestContext,
  staff: Headers,
  id: number,
  n = 1,
): Promise<number[]> {
  const opps = (
    await (await request.get(`/api/commodity/missions/${id}/opportunities/`, { headers: staff })).json()
  ).data as { key: string; conflicts: unknown[]; planned: boolean }[];
  const keys = opps
    .filter((o) => !o.planned && !o.conflicts.length)
    .slice(0, n)
    .map((o) => o.key);
  expect(keys).toHaveLength(n);
  const m = await missionOf(request, staff, id);
  const res = await (
    await request.post('/api/commodity/tasks/', {
      headers: staff,
      data: { mission_id: id, version: m.version, keys },
    })
  ).json();
  expect(res.code, JSON.stringify(res)).toBe(0);
  return res.data.map((t: { id: number }) => t.id);
}

/** The control team refuses a task (dispatch failed): the order fails at task planning and is refunded. */
export async function refuseTask(request: APIRequestContext, staff: Headers, taskId: number, reason: string) {
  const t = await ok<{ version: number }>(
    await request.get(`/api/commodity/tasks/${taskId}/`, { headers: staff }),
  );
  await ok(
    await request.post('/api/commodity/tasks/receive/', {
      headers: staff,
      data: { tasks: [{ id: taskId, version: t.version }], accepted: false, reason },
    }),
  );
}

/** Order state 1024, "Task dispatch success" (docs/requirements.md §4): its task was received and awaits its results. */
const RECEIVED = 1024;

export interface FixtureOrder extends Submitted {
  /** Its one task: received, its pass come (e2e/seed-fixtures.ts). */
  taskId: number;
}

/**
 * An order e2e/seed-fixtures.ts prepared before the server started, found as staff by its target name: the first of
 * `targets` whose task is still received (an earlier attempt of the same test may have used one up).
 */
export async function fixtureOrder(
  request: APIRequestContext,
  staff: Headers,
  targets: readonly string[],
): Promise<FixtureOrder> {
  let order: (Submitted & { order_state: number }) | undefined;
  for (const target of targets) {
    const found = (
      await (
        await request.get('/api/commodity/missions/', {
          headers: staff,
          params: { scope: 'all', keyword: target },
        })
      ).json()
    ).data as { id: number; target_name: string }[];
    const mine = found.filter((m) => m.target_name === target);
    expect(mine, `the fixture order ${target}`).toHaveLength(1);
    const candidate = await missionOf(request, staff, mine[0].id);
    if (candidate.order_state === RECEIVED) {
      order = candidate;
      break;
    }
  }
  if (!order) throw new Error(`no fixture order of ${targets.join(', ')} is still received`);
  const tasks = (
    await (
      await request.get('/api/commodity/tasks/taskmission/', {
        headers: staff,
        params: { mission_id: order.id },
      })
    ).json()
  ).data as { id: number }[];
  expect(tasks).toHaveLength(1);
  return {
    id: order.id,
    order_no: order.order_no,
    cost_fen: order.cost_fen,
    version: order.version,
    taskId: tasks[0].id,
  };
}
