import { appOfFile, type Session, type TestApp } from '../helpers';

export type Who = Session;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** The tasking suites ask in WGS-84, as a client that names no coordinate system would get otherwise in GCJ-02. */
export const WGS = { satellite: 'WGS84' };

/**
 * The calls the tasking suites make, as a client makes them: `call` answers as sent, `ok` insists on 200 and reads
 * the body, `mission`/`task` read one record (as staff unless told), `act` changes a task at its current version;
 * and the steps of an order's life the suites take it through. The app, the staff member and the control team are
 * read when a call runs, as the suites make them in beforeAll.
 */
export function taskingCalls(app: () => TestApp, staff: () => Who, control: () => Who = staff) {
  const call = (method: Method, url: string, who: Who, payload?: object, lang: 'en' | 'zh' = 'en') =>
    app().call({ method, url, token: who.token, lang, headers: WGS, payload });
  const ok = async (method: Method, url: string, who: Who, payload?: object, lang: 'en' | 'zh' = 'en') => {
    const res = await call(method, url, who, payload, lang);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const mission = async (id: number, who: Who = staff()) =>
    (await ok('GET', `/api/commodity/missions/${id}/`, who)).data[0];
  const task = async (id: number) => (await ok('GET', `/api/commodity/tasks/${id}/`, staff())).data[0];
  const version = async (taskId: number) => (await task(taskId)).version;
  const act = async (taskId: number, body: object) =>
    ok('PUT', `/api/commodity/tasks/${taskId}/`, staff(), { version: await version(taskId), ...body });
  const review = async (id: number) =>
    ok('POST', `/api/commodity/missions/${id}/review/`, staff(), {
      version: (await mission(id)).version,
      accept: true,
    });
  /** Plans the order's first opportunity that `pick` takes (by default one not planned and without conflicts). */
  const planOne = async (
    id: number,
    pick: (o: Opportunity) => boolean = (o) => !o.planned && !o.conflicts.length,
  ) => {
    const opps = (await ok('GET', `/api/commodity/missions/${id}/opportunities/`, staff()))
      .data as Opportunity[];
    const key = opps.find(pick)!.key;
    const res = await ok('POST', '/api/commodity/tasks/', staff(), {
      mission_id: id,
      version: (await mission(id)).version,
      keys: [key],
    });
    return res.data[0].id as number;
  };
  const receive = async (tk: number) =>
    ok('POST', '/api/commodity/tasks/receive/', control(), {
      tasks: [{ id: tk, version: await version(tk) }],
    });
  /** The pass comes: the task's imaging window moves to two hours ago. */
  const passCame = (tk: number) =>
    app().db.query(
      `UPDATE tasks SET imaging_start = now() - interval '2 hours' + (imaging_start - imaging_end),
              imaging_end = now() - interval '2 hours' WHERE id = $1`,
      [tk],
    );
  /** The task imaged, its data transferred and its product qualified. */
  const qualify = async (tk: number) => {
    await act(tk, { action: 'imaging', zgcxcgpd: 1 });
    await act(tk, { action: 'transfer', transfer: 1 });
    await act(tk, { action: 'quality', product_status: 'qualified' });
  };
  /** A customer's balance, and the ledger rows of one tasking order ([scene, fen], oldest first). */
  const balanceOf = async (userId: number) =>
    Number(
      (await app().db.query<{ b: string }>('SELECT balance_fen AS b FROM users WHERE id = $1', [userId]))
        .rows[0].b,
    );
  const ledgerOf = async (missionId: number) =>
    (
      await app().db.query<{ scene: string; amount_fen: string }>(
        'SELECT scene, amount_fen FROM ledger WHERE reference = $1 ORDER BY id',
        [`mission:${missionId}`],
      )
    ).rows.map((r) => [r.scene, Number(r.amount_fen)]);
  return {
    call,
    ok,
    mission,
    task,
    version,
    act,
    review,
    planOne,
    receive,
    passCame,
    qualify,
    balanceOf,
    ledgerOf,
  };
}

interface Opportunity {
  key: string;
  conflicts: unknown[];
  planned: boolean;
}

/**
 * A tasking suite's app (the hand-made catalog loaded when asked), its staff member (admin) and control team
 * (control), and the calls of taskingCalls made as them.
 */
export function taskingSuite(opts: { catalog?: boolean } = {}) {
  const t = appOfFile(opts);
  const admin = t.session('admin');
  const control = t.session('control');
  return {
    t,
    admin,
    control,
    ...taskingCalls(
      () => t,
      () => admin,
      () => control,
    ),
  };
}
