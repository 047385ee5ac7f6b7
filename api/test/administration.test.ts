import ExcelJS from 'exceljs';
import { appOfFile, postForm } from './helpers';

/**
 * Staff and sales administration of customers: the user list (filters, sorting, the sales person's view), staff
 * actions on accounts, reviews of real-name verifications and information changes (the customer sees the result
 * and gets an alert), and the audit log of it all, which only the system administrator reads.
 */
const t = appOfFile();
let admin: string;
let control: string;
const sales = t.session('sales');
const presales = t.session('presales');

beforeAll(async () => {
  admin = (await t.tokenOf('admin')).token;
  control = (await t.tokenOf('control')).token;
});

let serial = 0;
/** A customer account made straight in the database (registration has tests of its own). */
async function customer(fields: { name?: string; organization?: string; salesId?: number | null } = {}) {
  serial += 1;
  const username = `adm${serial}x${Math.random().toString(36).slice(2, 7)}`;
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO users (type, username, password_hash, name, mobile, email, organization, sales_id)
     VALUES ('customer', $1, 'x', $2, $3, $4, $5, $6) RETURNING id`,
    [
      username,
      fields.name ?? `Name ${serial}`,
      `139${String(serial).padStart(4, '0')}${String(Math.floor(Math.random() * 9000) + 1000)}`,
      `${username}@example.com`,
      fields.organization ?? 'Org',
      fields.salesId ?? null,
    ],
  );
  const id = Number(rows[0].id);
  return { id, username, token: (await t.tokenOf(username)).token };
}

const get = (url: string, token: string, lang?: 'en' | 'zh') => t.call({ method: 'GET', url, token, lang });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload, lang: 'en' });

async function auditOf(subjectType: string, subjectId: number) {
  const res = await get(`/api/audit_log/?subject_type=${subjectType}&subject_id=${subjectId}`, admin);
  expect(res.json().code).toBe(0);
  return res.json().data as { action: string; actor_username: string; before: unknown; after: unknown }[];
}

describe('user list', () => {
  it('filters by each field and verification state, sorts on the server, and names the sales person', async () => {
    const a = await customer({ name: 'Zhao Alpha', organization: 'Hydro Institute', salesId: sales.userId });
    const b = await customer({ name: 'Qian Beta', organization: 'Hydro Survey' });
    const list = async (query: string) =>
      (await get(`/api/user/query_all_user/?size=200&${query}`, admin)).json() as {
        total: number;
        data: {
          id: number;
          username: string;
          sales_username: string | null;
          real_person_status: string;
        }[];
      };
    const byOrg = await list('organization=hydro&ordering=-name');
    expect(byOrg.data.map((u) => u.id)).toEqual([a.id, b.id]); // Zhao… after Qian…, descending
    expect(byOrg.data[0].sales_username).toBe('sales');
    expect(byOrg.data[1].sales_username).toBeNull();
    expect((await list('organization=hydro&ordering=name')).data.map((u) => u.id)).toEqual([b.id, a.id]);
    expect((await list(`username=${a.username}`)).data.map((u) => u.id)).toEqual([a.id]);
    expect((await list('name=qian beta')).data.map((u) => u.id)).toEqual([b.id]);
    expect((await list(`sales_id=${sales.userId}&organization=hydro`)).total).toBe(1);
    expect((await list('organization=hydro&verification=none')).total).toBe(2);
    expect((await list('organization=hydro&verification=pending')).total).toBe(0);
    // A bad sort key is a clear 400, not an error of the database.
    const bad = await get('/api/user/query_all_user/?ordering=password_hash', admin, 'en');
    expect(bad.statusCode).toBe(400);
  });

  it('sales see customer accounts only, act only on their own customers, and can claim an unassigned one', async () => {
    const mine = await customer({ salesId: sales.userId });
    const free = await customer();
    const theirs = await customer({ salesId: presales.userId });
    const seen = (await get('/api/user/query_all_user/?size=200', sales.token)).json();
    expect(seen.data.every((u: { type: string }) => u.type === 'customer')).toBe(true);
    expect(seen.data.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([mine.id, free.id]));
    const managed = (await get('/api/user/manage_customer/?size=200', sales.token)).json();
    expect(managed.data.map((u: { id: number }) => u.id)).toContain(mine.id);
    expect(managed.data.map((u: { id: number }) => u.id)).not.toContain(theirs.id);

    // Another sales person's customer: no change, no role change, no deletion.
    expect(
      (await send('POST', '/api/user/manage_customer/', sales.token, { user_id: theirs.id, name: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/api/user/manage_customer/', sales.token, { user_id: mine.id, type: 'sales' }))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/user/admin_myuser/${theirs.id}/`, sales.token)).statusCode).toBe(404);
    const after = (await get(`/api/user/query_all_user/?id=${theirs.id}`, admin)).json().data[0];
    expect([after.name, after.sales_id]).toEqual([expect.stringMatching(/^Name /), presales.userId]);

    const claim = await send('POST', '/api/user/manage_customer/', sales.token, {
      user_id: free.id,
      claim: true,
    });
    expect(claim.json().data[0]).toMatchObject({ sales_id: sales.userId, sales_username: 'sales' });
    const log = await auditOf('user', free.id);
    expect(log[0]).toMatchObject({ action: 'user.update', actor_username: 'sales' });
    expect(log[0].before).toMatchObject({ sales_id: null });
    expect(log[0].after).toMatchObject({ sales_id: sales.userId, claimed: true });
  });

  it('staff change the role, deactivate, assign the sales person and delete; each action is audited', async () => {
    const c = await customer();
    const change = (body: object) =>
      send('POST', '/api/user/manage_customer/', control, { user_id: c.id, ...body });
    expect((await change({ type: 'presales' })).json().data[0].type).toBe('presales');
    expect((await change({ is_active: false })).json().data[0].is_active).toBe(false);
    // Deactivating ends the account's sessions.
    expect((await get('/api/user/userinfo/', c.token)).json().code).toBe(201);
    expect((await change({ sales_id: sales.userId })).json().data[0].sales_username).toBe('sales');
    // A sales id that is not a sales account (here a staff account) is refused and changes nothing.
    const wrong = await change({ sales_id: (await t.tokenOf('control')).userId });
    expect([wrong.statusCode, wrong.json().errors[0].field]).toEqual([400, 'sales_id']);
    expect((await get(`/api/user/query_all_user/?id=${c.id}`, admin)).json().data[0].sales_id).toBe(
      sales.userId,
    );
    expect((await send('DELETE', `/api/user/admin_myuser/${c.id}/`, control)).json().code).toBe(0);
    expect((await get(`/api/user/query_all_user/?id=${c.id}`, admin)).json().total).toBe(0);

    const log = await auditOf('user', c.id);
    expect(log.map((x) => x.action)).toEqual(['user.delete', 'user.update', 'user.update', 'user.update']);
    expect(log.every((x) => x.actor_username === 'control')).toBe(true);
    expect(log[3]).toMatchObject({ before: { type: 'customer' }, after: { type: 'presales' } });
    expect(log[2]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    expect(log[0]).toMatchObject({ before: { username: c.username }, after: { deleted: true } });
  });

  it('exports the filtered list as XLSX and CSV, with the verification state and the sales person', async () => {
    const c = await customer({ organization: 'Export Check Ltd', salesId: sales.userId });
    const xlsx = await t.call({
      method: 'GET',
      url: '/api/user/download_user/?organization=export%20check&format=xlsx',
      token: admin,
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0].slice(1);
    expect(header).toEqual(expect.arrayContaining(['username', 'verification', 'sales', 'active']));
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[1][i + 1]]));
    expect(row).toMatchObject({ username: c.username, verification: 'none', sales: 'sales', active: 'yes' });
    const csv = await get('/api/user/download_user/?organization=export%20check&format=csv', sales.token);
    expect(csv.body).toContain(c.username);
  });
});

/** Submits a real-name verification as the customer (a real PDF header: the type is read from the bytes). */
async function submitVerification(token: string) {
  const res = await postForm(t, '/api/user/real_person/', {
    fields: { name: '李四', id_number: '11010519491231002X' },
    file: { name: 'id.pdf', data: Buffer.from('%PDF-1.4\n% verification\n'), field: 'document' },
    token,
  });
  expect(res.json().code).toBe(0);
  return Number(res.json().data[0].id);
}

describe('reviews', () => {
  it('a rejection needs its reason; the customer reads it on their account and gets an alert', async () => {
    const c = await customer({ salesId: sales.userId });
    const id = await submitVerification(c.token);
    const noReason = await send('POST', '/api/user/audit_user/', admin, { id, approve: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { field: 'comment', message: 'Give the reason for the rejection' },
    ]);
    // Sales review their own customers' requests too.
    const queue = (await get('/api/user/audit_user/?kind=verification', sales.token)).json();
    expect(queue.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (
        await send('POST', '/api/user/audit_user/', sales.token, {
          id,
          approve: false,
          comment: 'Blurred scan',
        })
      ).json().code,
    ).toBe(0);
    // Decided once: a second decision is refused.
    expect((await send('POST', '/api/user/audit_user/', admin, { id, approve: true })).statusCode).toBe(422);

    const info = (await get('/api/user/userinfo/', c.token)).json().data[0];
    expect(info).toMatchObject({ real_person_status: 'rejected', real_person_comment: 'Blurred scan' });
    const alerts = (await get('/api/commodity/notifications/', c.token, 'en')).json();
    expect(alerts.data[0]).toMatchObject({
      kind: 'review',
      mission_id: null,
      subject_id: id,
      rank: 2,
      type_status_text: 'Real-name verification rejected: Blurred scan',
      detail: 'Blurred scan',
      read: false,
    });
    const log = await auditOf('review', id);
    expect(log[0]).toMatchObject({
      action: 'review.reject',
      actor_username: 'sales',
      before: { status: 'pending', kind: 'verification' },
      after: { status: 'rejected', comment: 'Blurred scan' },
    });
  });

  it("a verified customer's new name and organization wait for review, then apply when approved", async () => {
    const c = await customer({ name: 'Old Name', organization: 'Old Org' });
    const id = await submitVerification(c.token);
    await send('POST', '/api/user/audit_user/', admin, { id, approve: true });

    const put = await send('PUT', '/api/user/userinfo/', c.token, {
      name: 'New Name',
      organization: 'New Org',
      mobile: '13700000077',
    });
    expect(put.json()).toMatchObject({
      code: 0,
      msg: 'Submitted, pending review',
      data: [
        {
          name: 'Old Name',
          organization: 'Old Org',
          mobile: '13700000077', // the contact details change at once
          pending_change: { name: 'New Name', organization: 'New Org' },
        },
      ],
    });
    const queue = (await get('/api/user/audit_user/?kind=change', control)).json();
    const request = queue.data.find((r: { user_id: number }) => r.user_id === c.id);
    expect(request).toMatchObject({
      kind: 'change',
      changes: { name: 'New Name', organization: 'New Org' },
      previous: { name: 'Old Name', organization: 'Old Org' },
      document_name: null,
    });
    // Not this sales person's customer: invisible and not theirs to decide.
    expect(
      (await get('/api/user/audit_user/?kind=change', presales.token))
        .json()
        .data.some((r: { id: number }) => r.id === request.id),
    ).toBe(false);
    expect(
      (await send('POST', '/api/user/audit_user/', presales.token, { id: request.id, approve: true }))
        .statusCode,
    ).toBe(404);

    await send('POST', '/api/user/audit_user/', control, { id: request.id, approve: true });
    const info = (await get('/api/user/userinfo/', c.token)).json().data[0];
    expect(info).toMatchObject({
      name: 'New Name',
      organization: 'New Org',
      pending_change: null,
      last_change: { status: 'approved', changes: { name: 'New Name', organization: 'New Org' } },
    });
    const alert = (await get('/api/commodity/notifications/', c.token, 'zh')).json().data[0];
    expect(alert.type_status_text).toBe('信息变更已通过');
  });

  it('an unverified customer changes their name at once; a customer reaches no review call', async () => {
    const c = await customer({ name: 'Plain' });
    const put = await send('PUT', '/api/user/userinfo/', c.token, { name: 'Plainer' });
    expect(put.json()).toMatchObject({ msg: 'Saved', data: [{ name: 'Plainer', pending_change: null }] });
    expect((await get('/api/user/audit_user/', c.token)).statusCode).toBe(403);
    expect((await send('POST', '/api/user/audit_user/', c.token, { id: 1, approve: true })).statusCode).toBe(
      403,
    );
  });
});

describe('audit log', () => {
  it('only the system administrator reads it', async () => {
    expect((await get('/api/audit_log/', admin)).json().code).toBe(0);
    expect((await get('/api/audit_log/', control)).statusCode).toBe(403);
    expect((await get('/api/audit_log/', sales.token)).statusCode).toBe(403);
  });
});
