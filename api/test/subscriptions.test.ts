/**
 * Saved searches that alert (issue 35, item 4): a customer saves an archive search as a subscription; a scene that a
 * staff key ingests through STAC Transactions and that matches it is told to the customer once, on each chosen
 * channel: an alert, an e-mail (received here by a real SMTP server) and a signed `subscription.matched` webhook
 * delivery (received by a real HTTP server). Only scenes the owner may see are told; a paused subscription tells
 * nothing; the search is checked as the archive search checks it; a person keeps at most SUBSCRIPTION_LIMITS.perUser.
 * Matching, e-mail and webhooks run through the job queue (`runDue`).
 */
import { SUBSCRIPTION_LIMITS } from '@portal/shared/domain/subscriptions';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { queueSubscriptionMatch } from '../src/subscriptions/match';
import { startTestApp, type TestApp } from './helpers';
import { groundSegmentItem } from './stac-item';

type Json = Record<string, unknown>;

let t: TestApp;
let receiver: Server;
let smtp: SMTPServer;
let hookBase: string;
const hooks: { headers: IncomingHttpHeaders; body: string }[] = [];
/** Raw messages as the SMTP server received them, with their envelope recipients. */
const mails: { to: string[]; raw: string }[] = [];
let customer: { token: string; userId: number };
let ingestKey: string;

const ITEMS = '/api/stac/collections/sar-archive/items';
const SUBS = '/api/catalog/subscriptions/';
/** The watched area: the Gulf of Thailand (WGS-84). */
const GULF = [99.5, 9.5, 101, 11];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  t = await startTestApp({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webhooks: { allowPrivate: true, retrySeconds: [0], timeoutMs: 5000 },
  });
  customer = await t.tokenOf('customer');
  const staff = await t.tokenOf('admin');
  const key = await t.call({
    method: 'POST',
    url: '/api/user/api_keys/',
    token: staff.token,
    payload: { name: 'ground segment', scopes: ['ingest'] },
  });
  ingestKey = key.json().data[0].key;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who = customer,
  lang: 'en' | 'zh' = 'en',
) =>
  t.call({ method, url, payload: payload as never, token: who.token, lang, headers: { satellite: 'WGS84' } });

/** Runs the match, then the e-mail and webhook deliveries it queued, as the worker would. */
async function runJobs() {
  const matched = await t.app.jobs.runDue('subscription-match');
  await t.app.jobs.runDue('mail');
  await t.app.jobs.runDue('webhook');
  return matched;
}

/** A scene as the ground segment sends it: a half-degree square with its south-west corner at (lng, lat). */
const item = (id: string, [lng, lat]: [number, number], properties: Json = {}): Json =>
  groundSegmentItem(id, {
    bbox: [lng, lat, lng + 0.5, lat + 0.5],
    start: '2026-03-01T02:00:00Z',
    end: '2026-03-01T02:00:04Z',
    properties,
  });

async function ingest(body: Json) {
  const res = await t.call({ method: 'POST', url: ITEMS, token: ingestKey, payload: body });
  expect(res.statusCode).toBe(201);
}

async function subscribe(body: Json, who = customer) {
  const res = await call('POST', SUBS, body, who);
  expect(res.json().msg).toBe('Subscription saved: you will be told when new scenes match it');
  return res.json().data[0] as { id: number } & Json;
}

const alertsOf = async (who = customer) =>
  (await call('GET', '/api/commodity/notifications/', undefined, who))
    .json()
    .data.filter((a: { kind: string }) => a.kind === 'subscription') as Json[];

/** What the customer has been told so far, on each channel. */
const toldSoFar = async () => ({
  alerts: (await alertsOf()).length,
  mails: mails.length,
  hooks: hooks.length,
});

/** RFC 2047 encoded words (a subject) → text. */
const decodeWords = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')),
    );
/** Quoted-printable → text (soft line breaks joined, =XX bytes decoded as UTF-8). */
const decodeQp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** A raw single-part text message → its subject and body, as a mail reader shows them. */
function readMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((l) => l.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoded = raw.slice(split + 4);
  const encoding = header('content-transfer-encoding').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(encoded)
        : encoded;
  return { subject: decodeWords(header('subject')), body };
}

describe('a scene ingested by a staff key that matches a subscription', () => {
  const inside = 'TY39_SM_20260301T020000_001234';
  let sub: { id: number } & Json;
  let secret: string;

  beforeAll(async () => {
    const hook = await call('POST', '/api/user/webhooks/', {
      url: `${hookBase}/erp`,
      events: ['subscription.matched'],
    });
    secret = hook.json().data[0].secret;
    sub = await subscribe({
      name: 'Gulf of Thailand',
      search: { areas: [{ type: 'bbox', bbox: GULF }] },
      channels: ['alert', 'email', 'webhook'],
    });
  });

  it('is saved as sent, and has matched nothing yet', () => {
    expect(sub).toMatchObject({
      name: 'Gulf of Thailand',
      search: { areas: [{ type: 'bbox', bbox: GULF }] },
      crs: 'WGS84',
      channels: ['alert', 'email', 'webhook'],
      paused: false,
      matched_count: 0,
      last_matched_at: null,
    });
  });

  it('is told once: one alert, one e-mail naming the scene, one signed subscription.matched delivery', async () => {
    await ingest(item(inside, [100, 10]));
    expect(await runJobs()).toBe(1);

    const alerts = await alertsOf();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type_status_text: 'New scenes match your subscription: Gulf of Thailand (1)',
      detail: 'Gulf of Thailand (1)',
      tasknumber_text: `Subscription #${sub.id}`,
      subject_id: sub.id,
      read: false,
    });
    const zh = (await call('GET', '/api/commodity/notifications/', undefined, customer, 'zh')).json().data[0];
    expect(zh.type_status_text).toBe('订阅匹配到新影像：Gulf of Thailand (1)');
    expect(zh.detail).toBe('Gulf of Thailand (1)');

    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['customer@example.com']);
    const mail = readMail(mails[0].raw);
    expect(mail.subject).toBe(
      '订阅“Gulf of Thailand”有 1 景新影像 / 1 new scene for your subscription "Gulf of Thailand"',
    );
    expect(mail.body).toContain('您的订阅“Gulf of Thailand”匹配到 1 景新入库的影像');
    expect(mail.body).toContain('Your subscription "Gulf of Thailand" matches 1 scene new in the archive');
    expect(mail.body.split(/\r?\n/)).toContain(inside);

    expect(hooks).toHaveLength(1);
    const hook = new Webhook(secret);
    expect(() => hook.verify(hooks[0].body, hooks[0].headers as Record<string, string>)).not.toThrow();
    expect(JSON.parse(hooks[0].body)).toMatchObject({
      type: 'subscription.matched',
      data: { subscription_id: sub.id, name: 'Gulf of Thailand', scene_ids: [inside] },
    });

    const listed = (await call('GET', SUBS)).json();
    expect(listed).toMatchObject({ total: 1, next: null });
    expect(listed.data[0]).toMatchObject({ id: sub.id, matched_count: 1 });
    expect(Date.parse(listed.data[0].last_matched_at)).not.toBeNaN();
  });

  it('matching the same scenes again tells nothing new', async () => {
    const before = await toldSoFar();
    await t.db.transaction((tx) => queueSubscriptionMatch(tx, [inside]));
    expect(await runJobs()).toBe(1);
    expect(await toldSoFar()).toEqual(before);
  });

  it('a scene outside the area tells nothing', async () => {
    const before = await toldSoFar();
    await ingest(item('TY39_SM_20260302T020000_001235', [110, 10]));
    expect(await runJobs()).toBe(1);
    expect(await toldSoFar()).toEqual(before);
    expect((await call('GET', `${SUBS}${sub.id}/`)).json().data[0].matched_count).toBe(1);
  });

  it('a restricted scene is told only to an owner with a permission for it', async () => {
    await t.db.query(
      `INSERT INTO users (username, password_hash, type, mobile, email)
       SELECT 'bob', password_hash, 'customer', '13900000011', 'bob@example.com' FROM users WHERE username = 'customer'`,
    );
    const bob = await t.tokenOf('bob');
    await t.db.query(
      `INSERT INTO scene_permissions (user_id, classifications, area)
       VALUES ($1, ARRAY['restricted'], ST_Multi(ST_MakeEnvelope(99, 9, 102, 12, 4326)))`,
      [bob.userId],
    );
    const bobs = await subscribe(
      { name: 'Gulf, cleared', search: { areas: [{ type: 'bbox', bbox: GULF }] }, channels: ['alert'] },
      bob,
    );
    const secretScene = 'TY39_SM_20260303T020000_001236';
    const before = await toldSoFar();
    const matchedBefore = (await call('GET', `${SUBS}${sub.id}/`)).json().data[0].matched_count;
    await ingest(item(secretScene, [100.2, 10.2], { 'portal:classification': 'restricted' }));
    expect(await runJobs()).toBe(1);
    // The customer without a permission: nothing, on any channel.
    expect(await toldSoFar()).toEqual(before);
    expect((await call('GET', `${SUBS}${sub.id}/`)).json().data[0].matched_count).toBe(matchedBefore);
    // Bob, with one: his alert, on his channel only.
    const bobAlerts = await alertsOf(bob);
    expect(bobAlerts.map((a) => a.type_status_text)).toEqual([
      'New scenes match your subscription: Gulf, cleared (1)',
    ]);
    expect((await call('GET', `${SUBS}${bobs.id}/`, undefined, bob)).json().data[0].matched_count).toBe(1);
  });

  it('a paused subscription tells nothing; its owner pauses and resumes it', async () => {
    const paused = await call('PUT', `${SUBS}${sub.id}/`, { paused: true });
    expect(paused.json().data[0]).toMatchObject({ paused: true, name: 'Gulf of Thailand' });
    const before = await toldSoFar();
    await ingest(item('TY39_SM_20260304T020000_001237', [100.4, 9.8]));
    expect(await runJobs()).toBe(1);
    expect(await toldSoFar()).toEqual(before);
    const resumed = await call('PUT', `${SUBS}${sub.id}/`, {
      paused: false,
      name: 'Gulf',
      channels: ['alert'],
    });
    expect(resumed.json().data[0]).toMatchObject({ paused: false, name: 'Gulf', channels: ['alert'] });
  });

  it("another person's subscription is not found, and a deleted one is gone", async () => {
    const other = await t.tokenOf('admin');
    expect((await call('GET', `${SUBS}${sub.id}/`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', `${SUBS}${sub.id}/`, { paused: true }, other)).statusCode).toBe(404);
    expect((await call('DELETE', `${SUBS}${sub.id}/`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', SUBS, undefined, other)).json().total).toBe(0);
    expect((await call('DELETE', `${SUBS}${sub.id}/`)).statusCode).toBe(200);
    expect((await call('GET', `${SUBS}${sub.id}/`)).statusCode).toBe(404);
    expect((await call('GET', SUBS)).json().total).toBe(0);
  });
});

describe('saving a subscription', () => {
  const area = { areas: [{ type: 'bbox', bbox: GULF }] };

  it('refuses bad input with the messages of the form and of the search, in both languages, saving nothing', async () => {
    const cases: [Json, string, string, string][] = [
      [
        { name: ' ', search: area, channels: ['alert'] },
        'name',
        'Enter a name for the subscription',
        '请填写订阅名称',
      ],
      [
        { name: 'x'.repeat(61), search: area, channels: ['alert'] },
        'name',
        'The name can be at most 60 characters',
        '订阅名称最多 60 个字符',
      ],
      [
        { name: 'Gulf', search: area, channels: [] },
        'channels',
        'Choose at least one way to be told',
        '请至少选择一种通知方式',
      ],
      [
        { name: 'Gulf', search: {}, channels: ['alert'] },
        'search.areas',
        'Please select an area or enter an image ID',
        '请选择区域或输入影像ID',
      ],
      [
        { name: 'Gulf', search: { areas: Array(6).fill(area.areas[0]) }, channels: ['alert'] },
        'search.areas',
        'At most 5 target areas (delete one first)',
        '最多5个目标区域（请先删除一个）',
      ],
    ];
    for (const [body, field, en, zh] of cases) {
      const res = await call('POST', SUBS, body);
      expect([res.statusCode, res.json().errors]).toEqual([400, [{ field, message: en }]]);
      const inZh = await call('POST', SUBS, body, customer, 'zh');
      expect(inZh.json().errors[0].message).toBe(zh);
    }
    expect((await call('GET', SUBS)).json().total).toBe(0);
  });

  it('keeps at most SUBSCRIPTION_LIMITS.perUser a person, also when ten are asked for at once', async () => {
    const max = SUBSCRIPTION_LIMITS.perUser;
    for (let i = 0; i < max - 5; i++)
      await subscribe({ name: `Area ${i}`, search: area, channels: ['alert'] });
    const asked = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', SUBS, { name: `Burst ${i}`, search: area, channels: ['email'] }),
      ),
    );
    expect(asked.map((r) => r.json().code === 0).filter(Boolean)).toHaveLength(5);
    const refused = asked.find((r) => r.statusCode === 422)!;
    expect(refused.json().msg).toBe(
      `At most ${max} subscriptions can be saved; delete one you no longer use first`,
    );
    const page = (await call('GET', `${SUBS}?size=15`)).json();
    expect(page.total).toBe(max);
    expect(page.data).toHaveLength(15);
    const rest = (await call('GET', `${SUBS}?cursor=${page.next}&size=15`)).json();
    expect(rest.data).toHaveLength(max - 15);
    expect(rest.next).toBeNull();
  });
});
