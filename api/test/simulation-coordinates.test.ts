/**
 * A saved prediction's target comes back as it was typed (30.5, not 30.499999997373468), as a tasking order's point
 * does: its point and its geometry, in the answer that saved it, the list, the detail and a rename's answer, typed in
 * GCJ-02 (the default, converted to WGS-84 and back) or in WGS-84; and its KML (WGS-84 by the standard) carries a
 * WGS-84-typed point unchanged.
 */
import { appOfFile } from './helpers';

const t = appOfFile();
const customer = t.session('customer');

const HOUR = 3_600_000;
const start = new Date(Math.ceil((Date.now() + HOUR) / 60_000) * 60_000);
const WINDOW = {
  start_time: start.toISOString(),
  end_time: new Date(start.getTime() + 3 * 24 * HOUR).toISOString(),
  limit: 1,
};
type Crs = 'WGS84' | 'GCJ02';
const headers = (crs?: Crs) => (crs ? { satellite: crs } : {});
const simulate = async (target: object, crs?: Crs) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/commodity/simulation/',
    token: customer.token,
    lang: 'en',
    headers: headers(crs),
    payload: { target, ...WINDOW },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0];
};
const get = async (url: string, crs?: Crs) => {
  const res = await t.call({ method: 'GET', url, token: customer.token, headers: headers(crs) });
  expect(res.statusCode).toBe(200);
  return res;
};

type Sim = { id: number; target_point: { lat: number; lon: number }; target: { coordinates: unknown } };
/** The prediction as every answer gives it back: saved, in the list, in the detail, renamed. */
async function everyAnswer(saved: Sim, crs?: Crs): Promise<Sim[]> {
  const list = (await get('/api/commodity/simulation/?size=100', crs)).json().data as Sim[];
  const detail = (await get(`/api/commodity/simulation/${saved.id}/`, crs)).json().data[0];
  const renamed = await t.call({
    method: 'POST',
    url: '/api/commodity/simulation/update_name/',
    token: customer.token,
    headers: headers(crs),
    payload: { id: saved.id, name: `Renamed ${saved.id}` },
  });
  expect(renamed.statusCode).toBe(200);
  return [saved, list.find((s) => s.id === saved.id)!, detail, renamed.json().data[0]];
}

const TYPED: [number, number][] = [
  [30.5, 114.3],
  [31.2304, 121.473701],
  [29.87, 121.55],
  [39.9042, 116.407396],
];

describe('the target of a saved prediction comes back as typed', () => {
  it.each(TYPED)('a point typed in GCJ-02 (the default): %p, %p', async (lat, lon) => {
    const saved = await simulate({ lat, lon });
    for (const sim of await everyAnswer(saved)) {
      expect(sim.target_point).toEqual({ lat, lon });
      expect(sim.target).toEqual({ type: 'Point', coordinates: [lon, lat] });
    }
  });

  it('a polygon typed in GCJ-02: its corners', async () => {
    const ring = [
      [121.45, 31.2],
      [121.5, 31.2],
      [121.5, 31.25],
      [121.45, 31.25],
      [121.45, 31.2],
    ];
    const saved = await simulate({ type: 'Polygon', coordinates: [ring] });
    for (const sim of await everyAnswer(saved)) expect(sim.target.coordinates).toEqual([ring]);
  });

  it('a point typed in WGS-84: every answer in WGS-84, and the KML, give it unchanged', async () => {
    const saved = await simulate({ lat: 30.5, lon: 114.3 }, 'WGS84');
    for (const sim of await everyAnswer(saved, 'WGS84'))
      expect(sim.target_point).toEqual({ lat: 30.5, lon: 114.3 });
    const kml = (await get(`/api/commodity/simulation/download_kml/?id=${saved.id}`)).body;
    const target = /<Placemark id="target">[\s\S]*?<coordinates>([^<]+)<\/coordinates>/.exec(kml);
    expect(target?.[1].trim()).toBe('114.3,30.5');
  });
});
