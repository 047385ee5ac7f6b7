/**
 * The change layer across a flood (issue 54, "done when"): two dates of a stack of the demo archive's repeat passes
 * over East Dongting Lake in July 2024 (catalog/repeat-passes.ts `floodPair`), through the API as a script would
 * ask: the stack holds both dates; the change from before the flood to its height finds a clear darkening (new
 * water), which agrees within 30 % with the growth of the water in the renderer's own truth (imagery/world.ts),
 * while little brightens; the time series over the floodplain darkens at the flood's date.
 */
import type { SceneChange, SceneStack, Timeseries } from '@portal/shared/domain/scene-stack';
import type { SceneRow } from '../src/catalog/generate';
import { insertScenes } from '../src/catalog/insert';
import { floodPair } from '../src/catalog/repeat-passes';
import { geometryBbox } from '../src/geo/bbox';
import { KM_PER_DEGREE } from '../src/imagery/grid';
import { renderProduct } from '../src/imagery/product-cog';
import { FLOOD_EVENTS } from '../src/imagery/world';
import { appOfFile } from './helpers';
import { productScene } from './product-scene';

const t = appOfFile();
const admin = t.session('admin');
const EVENT = FLOOD_EVENTS.find((e) => e.id === 'dongting-2024')!;
const { before, during, stack } = floodPair(EVENT.id);

beforeAll(async () => {
  await insertScenes(t.db, stack);
});

/** The area of water in the renderer's truth of a scene's product (km², inside its footprint). */
function truthWaterKm2(r: SceneRow, maxPx: number): number {
  const bbox = geometryBbox({ type: 'MultiPolygon', coordinates: r.footprint });
  const p = renderProduct(
    productScene({ ...r, bbox, footprint: r.footprint.map((poly) => poly[0] as [number, number][]) }),
    maxPx,
  );
  const [dx, , , , dy, north] = p.grid.transform;
  let km2 = 0;
  for (let y = 0; y < p.grid.height; y++) {
    const lat = north + (y + 0.5) * dy;
    const pixel = dx * -dy * KM_PER_DEGREE ** 2 * Math.cos((lat * Math.PI) / 180);
    for (let x = 0; x < p.grid.width; x++) {
      const i = y * p.grid.width + x;
      if (!Number.isNaN(p.db[i]) && p.truth.water[i]) km2 += pixel;
    }
  }
  return km2;
}

const get = async <T>(url: string) => {
  const res = await t.call({ method: 'GET', url, token: admin.token });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};

describe('two dates of a stack across a flood, through the change API', () => {
  it('both dates are in one stack', async () => {
    const s = await get<SceneStack>(`/api/catalog/scenes/${during.id}/stack/`);
    const ids = s.scenes.map((x) => x.id);
    expect(ids).toContain(before.id);
    expect(ids.indexOf(before.id)).toBeLessThan(ids.indexOf(during.id));
    expect(s.scenes.length).toBe(stack.length);
  });

  it('the change finds the new water: a decrease within 30 % of the truth’s, little increase', async () => {
    const c = await get<SceneChange>(`/api/catalog/scenes/${before.id}/change/${during.id}`);
    const maxPx = t.config.productMaxPixels;
    const newWater = truthWaterKm2(during, maxPx) - truthWaterKm2(before, maxPx);
    console.log(
      `flood change ${before.id} → ${during.id}: compared ${c.compared_km2} km², decrease ${c.decrease_km2} km², ` +
        `increase ${c.increase_km2} km² at ${c.pixel_m} m; the truth's water grew by ${newWater.toFixed(1)} km²`,
    );
    expect(newWater).toBeGreaterThan(0.1 * c.compared_km2);
    expect(c.decrease_km2).toBeGreaterThan(0.1 * c.compared_km2);
    expect(Math.abs(c.decrease_km2 / newWater - 1)).toBeLessThan(0.3);
    expect(c.increase_km2).toBeLessThan(0.1 * c.decrease_km2);
    // And the other way round, the flood receding: the same area brightens.
    const back = await get<SceneChange>(`/api/catalog/scenes/${during.id}/change/${before.id}`);
    expect(Math.abs(back.increase_km2 / c.decrease_km2 - 1)).toBeLessThan(0.1);
  });

  it('the time series over the scene darkens at the flood’s date', async () => {
    const [w, s, e, n] = geometryBbox({ type: 'MultiPolygon', coordinates: during.footprint });
    const [cw, cs, ce, cn] = [w + (e - w) * 0.25, s + (n - s) * 0.25, w + (e - w) * 0.75, s + (n - s) * 0.75];
    const res = await t.call({
      method: 'POST',
      url: '/api/catalog/timeseries/',
      token: admin.token,
      payload: {
        scenes: [before.id, during.id],
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [cw, cs],
              [ce, cs],
              [ce, cn],
              [cw, cn],
              [cw, cs],
            ],
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const [b, d] = (res.json() as Timeseries).entries;
    expect([b.scene, d.scene]).toEqual([before.id, during.id]);
    expect(d.mean_db!).toBeLessThan(b.mean_db! - 1);
  });
});
