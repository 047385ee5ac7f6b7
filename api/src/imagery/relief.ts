/**
 * Where the ground is rugged, green, bare or snow-covered, from Natural Earth II (shaded relief, land cover and
 * water; public domain) as Cesium ships it for its globe: the 2048×1024 picture of its level-2 tiles, 0.176° a pixel.
 * Too coarse to draw a scene's hills, it says where the mountains are (Sichuan's west, not its basin) and how
 * strongly a picture's own relief should be drawn there, and it gives large scenes the shading of the real ranges.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decode as decodeJpeg } from 'jpeg-js';
import { pixelGrid, wrapLon } from './grid';
import { landMask } from './land';
import { prepared } from './prepared';

const TILE = 256;
const COLS = 8;
const ROWS = 4;
const W = TILE * COLS;
const H = TILE * ROWS;
/** Half-size of the window of the local statistics (pixels of the global picture). */
const R = 2;

export interface GroundCover {
  /** 0 flat … 1 mountains: the local spread of the shaded relief's brightness. */
  rugged: number;
  /** About -1 … 1: the shaded relief's brightness against its surroundings (slopes lit or in shade). */
  shade: number;
  /** 0 bare (desert, rock) … 1 green. */
  green: number;
  /** 0 … 1 snow and ice. */
  snow: number;
  /** 0 … 1 water (seas, and the lakes that the coastline polygons leave out). */
  water: number;
}

interface Fields extends Record<string, Uint8Array | Int8Array> {
  rugged: Uint8Array;
  shade: Int8Array;
  green: Uint8Array;
  snow: Uint8Array;
  water: Uint8Array;
  /** The picture's colours (RGB) on land; over water, the colour of the nearest land (see fillWater). */
  landRgb: Uint8Array;
}

let fields: Fields | null = null;

function tilesDir(): string {
  const root = path.dirname(require.resolve('cesium/package.json'));
  return path.join(root, 'Build', 'Cesium', 'Assets', 'Textures', 'NaturalEarthII', '2');
}

function build(): Fields {
  const rgb = new Uint8Array(W * H * 3);
  const dir = tilesDir();
  for (let tx = 0; tx < COLS; tx++)
    for (let ty = 0; ty < ROWS; ty++) {
      const tile = decodeJpeg(readFileSync(path.join(dir, String(tx), `${ty}.jpg`)), { useTArray: true });
      // TMS rows count from the south; the picture's rows from the north.
      const top = (ROWS - 1 - ty) * TILE;
      for (let y = 0; y < TILE; y++)
        for (let x = 0; x < TILE; x++) {
          const s = (y * TILE + x) * 4;
          const d = ((top + y) * W + tx * TILE + x) * 3;
          rgb[d] = tile.data[s];
          rgb[d + 1] = tile.data[s + 1];
          rgb[d + 2] = tile.data[s + 2];
        }
    }
  const n = W * H;
  const lum = new Float32Array(n);
  const water = new Uint8Array(n);
  const notLand = new Uint8Array(n);
  const out: Fields = {
    rugged: new Uint8Array(n),
    shade: new Int8Array(n),
    green: new Uint8Array(n),
    snow: new Uint8Array(n),
    water,
    landRgb: rgb,
  };
  // Land in Natural Earth's 1:10m polygons (what the tiles and pictures draw as land), 2×2 samples a pixel.
  const fine = landMask(pixelGrid([-180, -90, 180, 90], W * 2, H * 2));
  const landShare = (x: number, y: number) =>
    (fine[2 * y * 2 * W + 2 * x] +
      fine[2 * y * 2 * W + 2 * x + 1] +
      fine[(2 * y + 1) * 2 * W + 2 * x] +
      fine[(2 * y + 1) * 2 * W + 2 * x + 1]) /
    4;
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3];
    const g = rgb[i * 3 + 1];
    const b = rgb[i * 3 + 2];
    lum[i] = 0.3 * r + 0.59 * g + 0.11 * b;
    // Open sea is blue, estuaries and lakes teal: blue well above red, not below green.
    water[i] = b > r + 25 && b >= g - 12 ? 255 : 0;
    // Not land's colour either: a pixel mostly at sea in the polygons, whatever its colour (muddy estuaries such as
    // Hangzhou Bay are grey-brown), which would tint the land the polygons put beside it.
    notLand[i] = water[i] || landShare(i % W, Math.floor(i / W)) < 0.5 ? 1 : 0;
    out.green[i] = Math.max(0, Math.min(255, Math.round((g - r + 5) * 6)));
    const spread = Math.max(r, g, b) - Math.min(r, g, b);
    out.snow[i] = lum[i] > 185 && spread < 35 ? Math.min(255, Math.round((lum[i] - 185) * 6)) : 0;
  }
  // Pixels not of land take the colour of the land around them (the fields' `landRgb`).
  out.landRgb = fillWater(rgb, notLand);
  // Statistics over the land of a (2R+1)² window: water would make every coast look rugged.
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (water[i]) continue;
      let count = 0;
      let sum = 0;
      let sumSq = 0;
      for (let dy = -R; dy <= R; dy++) {
        const yy = Math.min(H - 1, Math.max(0, y + dy));
        for (let dx = -R; dx <= R; dx++) {
          const j = yy * W + ((x + dx + W) % W);
          if (water[j]) continue;
          count++;
          sum += lum[j];
          sumSq += lum[j] * lum[j];
        }
      }
      const mean = sum / count;
      const sd = Math.sqrt(Math.max(0, sumSq / count - mean * mean));
      out.rugged[i] = Math.max(0, Math.min(255, Math.round(((sd - 8) / 18) * 255)));
      out.shade[i] = Math.max(-127, Math.min(127, Math.round(((lum[i] - mean) / 30) * 127)));
    }
  return out;
}

/** Passes of fillWater: land colour reaches this many pixels (some 4°) out to sea; further out, LAND_DEFAULT. */
const FILL_PASSES = 24;
const LAND_DEFAULT = [112, 120, 84];

/**
 * The colours with every water pixel given the mean colour of its filled neighbours, pass by pass outwards from the
 * coast: a land colour interpolated near a coast (where the finer coastline polygons put land) takes no blue.
 */
function fillWater(rgb: Uint8Array, water: Uint8Array): Uint8Array {
  const out = Uint8Array.from(rgb);
  let known = Uint8Array.from(water, (w) => (w ? 0 : 1));
  for (let pass = 0; pass < FILL_PASSES; pass++) {
    const next = Uint8Array.from(known);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        if (known[i]) continue;
        const sum = [0, 0, 0];
        let count = 0;
        for (const j of [
          y > 0 ? i - W : -1,
          y < H - 1 ? i + W : -1,
          y * W + ((x + W - 1) % W),
          y * W + ((x + 1) % W),
        ]) {
          if (j < 0 || !known[j]) continue;
          for (let c = 0; c < 3; c++) sum[c] += out[j * 3 + c];
          count++;
        }
        if (!count) continue;
        for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round(sum[c] / count);
        next[i] = 1;
      }
    known = next;
  }
  for (let i = 0; i < W * H; i++) if (!known[i]) for (let c = 0; c < 3; c++) out[i * 3 + c] = LAND_DEFAULT[c];
  return out;
}

const load = () => prepared('natural-earth-ii', { file: __filename, package: 'cesium' }, build);

/** Loads the tiles (once per thread: prepared once per machine, else some 400 ms). */
export function loadGroundCover(): void {
  fields ??= load();
}

/** The four pixels around a position and its fractions between them (one object, reused: a per-pixel path). */
const cell = { a: 0, b: 0, c: 0, d: 0, fx: 0, fy: 0 };

/** Finds the pixel centres around (lon, lat) in the global picture, wrapping in longitude. */
function cellAt(lon: number, lat: number) {
  const gx = ((wrapLon(lon) + 180) / 360) * W - 0.5;
  const gy = Math.min(H - 1, Math.max(0, ((90 - lat) / 180) * H - 0.5));
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const xa = (x0 + W) % W;
  const xb = (x0 + 1) % W;
  const yb = Math.min(H - 1, y0 + 1);
  cell.a = y0 * W + xa;
  cell.b = y0 * W + xb;
  cell.c = yb * W + xa;
  cell.d = yb * W + xb;
  cell.fx = gx - x0;
  cell.fy = gy - y0;
  return cell;
}

/** Bilinear interpolation of one field (of `stride` channels, channel `ch`) over the cell. */
function blend(f: Uint8Array | Int8Array, at: typeof cell, stride = 1, ch = 0) {
  const { fx, fy } = at;
  const a = f[at.a * stride + ch];
  const b = f[at.b * stride + ch];
  const c = f[at.c * stride + ch];
  const d = f[at.d * stride + ch];
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}

/**
 * Natural Earth II's land colour at a position (RGB, 0–255, written into `into`), interpolated bilinearly between
 * the picture's pixel centres: smooth at any magnification.
 */
export function landColour(lon: number, lat: number, into: Float64Array): Float64Array {
  fields ??= load();
  const at = cellAt(lon, lat);
  for (let ch = 0; ch < 3; ch++) into[ch] = blend(fields.landRgb, at, 3, ch);
  return into;
}

/**
 * The ground cover at a position, interpolated between the global picture's pixel centres (written into `into`,
 * which a caller looking up every pixel of a picture passes again and again).
 */
export function groundCover(lon: number, lat: number, into?: GroundCover): GroundCover {
  fields ??= load();
  const at = cellAt(lon, lat);
  const out = into ?? { rugged: 0, shade: 0, green: 0, snow: 0, water: 0 };
  out.rugged = blend(fields.rugged, at) / 255;
  out.shade = blend(fields.shade, at) / 127;
  out.green = blend(fields.green, at) / 255;
  out.snow = blend(fields.snow, at) / 255;
  out.water = blend(fields.water, at) / 255;
  return out;
}
