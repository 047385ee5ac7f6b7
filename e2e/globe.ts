/** The globe as a spec reads and drives it: its published state, waiting for it, points, drawing and picking. */
import { expect, type Page } from '@playwright/test';

/** The globe's published state (shared/src/globe/types.ts GlobeDebugState), read in the page. */
export interface GlobeState {
  ready: boolean;
  renderCount: number;
  firstFrameAt: number | null;
  tilesLoadedAt: number | null;
  msaaSamples: number;
  resolutionScale: number;
  atmosphere: boolean;
  sceneMode: '2d' | '3d';
  entityCount: number;
  primitiveCount: number;
  imageryLayers: string[];
  layers: Record<string, { features: number; entities: number; ids: string[] }>;
  shapes: {
    id: string;
    kind: string;
    bbox?: number[];
    ring?: number[][];
    center?: number[];
    radiusKm?: number;
  }[];
  drawing: string | null;
  selectedIds: string[];
  hoveredId: string | null;
  overlay: string | null;
  /** The scene viewer's layers, bottom first, and how many were made since the globe was. */
  sceneLayers: { id: string; url: string; alpha: number; split: 'left' | 'right' | null }[];
  sceneLayersCreated: number;
  splitPosition: number;
  cursor: { lng: number; lat: number; crs: string } | null;
}

export async function globeState(page: Page): Promise<GlobeState> {
  return page.evaluate(() => {
    const g = (window as unknown as { __portalGlobe?: Record<string, unknown> }).__portalGlobe;
    if (!g) throw new Error('no globe on the page');
    const { api: _api, ...rest } = g;
    return JSON.parse(JSON.stringify(rest));
  });
}

/**
 * Waits until the globe is mounted, its base imagery loaded and a frame rendered. Cesium renders through SwiftShader
 * on the CPU: beside other browsers on a two-core machine, evaluating its bundle alone can take 20 s and the first
 * tiles as long again, so the wait is long; the tests around it have the time.
 */
export async function waitForGlobe(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const g = (
        window as unknown as {
          __portalGlobe?: { ready: boolean; tilesLoadedAt: number | null; renderCount: number };
        }
      ).__portalGlobe;
      return !!g && g.ready && g.tilesLoadedAt != null && g.renderCount > 0;
    },
    undefined,
    { timeout: 120_000 },
  );
}

/** Waits until the globe has stopped drawing (two readings a second apart agree); returns its frame count. */
export async function globeAtRest(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const n = (await globeState(page)).renderCount;
        const still = n === last;
        last = n;
        return still;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return last;
}

/** Page coordinates of a [lng, lat] on the globe (in the session's coordinate system). */
export async function globePoint(page: Page, lngLat: [number, number]): Promise<{ x: number; y: number }> {
  await page.getByTestId('globe').scrollIntoViewIfNeeded();
  const p = await page.evaluate((ll) => {
    const g = (
      window as unknown as {
        __portalGlobe?: { api: { toPage(p: [number, number]): { x: number; y: number } | null } };
      }
    ).__portalGlobe;
    return g?.api.toPage(ll) ?? null;
  }, lngLat);
  if (!p) throw new Error(`${lngLat} is not visible on the globe`);
  return p;
}

/** Draws a rectangle on the globe with its toolbar tool, from corner `a` to corner `b` ([lng, lat]). */
export async function drawRectangle(page: Page, a: [number, number], b: [number, number]) {
  await page.getByTestId('globe-draw-rectangle').click();
  await clickRectangle(page, a, b);
}

/** With the rectangle tool already on (a page's own button may turn it on): its two corners, clicked. */
export async function clickRectangle(page: Page, a: [number, number], b: [number, number]) {
  const p = await globePoint(page, a);
  const q = await globePoint(page, b);
  await page.mouse.click(p.x, p.y);
  await page.mouse.move((p.x + q.x) / 2, (p.y + q.y) / 2);
  await page.mouse.click(q.x, q.y);
}

/** Draws a rectangle by one drag, from corner `a` to corner `b` (as a user drags it out). */
export async function dragRectangle(page: Page, a: [number, number], b: [number, number]) {
  await page.getByTestId('globe-draw-rectangle').click();
  const p = await globePoint(page, a);
  const q = await globePoint(page, b);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  for (const f of [0.25, 0.5, 0.75, 1]) await page.mouse.move(p.x + (q.x - p.x) * f, p.y + (q.y - p.y) * f);
  await page.mouse.up();
}

/** The feature id the globe's pick buffer holds at a [lng, lat] (what is really drawn there), or null. */
export async function globePick(page: Page, lngLat: [number, number]): Promise<string | null> {
  return page.evaluate((ll) => {
    const g = (
      window as unknown as { __portalGlobe?: { api: { pickAt(p: [number, number]): string | null } } }
    ).__portalGlobe;
    return g?.api.pickAt(ll) ?? null;
  }, lngLat);
}
