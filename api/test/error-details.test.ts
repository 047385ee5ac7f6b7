/**
 * Error details: every message of an error answer is complete. The field errors of 409 and 422 answers carry the
 * same filled-in placeholders as the answer's `msg` (who changed a tasking order and when; the state it is in), in
 * both languages; a JSON body over the body limit is refused as a request that is too large, not as a file.
 */
import { appOfFile, type Session } from './helpers';
import { customerWithMoney, ONE_SHOT_FEN, submitOrder } from './tasking-fixtures';

const t = appOfFile();
type Who = Session;
let erin: Who;
const admin = t.session('admin');

const WGS = { satellite: 'WGS84' };

beforeAll(async () => {
  erin = await customerWithMoney(t, 'erinerr', '13766660001', 10 * ONE_SHOT_FEN);
});

const call = (method: 'GET' | 'POST', url: string, who: Who, lang: 'en' | 'zh', payload?: object) =>
  t.call({ method, url, token: who.token, lang, headers: WGS, payload });

const submit = () => submitOrder(t, erin.token, { headers: WGS });
const versionOf = async (id: number) =>
  (await call('GET', `/api/commodity/missions/${id}/`, admin, 'en')).json().data[0].version as number;

describe('placeholders are filled in errors[].message', () => {
  it('409 on an older version names who changed the order and when, in the message and in errors[]', async () => {
    const id = await submit();
    const v = await versionOf(id);
    for (const [lang, pattern] of [
      [
        'en',
        /^Someone else changed it first \(erinerr, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\); reload and try again$/,
      ],
      ['zh', /^已被他人修改（erinerr，\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC），请刷新后重试$/],
    ] as const) {
      const res = await call('POST', `/api/commodity/missions/${id}/review/`, admin, lang, {
        version: v + 1,
        accept: true,
      });
      expect(res.statusCode).toBe(409);
      const body = res.json();
      expect(body.msg).toMatch(pattern);
      expect(body.errors).toEqual([{ field: 'version', message: body.msg }]);
    }
  });

  it('422 for a state that cannot change names the state the order is in, in the message and in errors[]', async () => {
    const id = await submit();
    const accepted = await call('POST', `/api/commodity/missions/${id}/review/`, admin, 'en', {
      version: await versionOf(id),
      accept: true,
    });
    expect(accepted.statusCode).toBe(200);
    const v = await versionOf(id);
    for (const lang of ['en', 'zh'] as const) {
      const res = await call('POST', `/api/commodity/missions/${id}/review/`, admin, lang, {
        version: v,
        accept: true,
      });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].field).toBe('accept');
      expect(body.errors[0].message).toBe(body.msg);
      expect(body.msg).not.toMatch(/[{}]/);
      expect(body.msg).toMatch(
        lang === 'en'
          ? /^The tasking order is in state "[^"]+" and cannot move/
          : /^编程订单当前状态为“[^”]+”/,
      );
    }
  });
});

describe('a body over the limit', () => {
  it('a 1 MB JSON body is refused with 413 as a request too large, not as a file over 30 MB', async () => {
    const payload = JSON.stringify({ username: 'x'.repeat(1024 * 1024) });
    for (const [lang, text] of [
      ['en', 'The request is too large (at most 1 MB)'],
      ['zh', '请求内容过大（最多 1 MB）'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/login/',
        lang,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, msg: text });
      expect(res.body).not.toMatch(/30 ?MB/);
    }
  });
});
