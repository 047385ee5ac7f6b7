/**
 * Land and sea at pixel resolution from Natural Earth's 1:10m land polygons (world-atlas, land-10m.json, public
 * domain). The polygons' edges are kept in bands of latitude; a picture's row collects the crossings of the edges
 * in its band with its latitude and fills between them by the even-odd rule: inside or out at the picture's west
 * edge is the parity of the crossings west of it, and the picture goes on eastwards past 180° if it must (the rings
 * near the antimeridian are there a turn away too).
 */
import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import { type PixelGrid, wrapLon } from './grid';
import { prepared } from './prepared';

const BAND_DEG = 0.25;
const BANDS = Math.round(180 / BAND_DEG);

/** Edges as flat [x1, y1, x2, y2, …] runs, one per band of latitude: band b's from offsets[b] to offsets[b + 1]. */
interface Bands extends Record<string, Float64Array | Int32Array> {
  edges: Float64Array;
  offsets: Int32Array;
}

let bands: Bands | null = null;

function buildBands(): Bands {
  type Topo = Parameters<typeof feature>[0];
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as Topo;
  const land = feature(topo, topo.objects.land) as unknown as {
    features: { geometry: { type: string; coordinates: number[][][] | number[][][][] } }[];
  };
  const lists: number[][] = Array.from({ length: BANDS }, () => []);
  const addEdges = (ring: number[][], shift: number) => {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i];
      const [x2, y2] = ring[i + 1];
      if (y1 === y2) continue; // a horizontal edge crosses no row
      const b0 = Math.max(0, Math.floor((Math.min(y1, y2) + 90) / BAND_DEG));
      const b1 = Math.min(BANDS - 1, Math.floor((Math.max(y1, y2) + 90) / BAND_DEG));
      for (let b = b0; b <= b1; b++) lists[b].push(x1 + shift, y1, x2 + shift, y2);
    }
  };
  const addRing = (ring: number[][]) => {
    // A ring across ±180° jumps 360° between two vertices: its longitudes are made continuous (a planar ring
    // running past 180°), and it is added once more a turn away, so that the other side of the antimeridian
    // sees it too. The polar ring (Antarctica), which goes round the globe, is left as it is.
    const flat = ring.map(([x, y]) => [x, y]);
    for (let i = 1; i < flat.length; i++) {
      while (flat[i][0] - flat[i - 1][0] > 180) flat[i][0] -= 360;
      while (flat[i][0] - flat[i - 1][0] < -180) flat[i][0] += 360;
    }
    const closed = Math.abs(flat[flat.length - 1][0] - flat[0][0]) < 180;
    const unwrapped = closed ? flat : ring;
    addEdges(unwrapped, 0);
    const xs = unwrapped.map((p) => p[0]);
    if (Math.max(...xs) > 170) addEdges(unwrapped, -360);
    if (Math.min(...xs) < -170) addEdges(unwrapped, 360);
  };
  for (const f of land.features) {
    const g = f.geometry;
    const polygons =
      g.type === 'Polygon' ? [g.coordinates as number[][][]] : (g.coordinates as number[][][][]);
    for (const polygon of polygons) for (const ring of polygon) addRing(ring);
  }
  const offsets = new Int32Array(BANDS + 1);
  lists.forEach((l, b) => (offsets[b + 1] = offsets[b] + l.length));
  const edges = new Float64Array(offsets[BANDS]);
  lists.forEach((l, b) => edges.set(l, offsets[b]));
  return { edges, offsets };
}

/** Loads the polygons' edges (once per thread: prepared once per machine, else some 700 ms). */
export function landEdges(): Bands {
  bands ??= prepared('land-10m', { file: __filename, package: 'world-atlas' }, buildBands);
  return bands;
}

/** 1 = land, 0 = sea, for each pixel centre of the grid, row by row. */
export function landMask(g: PixelGrid): Uint8Array {
  const { edges, offsets } = landEdges();
  const mask = new Uint8Array(g.width * g.height);
  const west = wrapLon(g.west);
  const crossings: number[] = [];
  for (let y = 0; y < g.height; y++) {
    const lat = g.lats[y];
    const b = Math.min(BANDS - 1, Math.max(0, Math.floor((lat + 90) / BAND_DEG)));
    crossings.length = 0;
    let parity = 0;
    for (let k = offsets[b]; k < offsets[b + 1]; k += 4) {
      const y1 = edges[k + 1];
      const y2 = edges[k + 3];
      if (y1 > lat === y2 > lat) continue;
      const x = edges[k] + ((lat - y1) / (y2 - y1)) * (edges[k + 2] - edges[k]);
      // Inside or out at the west edge: the parity of the crossings west of it (the rings a turn away included).
      if (x < west) parity ^= 1;
      else crossings.push(x - west);
    }
    crossings.sort((a, b) => a - b);
    let inside = parity;
    let next = 0;
    const row = y * g.width;
    for (let x = 0; x < g.width; x++) {
      const at = (x + 0.5) * g.dx;
      while (next < crossings.length && crossings[next] <= at) {
        inside ^= 1;
        next++;
      }
      mask[row + x] = inside;
    }
  }
  return mask;
}
