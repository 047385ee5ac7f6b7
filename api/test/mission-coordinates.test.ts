/**
 * A tasking order's point comes back as it was typed (25.08, not 25.080000000000123): in the staff detail and in
 * the customer's edit form, in GCJ-02 (the default, converted to WGS-84 and back) and in WGS-84.
 */
import { quoteTasking } from '@portal/shared/domain';
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import { multipart, startTestApp, type TestApp } from './helpers';

let t: TestApp;
type Who = { token: string; userId: number };
let owner: Who;
let admin: Who;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HOUR = 3_600_000;
const cost = quoteTasking({ img_mode: 3, priority: 8, p_number: 1, product_type: 'SLC' })!;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email, balance_fen)
     SELECT 'coordcust', password_hash, 'customer', '13766660002', 'coordcust@example.com', $1
       FROM users WHERE username = 'customer'`,
    [20 * cost],
  );
  owner = await t.tokenOf('coordcust');
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

async function submit(lat: string, lon: string, crs?: 'WGS84' | 'GCJ02'): Promise<number> {
  const m = multipart(
    {
      ...MISSION_EXAMPLE,
      Latitude: lat,
      Longitude: lon,
      p_number: '1',
      id_date_1: new Date(Date.now() + HOUR).toISOString(),
      id_date_2: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
    },
    { name: 'application.pdf', data: PDF, field: 'application_form' },
  );
  const res = await t.call({
    method: 'POST',
    url: '/api/commodity/missions/new_order/',
    token: owner.token,
    lang: 'en',
    payload: m.payload,
    headers: { 'content-type': m.contentType, ...(crs ? { satellite: crs } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0].id;
}

const read = async (id: number, who: Who, crs?: 'WGS84' | 'GCJ02') => {
  const res = await t.call({
    method: 'GET',
    url: `/api/commodity/missions/${id}/`,
    token: who.token,
    headers: crs ? { satellite: crs } : {},
  });
  expect(res.statusCode).toBe(200);
  const m = res.json().data[0];
  return [m.Latitude, m.Longitude];
};

const TYPED: [string, string][] = [
  ['25.08', '121.56'],
  ['31.2304', '121.473701'],
  ['29.87', '121.55'],
  ['39.9042', '116.407396'],
];

describe('the point of a tasking order comes back as typed', () => {
  it('typed in GCJ-02 (the default): the staff detail and the edit form show the same decimals', async () => {
    const ids = await Promise.all(TYPED.map(([lat, lon]) => submit(lat, lon)));
    for (const [i, id] of ids.entries()) {
      const want = TYPED[i].map(Number);
      expect(await read(id, admin)).toEqual(want);
      expect(await read(id, owner)).toEqual(want);
      expect(await read(id, owner, 'GCJ02')).toEqual(want);
    }
  });

  it('typed in WGS-84: read back in WGS-84 unchanged', async () => {
    const id = await submit('25.08', '121.56', 'WGS84');
    expect(await read(id, admin, 'WGS84')).toEqual([25.08, 121.56]);
    expect(await read(id, owner, 'WGS84')).toEqual([25.08, 121.56]);
  });
});
