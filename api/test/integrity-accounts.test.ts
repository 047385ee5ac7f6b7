import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import { appOfFile, postForm } from './helpers';

/**
 * Integrity of accounts, whatever the timing: one pending review request per person, roles that only a system
 * administrator hands out, "my" lists that hold the caller's own rows for every role, and a bill whose rows follow
 * the ledger. Requests that must count once are sent ten at a time.
 */
const t = appOfFile();
const admin = t.session('admin');
const control = t.session('control');
const sales = t.session('sales');

let serial = 0;
/** An account made straight in the database (registration has tests of its own). */
async function account(type = 'customer', fields: { salesId?: number; balanceFen?: number } = {}) {
  serial += 1;
  const username = `integ${serial}x${Math.random().toString(36).slice(2, 7)}`;
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO users (type, username, password_hash, name, mobile, email, organization, sales_id, balance_fen)
     VALUES ($1, $2, 'x', $3, $4, $5, 'Org', $6, $7) RETURNING id`,
    [
      type,
      username,
      `Name ${serial}`,
      `136${String(serial).padStart(4, '0')}${String(Math.floor(Math.random() * 9000) + 1000)}`,
      `${username}@example.com`,
      fields.salesId ?? null,
      fields.balanceFen ?? 0,
    ],
  );
  const id = Number(rows[0].id);
  return { id, username, token: (await t.tokenOf(username)).token };
}

const get = (url: string, token: string) => t.call({ method: 'GET', url, token, lang: 'en' });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload, lang: 'en' });

const verification = (token: string) =>
  postForm(t, '/api/user/real_person/', {
    fields: { name: '李四', id_number: '11010519491231002X' },
    file: { name: 'id.pdf', data: Buffer.from('%PDF-1.4\n% verification\n'), field: 'document' },
    token,
    lang: 'en',
  });

const pendingOf = async (userId: number, kind: 'verification' | 'change') =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM real_person_requests WHERE user_id = $1 AND kind = $2 AND status = 'pending'`,
      [userId, kind],
    )
  ).rows[0].n;

describe('one pending request per person', () => {
  it('of 10 real-name verifications sent at once, one waits for review; the others are told one already does', async () => {
    const c = await account();
    const answers = await Promise.all(Array.from({ length: 10 }, () => verification(c.token)));
    const accepted = answers.filter((a) => a.json().code === 0);
    expect(accepted).toHaveLength(1);
    expect(accepted[0].json().msg).toBe('Submitted, pending review');
    for (const refused of answers.filter((a) => a.json().code !== 0)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().msg).toBe('A real-name verification request is already pending review');
    }
    expect(await pendingOf(c.id, 'verification')).toBe(1);
    const queue = (await get('/api/user/audit_user/?kind=verification&size=200', admin.token)).json();
    expect(queue.data.filter((r: { user_id: number }) => r.user_id === c.id)).toHaveLength(1);
  });

  it("of 10 changes of a verified customer's name sent at once, one waits for review; the others are refused", async () => {
    const c = await account();
    expect((await verification(c.token)).json().code).toBe(0);
    const id = (
      await t.db.query<{ id: string }>('SELECT id FROM real_person_requests WHERE user_id = $1', [c.id])
    ).rows[0].id;
    expect(
      (await send('POST', '/api/user/audit_user/', admin.token, { id: Number(id), approve: true })).json()
        .code,
    ).toBe(0);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('PUT', '/api/user/userinfo/', c.token, { name: `New Name ${i}` }),
      ),
    );
    const accepted = answers.filter((a) => a.json().code === 0);
    expect(accepted).toHaveLength(1);
    expect(accepted[0].json().msg).toBe('Submitted, pending review');
    for (const refused of answers.filter((a) => a.json().code !== 0)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().msg).toBe('A change of name or organization is already pending review');
    }
    expect(await pendingOf(c.id, 'change')).toBe(1);
    const info = (await get('/api/user/userinfo/', c.token)).json().data[0];
    expect(info.pending_change).toEqual(accepted[0].json().data[0].pending_change);

    // Once decided, the next change may be asked for; contact details never wait.
    const change = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM real_person_requests WHERE user_id = $1 AND kind = 'change' AND status = 'pending'`,
        [c.id],
      )
    ).rows[0].id;
    await send('POST', '/api/user/audit_user/', admin.token, {
      id: Number(change),
      approve: false,
      comment: 'No',
    });
    const again = await send('PUT', '/api/user/userinfo/', c.token, { name: 'Other Name' });
    expect(again.json()).toMatchObject({ code: 0, data: [{ pending_change: { name: 'Other Name' } }] });
    const contact = await send('PUT', '/api/user/userinfo/', c.token, { mobile: '13500001234' });
    expect(contact.json()).toMatchObject({ code: 0, data: [{ mobile: '13500001234' }] });
  });
});

describe('only a system administrator hands out staff roles', () => {
  const setType = (token: string, userId: number, type: string) =>
    send('POST', '/api/user/manage_customer/', token, { user_id: userId, type });
  const typeOf = async (userId: number) =>
    (await t.db.query<{ type: string }>('SELECT type FROM users WHERE id = $1', [userId])).rows[0].type;

  it('the control team cannot make, unmake or change a staff member; the account keeps its role', async () => {
    const c = await account();
    const refused = await setType(control.token, c.id, 'admin');
    expect([refused.statusCode, refused.json().msg]).toEqual([403, 'You do not have permission to do this']);
    expect(await typeOf(c.id)).toBe('customer');
    // The account made an administrator would read the audit log control may not.
    expect((await get('/api/audit_log/', c.token)).statusCode).toBe(403);

    expect((await setType(control.token, c.id, 'control')).statusCode).toBe(403);
    const otherAdmin = await account('admin');
    expect((await setType(control.token, otherAdmin.id, 'customer')).statusCode).toBe(403);
    expect(await typeOf(otherAdmin.id)).toBe('admin');
    const colleague = await account('external_tech');
    expect((await setType(control.token, colleague.id, 'data_application')).statusCode).toBe(403);
    expect((await setType(control.token, colleague.id, 'customer')).statusCode).toBe(403);
    expect(await typeOf(colleague.id)).toBe('external_tech');
    // Roles outside the staff stay theirs to set.
    expect((await setType(control.token, c.id, 'presales')).json().data[0].type).toBe('presales');
  });

  it('sales change no role at all', async () => {
    const c = await account('customer', { salesId: sales.userId });
    expect((await setType(sales.token, c.id, 'admin')).statusCode).toBe(403);
    expect(await typeOf(c.id)).toBe('customer');
  });

  it('the administrator grants and removes the role, and each change is in the audit log', async () => {
    const c = await account();
    expect((await setType(admin.token, c.id, 'admin')).json().data[0].type).toBe('admin');
    expect((await get('/api/audit_log/', c.token)).json().code).toBe(0);
    expect((await setType(admin.token, c.id, 'control')).json().data[0].type).toBe('control');
    expect((await setType(admin.token, c.id, 'customer')).json().data[0].type).toBe('customer');
    const log = (await get(`/api/audit_log/?subject_type=user&subject_id=${c.id}`, admin.token)).json().data;
    expect(
      log.map(
        (x: {
          action: string;
          actor_username: string;
          before: { type: string };
          after: { type: string };
        }) => [x.action, x.actor_username, x.before.type, x.after.type],
      ),
    ).toEqual([
      ['user.update', 'admin', 'control', 'customer'],
      ['user.update', 'admin', 'admin', 'control'],
      ['user.update', 'admin', 'customer', 'admin'],
    ]);
  });
});

describe('"my" lists hold the signed-in account\'s own rows, for every role', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  /** An account of this type with a ledger row, an archive order and a tasking order of its own. */
  async function withRows(type: string, salesId?: number) {
    const a = await account(type, { salesId, balanceFen: 100_000_000 });
    await t.db.query(
      `INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note) VALUES ($1, 100000000, 100000000, 'quota_topup', 'opening')`,
      [a.id],
    );
    const order = await t.db.query<{ id: string }>(
      `INSERT INTO archive_orders (user_id, money_fen, note) VALUES ($1, 0, 'mine') RETURNING id`,
      [a.id],
    );
    await t.db.query(
      `INSERT INTO archive_order_items (order_id, scene_id, price_fen) SELECT $1, id, 0 FROM scenes ORDER BY id LIMIT 1`,
      [order.rows[0].id],
    );
    const mission = await postForm(t, '/api/commodity/missions/new_order/', {
      fields: { ...MISSION_EXAMPLE },
      file: { name: 'application.pdf', data: PDF, field: 'application_form' },
      token: a.token,
      lang: 'en',
      headers: { satellite: 'WGS84' },
    });
    expect(mission.json().code).toBe(0);
    return a;
  }
  const owners = async (url: string, token: string) => {
    const res = (await get(url, token)).json();
    expect(res.code).toBe(0);
    return new Set((res.data as { username: string }[]).map((r) => r.username));
  };
  const LISTS = [
    '/api/user/bills/?size=100',
    '/api/commodity/orders/?size=100',
    '/api/commodity/missions/?size=100',
  ];

  it("the bill, my tasking orders and my archive orders list only the caller's rows; staff pages ask for all", async () => {
    const c = await withRows('customer', sales.userId);
    const roles = {
      customer: c,
      sales: await withRows('sales'),
      control: await withRows('control'),
      admin: await withRows('admin'),
    };
    for (const [role, a] of Object.entries(roles)) {
      for (const url of LISTS)
        expect([role, url, await owners(url, a.token)]).toEqual([role, url, new Set([a.username])]);
      const csv = await get('/api/commodity/missions/mission_export/?format=csv', a.token);
      expect(csv.statusCode).toBe(200);
      if (a !== c) expect(csv.body).not.toContain(c.username);
    }
    // Staff pages ask for everyone's rows (scope=all): the customer's rows are there.
    for (const url of LISTS) {
      expect((await owners(`${url}&scope=all`, roles.admin.token)).has(c.username)).toBe(true);
      expect((await owners(`${url}&scope=all`, roles.control.token)).has(c.username)).toBe(true);
    }
    // Sales: their customers' tasking orders and every archive order; the bill of others is staff's.
    expect((await owners('/api/commodity/missions/?size=100&scope=all', sales.token)).has(c.username)).toBe(
      true,
    );
    expect((await owners('/api/commodity/orders/?size=100&scope=all', sales.token)).has(c.username)).toBe(
      true,
    );
    expect(await owners('/api/user/bills/?size=100&scope=all', roles.sales.token)).toEqual(
      new Set([roles.sales.username]),
    );
    // A customer asking for everything still gets their own.
    for (const url of LISTS) expect(await owners(`${url}&scope=all`, c.token)).toEqual(new Set([c.username]));
  });
});

describe('bill rows in the order they happened', () => {
  interface Row {
    id: number;
    amount: number;
    balance_after: number;
    created_at: string;
  }
  /** Each row's balance is the previous row's plus its amount, and the times never go back. */
  function expectChained(rows: Row[], opening: number) {
    let balance = opening;
    let time = '';
    for (const r of rows) {
      expect([r.id, r.balance_after]).toEqual([r.id, balance + r.amount]);
      expect(r.created_at >= time).toBe(true);
      balance = r.balance_after;
      time = r.created_at;
    }
  }

  it('after 10 payments and charges sent at once, every time sort chains each balance to the one before', async () => {
    const opening = 100_000_000;
    const c = await account('customer', { balanceFen: opening });
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const mission = () =>
      postForm(t, '/api/commodity/missions/new_order/', {
        fields: { ...MISSION_EXAMPLE },
        file: { name: 'application.pdf', data: PDF, field: 'application_form' },
        token: c.token,
        lang: 'en',
        headers: { satellite: 'WGS84' },
      });
    const balance = (i: number) =>
      send('POST', '/api/user/manage_customer/', admin.token, {
        user_id: c.id,
        balance_change: i % 2 ? -(1000 + i) : 5000 + i,
        note: `change ${i}`,
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 3 === 0 ? mission() : balance(i))),
    );
    expect(answers.map((a) => a.json().code)).toEqual(Array(10).fill(0));

    const page = async (sort: string, token: string, extra = '') =>
      (await get(`/api/user/bills/?size=100&sort=${sort}${extra}`, token)).json().data as Row[];
    const oldest = await page('oldest', c.token);
    expect(oldest).toHaveLength(10);
    expectChained(oldest, opening);
    expectChained((await page('newest', c.token)).reverse(), opening);
    // The staff bill page, sorted either way, tells the same story.
    expectChained(await page('oldest', admin.token, `&scope=all&user_id=${c.id}`), opening);
    expectChained((await page('newest', admin.token, `&scope=all&user_id=${c.id}`)).reverse(), opening);
    const final = (
      await t.db.query<{ b: string }>('SELECT balance_fen AS b FROM users WHERE id = $1', [c.id])
    ).rows[0].b;
    expect(oldest[oldest.length - 1].balance_after).toBe(Number(final));
  });
});
