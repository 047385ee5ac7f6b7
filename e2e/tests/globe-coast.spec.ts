import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiLogin, storeSession, useLanguage } from '../accounts';
import { globeAtRest, waitForGlobe } from '../globe';

/**
 * The map under the image is right: over Hangzhou Bay, in 2D and 3D, at a country's, a province's and a city's
 * zoom, the globe's drawn picture has the basemap tiles' land and water meeting where the vector coast line runs,
 * and the administrative boundaries on land (none across the bay). Read from the rendered frame: each line's
 * vertices projected onto the page (the globe's toPage), the screenshot's pixels around them.
 */
test.describe.configure({ timeout: 300_000 });

type Bbox = [number, number, number, number];
type Line = [number, number][];
interface Lines {
  type: string;
  coordinates: unknown;
}

const VIEWS: Record<string, Bbox> = {
  country: [85, 12, 150, 50],
  province: [119, 28.5, 123, 31.5],
  city: [121.2, 29.7, 122.0, 30.2],
};
/** The tiles' sea (imagery/tile.ts WATER_RGB) and how far a pixel's colour may be from it. */
const SEA = [0x1a, 0x3a, 0x5c];
const NEAR = 4;

const linesOf = (g: Lines): Line[] =>
  g.type === 'LineString' ? [g.coordinates as Line] : (g.coordinates as Line[]);

async function flyTo(page: Page, bbox: Bbox) {
  await page.evaluate((b) => {
    const g = (window as unknown as { __portalGlobe: { api: { flyTo(t: unknown, o: unknown): void } } })
      .__portalGlobe;
    g.api.flyTo(b, { durationS: 0 });
  }, bbox);
}

async function setMode(page: Page, mode: '2d' | '3d') {
  await page.evaluate((m) => {
    const g = (window as unknown as { __portalGlobe: { api: { setSceneMode(m: string): void } } })
      .__portalGlobe;
    g.api.setSceneMode(m);
  }, mode);
}

/** Page positions of [lng, lat]s (in the session's coordinate system), null where not on the globe. */
async function toPage(page: Page, points: [number, number][]) {
  return page.evaluate((ps) => {
    const g = (
      window as unknown as {
        __portalGlobe: { api: { toPage(p: [number, number]): { x: number; y: number } | null } };
      }
    ).__portalGlobe;
    return ps.map((p) => g.api.toPage(p));
  }, points);
}

/**
 * For each page position, what lies within NEAR pixels of it in the screenshot: sea (the tiles' water colour)
 * and land (anything else that is not a drawn line's white or pale blue).
 */
async function around(page: Page, shot: Buffer, at: ({ x: number; y: number } | null)[]) {
  return page.evaluate(
    async ({ png, at, sea, near }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const { data, width } = ctx.getImageData(0, 0, img.width, img.height);
      return at.map((p) => {
        if (!p) return null;
        let water = 0;
        let land = 0;
        for (let dy = -near; dy <= near; dy++)
          for (let dx = -near; dx <= near; dx++) {
            const i = ((Math.round(p.y) + dy) * width + Math.round(p.x) + dx) * 4;
            const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
            if (Math.abs(r - sea[0]) + Math.abs(g - sea[1]) + Math.abs(b - sea[2]) < 40) water++;
            else if (!(b > 180 && g > 180)) land++; // lines are white or pale blue, labels white
          }
        return { water, land };
      });
    },
    { png: shot.toString('base64'), at, sea: SEA, near: NEAR },
  );
}

test('the coast line, the tiles’ coast and the boundaries agree in 2D and 3D at every zoom', async ({
  page,
}) => {
  await useLanguage(page, 'zh');
  const session = await apiLogin(page.request, 'customer');
  await storeSession(page, session);
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  const box = (await page.getByTestId('globe').boundingBox())!;
  const inside = (p: { x: number; y: number } | null) =>
    !!p && p.x > box.x + 8 && p.x < box.x + box.width - 8 && p.y > box.y + 8 && p.y < box.y + box.height - 8;

  for (const mode of ['3d', '2d'] as const) {
    await setMode(page, mode);
    for (const [zoom, bbox] of Object.entries(VIEWS)) {
      await flyTo(page, bbox);
      await globeAtRest(page);
      const [w, s, e, n] = bbox;
      // The lines of the view as the globe asks for them, in the session's coordinate system.
      const res = await page.request.get(`/api/geodata/basemap/?west=${w}&south=${s}&east=${e}&north=${n}`, {
        headers: { authorization: `Bearer ${session.token}`, satellite: session.coordinate_system },
      });
      const view = (await res.json()).data[0] as { coasts: Lines[]; boundaries: { geometry: Lines }[] };
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                (window as unknown as { __portalGlobe: { basemap: { loading: boolean; drawn: boolean } } })
                  .__portalGlobe.basemap,
            ),
          { timeout: 60_000 },
        )
        .toMatchObject({ loading: false, drawn: true });
      await globeAtRest(page);
      const shot = await page.screenshot();
      const sample = (ls: Line[]) => {
        const all = ls.flat();
        const step = Math.max(1, Math.floor(all.length / 400));
        return all.filter((_, i) => i % step === 0);
      };

      // Boundaries: on land, so never with sea all around (the old outlines crossed the bay).
      const border = sample(view.boundaries.flatMap((b) => linesOf(b.geometry)));
      const borderAt = (await toPage(page, border)).map((p) => (inside(p) ? p : null));
      const borderSeen = (await around(page, shot, borderAt)).filter((x) => x !== null);
      // (The city view lies within Ningbo: no border of the regions drawn at that zoom crosses it.)
      if (zoom !== 'city')
        expect(borderSeen.length, `${mode} ${zoom}: boundaries in view`).toBeGreaterThan(20);
      const offshore = borderSeen.filter((x) => x.land === 0).length;
      expect(offshore, `${mode} ${zoom}: boundary vertices out at sea`).toBeLessThanOrEqual(
        borderSeen.length * 0.02,
      );

      // The coast line (a province's zoom and closer): the tiles' land and sea meet under it.
      if (zoom === 'country') {
        expect(view.coasts).toEqual([]);
        continue;
      }
      const coast = sample(view.coasts.flatMap(linesOf));
      const coastAt = (await toPage(page, coast)).map((p) => (inside(p) ? p : null));
      const coastSeen = (await around(page, shot, coastAt)).filter((x) => x !== null);
      expect(coastSeen.length, `${mode} ${zoom}: coast in view`).toBeGreaterThan(50);
      // Islets smaller than a pixel are a coast line over a tile's near-sea blend: a few vertices of a view.
      const apart = coastSeen.filter((x) => x.land === 0 || x.water === 0).length;
      console.log(
        `${mode} ${zoom}: ${apart} of ${coastSeen.length} coast vertices apart, ${offshore} of ${borderSeen.length} border vertices offshore`,
      );
      expect(apart / coastSeen.length, `${mode} ${zoom}: coast vertices off the tiles' coast`).toBeLessThan(
        0.1,
      );
    }
  }
});
