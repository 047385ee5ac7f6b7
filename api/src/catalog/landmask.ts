/**
 * A coarse land mask (0.5° cells) rasterized once from Natural Earth's 1:110m land polygons (world-atlas,
 * land-110m.json, public domain) by even-odd scanlines at each cell row's centre latitude.
 * Cells: 0 open sea, 1 coast (sea within one cell of land), 2 land.
 */
import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';

const RES = 0.5;
const COLS = 360 / RES;
const ROWS = 180 / RES;

export const SEA = 0;
export const COAST = 1;
export const LAND = 2;

let mask: Uint8Array | null = null;

function build(): Uint8Array {
  type Topo = Parameters<typeof feature>[0];
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8')) as Topo;
  const fc = feature(topo, topo.objects.land) as unknown as {
    features: { geometry: { type: string; coordinates: number[][][] | number[][][][] } }[];
  };
  const rings: number[][][] = [];
  for (const f of fc.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') rings.push(...(g.coordinates as number[][][]));
    else if (g.type === 'MultiPolygon') for (const p of g.coordinates as number[][][][]) rings.push(...p);
  }
  const land = new Uint8Array(COLS * ROWS);
  const xs: number[] = [];
  for (let r = 0; r < ROWS; r++) {
    const lat = 90 - (r + 0.5) * RES;
    xs.length = 0;
    for (const ring of rings) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const [x1, y1] = ring[i];
        const [x2, y2] = ring[i + 1];
        if (y1 > lat !== y2 > lat) xs.push(x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1));
      }
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.max(0, Math.ceil((xs[k] + 180) / RES - 0.5));
      const c1 = Math.min(COLS - 1, Math.floor((xs[k + 1] + 180) / RES - 0.5));
      for (let c = c0; c <= c1; c++) land[r * COLS + c] = 1;
    }
  }
  const out = new Uint8Array(COLS * ROWS);
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      if (land[r * COLS + c]) {
        out[r * COLS + c] = LAND;
        continue;
      }
      let near = false;
      for (let dr = -1; dr <= 1 && !near; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= ROWS) continue;
        for (let dc = -1; dc <= 1; dc++) if (land[rr * COLS + ((c + dc + COLS) % COLS)]) near = true;
      }
      out[r * COLS + c] = near ? COAST : SEA;
    }
  }
  return out;
}

/** SEA, COAST or LAND at a WGS-84 position. */
export function surfaceAt(lon: number, lat: number): number {
  mask ??= build();
  const c = Math.min(COLS - 1, Math.max(0, Math.floor(((((lon + 180) % 360) + 360) % 360) / RES)));
  const r = Math.min(ROWS - 1, Math.max(0, Math.floor((90 - lat) / RES)));
  return mask[r * COLS + c];
}
