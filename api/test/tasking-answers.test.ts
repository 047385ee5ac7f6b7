/**
 * What the tasking calls answer, on both drivers: an enumeration value outside its list is an invalid value, not a
 * missing one (docs/requirements.md §5), in the reader's language.
 */
import { multipart, startTestApp, type TestApp } from './helpers';
import { customerWithMoney, ONE_SHOT_FEN, orderFields } from './tasking-fixtures';

let t: TestApp;
type Who = { token: string; userId: number };
let gus: Who;

const WGS = { satellite: 'WGS84' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  gus = await customerWithMoney(t, 'gusanswers', '13766662001', 20 * ONE_SHOT_FEN);
});
afterAll(() => t.close());

describe('an enumeration value outside its list is invalid, not missing', () => {
  const submit = (fields: Record<string, string>, lang: 'en' | 'zh') => {
    const m = multipart(orderFields(fields), {
      name: 'application.pdf',
      data: PDF,
      field: 'application_form',
    });
    return t.call({
      method: 'POST',
      url: '/api/commodity/missions/new_order/',
      token: gus.token,
      lang,
      payload: m.payload,
      headers: { 'content-type': m.contentType, ...WGS },
    });
  };
  const errorsOf = async (fields: Record<string, string>, lang: 'en' | 'zh' = 'en') => {
    const res = await submit(fields, lang);
    expect(res.statusCode).toBe(400);
    return res.json().errors as { field: string; message: string }[];
  };

  it.each([
    ['effective_time', '11'],
    ['priority', '3'],
    ['compress_config', '5'],
    ['orbit_mode', 'sideways'],
    ['product_type', 'GRD'],
  ])('%s = %s: "This value is invalid" (zh 取值无效)', async (field, value) => {
    expect(await errorsOf({ [field]: value })).toEqual([{ field, message: 'This value is invalid' }]);
    expect(await errorsOf({ [field]: value }, 'zh')).toEqual([{ field, message: '取值无效' }]);
  });

  it('a value left out is still required; the form\'s own "select" messages stay for an empty choice', async () => {
    expect(await errorsOf({ effective_time: '', priority: '' })).toEqual([
      { field: 'effective_time', message: 'This field is required' },
      { field: 'priority', message: 'This field is required' },
    ]);
    expect(await errorsOf({ img_mode: '' })).toEqual([
      { field: 'img_mode', message: expect.stringMatching(/shooting mode/i) },
    ]);
    expect(await errorsOf({ img_mode: '2' })).toEqual([
      { field: 'img_mode', message: 'This value is invalid' },
    ]);
  });
});
