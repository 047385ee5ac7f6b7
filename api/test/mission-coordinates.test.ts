/**
 * A tasking order's point and target areas come back as they were typed (25.08, not 25.080000000000123): in the
 * staff detail and in the customer's edit form, in GCJ-02 (the default, converted to WGS-84 and back) and in WGS-84.
 */
import { startTestApp, type TestApp } from './helpers';
import { customerWithMoney, ONE_SHOT_FEN, submitOrder } from './tasking-fixtures';

let t: TestApp;
type Who = { token: string; userId: number };
let owner: Who;
let admin: Who;

beforeAll(async () => {
  t = await startTestApp();
  owner = await customerWithMoney(t, 'coordcust', '13766660002', 20 * ONE_SHOT_FEN);
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const submit = (lat: string, lon: string, crs?: 'WGS84' | 'GCJ02') =>
  submitOrder(t, owner.token, {
    fields: { Latitude: lat, Longitude: lon },
    headers: crs ? { satellite: crs } : {},
  });

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

  it('its target areas too: corners typed in GCJ-02 or WGS-84 come back as typed', async () => {
    const area = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [121.45, 31.2],
            [121.5, 31.2],
            [121.473701, 31.2304],
            [121.45, 31.2],
          ],
        ],
      ],
    };
    for (const crs of [undefined, 'WGS84'] as const) {
      const id = await submitOrder(t, owner.token, {
        fields: { Latitude: '31.21', Longitude: '121.47', target: JSON.stringify(area) },
        headers: crs ? { satellite: crs } : {},
      });
      for (const who of [admin, owner]) {
        const res = await t.call({
          method: 'GET',
          url: `/api/commodity/missions/${id}/`,
          token: who.token,
          headers: crs ? { satellite: crs } : {},
        });
        expect([crs, res.json().data[0].target]).toEqual([crs, area]);
      }
    }
  });

  it('typed in WGS-84: read back in WGS-84 unchanged', async () => {
    const id = await submit('25.08', '121.56', 'WGS84');
    expect(await read(id, admin, 'WGS84')).toEqual([25.08, 121.56]);
    expect(await read(id, owner, 'WGS84')).toEqual([25.08, 121.56]);
  });
});
