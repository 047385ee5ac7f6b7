/**
 * Feedback (docs/requirements.md §5, §7 "Feedback", §8, §9), on both drivers: a customer sends feedback with an attachment (29 MB
 * accepted and served back byte for byte, 31 MB refused with the spec's message and nothing kept, a renamed
 * executable refused), each §5 message in zh and en, who sees what, staff reply (the sender sees it and gets an
 * alert) and change states (audited, before and after), saved filters per staff member, the export, the senders'
 * views, and the role matrix of every route.
 */
import { FEEDBACK_MODULE_VALUES, SAVED_FILTERS_MAX } from '@portal/shared/domain';
import ExcelJS from 'exceljs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { appOfFile, type Session, multipart } from './helpers';

const t = appOfFile();
type Who = Session;
let carol: Who;
let dave: Who;
const sales = t.session('sales');
const admin = t.session('admin');
const control = t.session('control');

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const base = '/api/feedback/feedback_info/';
const FIELDS = {
  module: 'image_query',
  type: 'bug',
  contact: 'carol@example.com',
  description: 'The footprint of a scene is drawn in the wrong place',
  page: '/imageQuery',
};

/** A PDF of exactly `size` bytes (the header, then padding). */
const pdfOf = (size: number) => {
  const data = Buffer.alloc(size, 0x20);
  PDF.copy(data);
  return data;
};

async function account(username: string, n: number, type = 'customer') {
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email, name, organization)
     SELECT $1, password_hash, $4, $2, $3, $5, 'Acme Radar' FROM users WHERE username = 'customer'`,
    [username, `1376666${String(n).padStart(4, '0')}`, `${username}@example.com`, type, `Name ${username}`],
  );
  return t.tokenOf(username);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: Who | null, payload?: object, lang: 'en' | 'zh' = 'en') =>
  t.call({ method, url, token: who?.token, lang, payload });

function send(
  who: Who,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  lang: 'en' | 'zh' = 'en',
) {
  const { payload, contentType } = multipart(fields, file && { ...file, field: 'attachment' });
  return t.call({
    method: 'POST',
    url: base,
    token: who.token,
    lang,
    payload,
    headers: { 'content-type': contentType },
  });
}

const storedFiles = () => {
  const dir = path.join(t.config.storageDir, 'feedback');
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length;
  } catch {
    return 0;
  }
};
const listOf = async (who: Who, query = '') => (await call('GET', `${base}?size=200${query}`, who)).json();

beforeAll(async () => {
  carol = await account('carolfb', 1);
  dave = await account('davefb', 2);
});

describe('sending feedback', () => {
  let withFile: number;

  it('a 29 MB PDF is accepted ("Feedback successful") and its download returns the same bytes', async () => {
    const data = pdfOf(29 * MB);
    const res = await send(carol, FIELDS, { name: 'footprint report.pdf', data });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 0,
      msg: 'Feedback successful',
      data: [
        {
          ...FIELDS,
          username: 'carolfb',
          state: 'pending',
          reply: '',
          replied_by: null,
          attachment: { name: 'footprint report.pdf', size: 29 * MB, type: 'application/pdf' },
        },
      ],
    });
    withFile = body.data[0].id;
    const dl = await call('GET', `${base}download/?id=${withFile}`, carol);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('footprint report.pdf')}`,
    );
    expect(dl.rawPayload.equals(data)).toBe(true);
    // Staff may read it too; another customer and a sales person may not (as if it did not exist).
    expect((await call('GET', `${base}download/?id=${withFile}`, admin)).rawPayload.length).toBe(29 * MB);
    expect((await call('GET', `${base}download/?id=${withFile}`, dave)).statusCode).toBe(404);
    expect((await call('GET', `${base}download/?id=${withFile}`, sales)).statusCode).toBe(404);
  });

  it('zh: the same message in Chinese', async () => {
    const res = await send(carol, { ...FIELDS, contact: '13766660001' }, undefined, 'zh');
    expect(res.json()).toMatchObject({ code: 0, msg: '反馈成功', data: [{ attachment: null }] });
  });

  it('a 31 MB attachment is refused with the spec message and nothing is kept', async () => {
    const before = await listOf(carol);
    const files = storedFiles();
    for (const [lang, text] of [
      ['en', 'The file is larger than 30MB and was refused'],
      ['zh', '文件大于30MB，无法上传'],
    ] as const) {
      const res = await send(carol, FIELDS, { name: 'big.pdf', data: pdfOf(31 * MB) }, lang);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, msg: text, errors: [{ field: 'attachment', message: text }] });
    }
    const after = await listOf(carol);
    expect(after.total).toBe(before.total);
    expect(after.data.map((f: { id: number }) => f.id)).toEqual(before.data.map((f: { id: number }) => f.id));
    expect(storedFiles()).toBe(files);
  });

  it('the type is read from the content: an executable renamed .pdf, or a PDF named .exe, is refused', async () => {
    const before = (await listOf(carol)).total;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 1)]);
    const msg = 'The attachment must be a doc, docx, pdf, png or jpg file';
    for (const file of [
      { name: 'report.pdf', data: exe },
      { name: 'report.exe', data: PDF },
      { name: 'report.png', data: PDF },
    ]) {
      const res = await send(carol, FIELDS, file);
      expect([file.name, res.statusCode]).toEqual([file.name, 400]);
      expect(res.json()).toEqual({ code: 400, msg, errors: [{ field: 'attachment', message: msg }] });
    }
    const zh = await send(carol, FIELDS, { name: 'report.pdf', data: exe }, 'zh');
    expect(zh.json().msg).toBe('附件须为 doc、docx、pdf、png 或 jpg 文件');
    expect((await listOf(carol)).total).toBe(before);
  });

  it('each §5 message for a missing or wrong field, in zh and en', async () => {
    const cases = [
      ['module', 'Please choose module', '请选择模块'],
      ['type', 'Please choose feedback type', '请选择反馈类型'],
      ['contact', 'Please enter number or email as contact', '请输入手机号或邮箱作为联系方式'],
      ['description', 'Please enter description', '请输入问题描述'],
    ] as const;
    for (const [field, en, zh] of cases) {
      const { [field]: _left, ...rest } = FIELDS;
      for (const [lang, msg] of [
        ['en', en],
        ['zh', zh],
      ] as const) {
        const res = await send(carol, rest, undefined, lang);
        expect([field, lang, res.statusCode]).toEqual([field, lang, 400]);
        expect(res.json()).toEqual({ code: 400, msg, errors: [{ field, message: msg }] });
      }
    }
    // Present but wrong: an unknown module, a contact that is neither a mobile number nor an e-mail, blanks.
    const wrong = await send(carol, { ...FIELDS, module: 'nope', contact: 'call me', description: '   ' });
    expect(wrong.json().errors).toEqual([
      { field: 'module', message: 'Please choose module' },
      { field: 'contact', message: 'Please enter number or email as contact' },
      { field: 'description', message: 'Please enter description' },
    ]);
    // Nothing at all: all four, in the form's order.
    const none = await send(carol, {}, undefined, 'zh');
    expect(none.json().errors.map((e: { message: string }) => e.message)).toEqual(cases.map((c) => c[2]));
  });
});

describe('who sees what, and staff handling it', () => {
  let daveFeedback: number;

  beforeAll(async () => {
    const res = await send(dave, {
      module: 'tasking',
      type: 'question',
      contact: 'dave@example.com',
      description: 'How long does a review take? ticket-7731',
    });
    daveFeedback = res.json().data[0].id;
    await send(sales, {
      module: 'other',
      type: 'suggestion',
      contact: 'sales@example.com',
      description: 'x',
    });
  });

  it('a customer and a sales person see only their own, newest first; staff see all', async () => {
    const carols = await listOf(carol);
    expect(carols.total).toBeGreaterThanOrEqual(2);
    expect(carols.data.every((f: { username: string }) => f.username === 'carolfb')).toBe(true);
    const ids = carols.data.map((f: { id: number }) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Another user's id in the query changes nothing for a customer.
    const spoof = await listOf(carol, `&user_id=${dave.userId}`);
    expect(spoof.data.every((f: { username: string }) => f.username === 'carolfb')).toBe(true);
    const salesOwn = await listOf(sales);
    expect(salesOwn.data.map((f: { username: string }) => f.username)).toEqual(['sales']);
    const all = await listOf(admin);
    expect(new Set(all.data.map((f: { username: string }) => f.username))).toEqual(
      new Set(['carolfb', 'davefb', 'sales']),
    );
    expect(all.total).toBe(carols.total + 2);
  });

  it('staff filter by module, type, state, user, keyword and dates; pages carry total and next', async () => {
    const ofDave = await listOf(admin, `&user_id=${dave.userId}`);
    expect(ofDave.data.map((f: { id: number }) => f.id)).toEqual([daveFeedback]);
    expect((await listOf(admin, '&keyword=ticket-7731')).data.map((f: { id: number }) => f.id)).toEqual([
      daveFeedback,
    ]);
    expect((await listOf(admin, '&keyword=davefb')).total).toBe(1); // by username
    const modules = await listOf(admin, '&module=tasking,other');
    expect(modules.data.map((f: { module: string }) => f.module).sort()).toEqual(['other', 'tasking']);
    const repeated = await listOf(admin, '&type=question&type=suggestion');
    expect(repeated.total).toBe(2);
    expect((await listOf(admin, '&state=closed')).total).toBe(0);
    expect((await listOf(admin, '&from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listOf(admin, `&from=${today}&to=${today}`)).total).toBe((await listOf(admin)).total);
    const bad = await call('GET', `${base}?module=nope`, admin);
    expect(bad.statusCode).toBe(400);
    const reversed = await call('GET', `${base}?from=2026-03-02&to=2026-03-01`, admin);
    expect(reversed.json()).toMatchObject({
      code: 400,
      errors: [{ field: 'to', message: 'The end time must be after the start time' }],
    });
    const page1 = (await call('GET', `${base}?size=1`, admin)).json();
    expect(page1.data).toHaveLength(1);
    expect(page1.next).not.toBeNull();
    const page2 = (await call('GET', `${base}?size=1&cursor=${page1.next}`, admin)).json();
    expect(page2.data[0].id).toBeLessThan(page1.data[0].id);
  });

  it('staff reply: the sender sees the reply and gets an alert; the reply and the state change are audited', async () => {
    const before = (await listOf(dave)).data[0];
    expect(before.state).toBe('pending');
    const res = await call('PUT', base, control, { id: daveFeedback, reply: 'About two working days.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: 'Reply sent',
      data: [{ id: daveFeedback, state: 'replied', reply: 'About two working days.', replied_by: 'control' }],
    });
    const seen = (await listOf(dave)).data[0];
    expect(seen).toMatchObject({ id: daveFeedback, reply: 'About two working days.', state: 'replied' });
    expect(Date.parse(seen.replied_at)).not.toBeNaN();

    const alerts = (await call('GET', '/api/commodity/notifications/', dave)).json();
    expect(alerts.unread).toBe(1);
    expect(alerts.data[0]).toMatchObject({
      kind: 'feedback',
      subject_id: daveFeedback,
      type_status_text: 'Your feedback has a reply',
      tasknumber_text: `Feedback #${daveFeedback}`,
    });
    expect((await call('GET', '/api/commodity/notifications/', carol)).json().unread).toBe(0);

    const closed = await call('PATCH', base, admin, { id: daveFeedback, state: 'closed' });
    expect(closed.json()).toMatchObject({
      code: 0,
      data: [{ state: 'closed', reply: 'About two working days.' }],
    });

    const audit = (
      await call('GET', `/api/audit_log/?subject_type=feedback&subject_id=${daveFeedback}`, admin)
    ).json();
    expect(
      audit.data.map((a: { action: string; actor_username: string }) => [a.action, a.actor_username]),
    ).toEqual([
      ['feedback.state', 'admin'],
      ['feedback.reply', 'control'],
    ]);
    const [stateRow, replyRow] = audit.data;
    expect(replyRow.before).toMatchObject({ state: 'pending', reply: '', replied_by: null });
    expect(replyRow.after).toMatchObject({
      state: 'replied',
      reply: 'About two working days.',
      replied_by: 'control',
    });
    expect(stateRow.before).toMatchObject({ state: 'replied' });
    expect(stateRow.after).toMatchObject({ state: 'closed' });
  });

  it('a reply may set another state; unknown ids are 404, bad states and empty replies 400, nothing changes', async () => {
    const carols = (await listOf(carol)).data;
    const id = carols[carols.length - 1].id;
    const res = await call('PUT', base, admin, { id, reply: 'Looking into it', state: 'processing' });
    expect(res.json().data[0]).toMatchObject({ state: 'processing', replied_by: 'admin' });
    const audits = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'feedback'",
        )
      ).rows[0].n;
    const n = await audits();
    expect((await call('PUT', base, admin, { id: 99999999, reply: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', base, admin, { id: 99999999, state: 'closed' })).statusCode).toBe(404);
    const bad = await call('PATCH', base, admin, { id, state: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('state');
    const empty = await call('PUT', base, admin, { id, reply: '  ' }, 'zh');
    expect(empty.json()).toMatchObject({ code: 400, errors: [{ field: 'reply', message: '此项为必填项' }] });
    expect(await audits()).toBe(n);
    expect((await listOf(carol)).data.find((f: { id: number }) => f.id === id).state).toBe('processing');
  });

  it('the list exports as XLSX (it opens, one row per feedback, with labels) and CSV, for staff only', async () => {
    const xlsx = await call('GET', `${base}download/?module=tasking`, admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('feedback')!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(1).getCell(1).value).toBe('id');
    expect(ws.getRow(2).getCell(1).value).toBe(daveFeedback);
    expect(ws.getRow(2).getCell(4).value).toBe('Tasking orders');
    const csv = await call('GET', `${base}download/?format=csv`, admin, undefined, 'zh');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('编程订单');
    expect(csv.body.trim().split('\r\n')).toHaveLength((await listOf(admin)).total + 1);
    for (const who of [carol, sales])
      expect((await call('GET', `${base}download/`, who)).statusCode).toBe(403);
  });

  it('staff see who sent feedback, their counts and contact details', async () => {
    const filter = (await call('GET', '/api/feedback/filter/', admin)).json().data[0];
    expect(filter.modules.map((m: { value: string }) => m.value)).toEqual(FEEDBACK_MODULE_VALUES);
    expect(filter.states).toContainEqual({ value: 'replied', zh: '已回复', en: 'Replied' });
    expect(Date.parse(filter.date_range.to)).toBeGreaterThanOrEqual(Date.parse(filter.date_range.from));

    const senders = (await call('GET', '/api/feedback/userinfo/', admin)).json();
    expect(senders.total).toBe(3);
    const carolRow = senders.data.find((s: { username: string }) => s.username === 'carolfb');
    expect(carolRow).toMatchObject({
      user_id: carol.userId,
      name: 'Name carolfb',
      organization: 'Acme Radar',
      count: (await listOf(carol)).total,
    });
    expect((await call('GET', '/api/feedback/userinfo/?keyword=davef', admin)).json().data).toEqual([
      expect.objectContaining({ username: 'davefb', count: 1 }),
    ]);
    const contacts = (
      await call('POST', '/api/feedback/userinfo/users/', admin, { user_ids: [dave.userId, 99999999] })
    ).json();
    expect(contacts.data).toEqual([
      {
        user_id: dave.userId,
        username: 'davefb',
        name: 'Name davefb',
        mobile: '13766660002',
        email: 'davefb@example.com',
        organization: 'Acme Radar',
        count: 1,
      },
    ]);
    expect((await call('POST', '/api/feedback/userinfo/users/', admin, { user_ids: [] })).statusCode).toBe(
      400,
    );
  });
});

describe('saved filters', () => {
  const filters = '/api/feedback/self_filter/';
  let mine: number;

  it('are per staff member: another cannot read, change or delete them, and lists only their own', async () => {
    const created = await call('POST', filters, admin, {
      name: 'Tasking questions',
      fields: { module: ['tasking'], type: ['question'] },
    });
    expect(created.json()).toMatchObject({
      code: 0,
      data: [{ name: 'Tasking questions', fields: { module: ['tasking'], type: ['question'] } }],
    });
    mine = created.json().data[0].id;
    await call('POST', filters, control, { name: 'Closed', fields: { state: ['closed'] } });

    const adminList = (await call('GET', filters, admin)).json();
    expect(adminList.data.map((f: { name: string }) => f.name)).toEqual(['Tasking questions']);
    const controlList = (await call('GET', filters, control)).json();
    expect(controlList.data.map((f: { name: string }) => f.name)).toEqual(['Closed']);

    expect((await call('GET', `${filters}${mine}/`, control)).statusCode).toBe(404);
    expect((await call('PUT', `${filters}${mine}/`, control, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await call('DELETE', `${filters}${mine}/`, control)).statusCode).toBe(404);
    expect((await call('GET', `${base}?filter_id=${mine}`, control)).statusCode).toBe(404);
    expect((await call('GET', `${filters}${mine}/`, admin)).json().data[0]).toMatchObject({
      name: 'Tasking questions',
      fields: { module: ['tasking'], type: ['question'] },
    });
  });

  it('filter_id applies one (parameters given override its fields)', async () => {
    const applied = await listOf(admin, `&filter_id=${mine}`);
    expect(applied.total).toBe(1);
    expect(applied.data[0]).toMatchObject({ module: 'tasking', type: 'question', username: 'davefb' });
    expect((await listOf(admin, `&filter_id=${mine}&module=image_query`)).total).toBe(0);
    const exported = await call('GET', `${base}download/?format=csv&filter_id=${mine}`, admin);
    expect(exported.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('fields are checked strictly; names are unique per person; renaming and deleting work', async () => {
    const unknownKey = await call('POST', filters, admin, { name: 'x', fields: { colour: ['red'] } });
    expect(unknownKey.statusCode).toBe(400);
    const badState = await call('POST', filters, admin, { name: 'x', fields: { state: ['lost'] } });
    expect(badState.json().errors[0].field).toBe('fields.state.0');
    const reversed = await call('POST', filters, admin, {
      name: 'x',
      fields: { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    });
    expect(reversed.json().errors).toEqual([
      { field: 'fields.to', message: 'The end time must be after the start time' },
    ]);
    const dup = await call('POST', filters, admin, { name: 'tasking QUESTIONS', fields: {} });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      msg: 'A saved filter with this name already exists',
      errors: [{ field: 'name' }],
    });
    // The same name is free for another person.
    expect((await call('POST', filters, control, { name: 'Tasking questions', fields: {} })).statusCode).toBe(
      200,
    );

    const renamed = await call('PUT', `${filters}${mine}/`, admin, {
      name: 'Tasking (all)',
      fields: { module: ['tasking'] },
    });
    expect(renamed.json().data[0]).toMatchObject({ name: 'Tasking (all)', fields: { module: ['tasking'] } });
    expect((await call('DELETE', `${filters}${mine}/`, admin)).json()).toMatchObject({
      code: 0,
      msg: 'Delete successfully',
    });
    expect((await call('GET', `${filters}${mine}/`, admin)).statusCode).toBe(404);
    expect((await call('GET', filters, admin)).json().total).toBe(0);
  });

  it(`a person keeps at most ${SAVED_FILTERS_MAX}`, async () => {
    for (let i = 0; i < SAVED_FILTERS_MAX; i++)
      expect((await call('POST', filters, admin, { name: `F${i}`, fields: {} })).statusCode).toBe(200);
    const over = await call('POST', filters, admin, { name: 'one more', fields: {} });
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toBe(
      `At most ${SAVED_FILTERS_MAX} filters can be saved; delete one you no longer use first`,
    );
    expect((await call('GET', filters, admin)).json().total).toBe(SAVED_FILTERS_MAX);
  });
});

describe('role matrix', () => {
  // Method, path, who may call it, what staff get (404: an id that does not exist), the body.
  const routes: [Method, string, 'user' | 'staff', number, object?][] = [
    ['GET', base, 'user', 200],
    ['PUT', base, 'staff', 404, { id: 99999999, reply: 'x' }],
    ['PATCH', base, 'staff', 404, { id: 99999999, state: 'closed' }],
    ['GET', `${base}download/`, 'staff', 200],
    ['GET', '/api/feedback/filter/', 'staff', 200],
    ['GET', '/api/feedback/userinfo/', 'staff', 200],
    ['POST', '/api/feedback/userinfo/users/', 'staff', 200, { user_ids: [1] }],
    ['GET', '/api/feedback/self_filter/', 'staff', 200],
    ['POST', '/api/feedback/self_filter/', 'staff', 200, { name: 'matrix', fields: {} }],
    ['GET', '/api/feedback/self_filter/99999999/', 'staff', 404],
    ['PUT', '/api/feedback/self_filter/99999999/', 'staff', 404, { name: 'y' }],
    ['DELETE', '/api/feedback/self_filter/99999999/', 'staff', 404],
  ];

  it('anonymous gets the 201 envelope; a customer and sales only the routes for every user; staff all', async () => {
    await t.db.query('DELETE FROM feedback_filters');
    const failures: string[] = [];
    for (const [method, url, access, staffStatus, payload] of routes) {
      const anon = await call(method, url, null, payload);
      if (anon.statusCode !== 200 || anon.json().code !== 201) failures.push(`anonymous ${method} ${url}`);
      for (const [name, who] of [
        ['customer', carol],
        ['sales', sales],
      ] as const) {
        const res = await call(method, url, who, payload);
        const expected = access === 'user' ? 200 : 403;
        if (res.statusCode !== expected) failures.push(`${name} ${method} ${url}: ${res.statusCode}`);
      }
      const staff = await call(method, url, admin, payload);
      if (staff.statusCode !== staffStatus) failures.push(`staff ${method} ${url}: ${staff.statusCode}`);
    }
    expect(failures).toEqual([]);
    // The send route itself: anonymous 201, every signed-in role may send.
    const { payload, contentType } = multipart(FIELDS);
    const anon = await t.call({
      method: 'POST',
      url: base,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(anon.json().code).toBe(201);
    for (const who of [carol, sales, admin]) expect((await send(who, FIELDS)).statusCode).toBe(200);
    // An attachment that does not exist is a 404, for staff too.
    expect((await call('GET', `${base}download/?id=99999999`, admin)).statusCode).toBe(404);
  });
});
