/**
 * Water on the land that the coastline polygons do not hold. Everywhere: the world's own rivers on flat, green land
 * (place-bound: the zero lines of a noise field of some 40 km, and their tributaries of some 12 km), wider in the
 * wet season, and the large lakes of Natural Earth II, larger then too; during a flood event (world.ts), the low flat
 * land near them. Drawn when a picture is about it: a river winding across the scene with a tributary and
 * floodplain lakes, or flooded fields. Calm water: as dark as radar pictures get.
 *
 * The world's rivers and floods are worked out on a coarse grid of nodes (at most NODE_M apart, at least a pixel):
 * each node's signed distance to the nearest river line (the field over its gradient) and the distance within which
 * the ground is water there; a pixel is water where its interpolated distance is within its interpolated reach.
 * The fields are smooth at the nodes' spacing, so a product and its quicklook agree, and a pixel costs two
 * interpolations.
 */
import { distanceTo } from './distance';
import { KM_PER_DEGREE, pixelGrid, type PixelGrid } from './grid';
import { landMask } from './land';
import { fbm, valueNoise } from './noise';
import { groundCover } from './relief';
import type { Subject } from './subject';
import { floodIntensity, floodsAt, wetness } from './world';

const FLOOD_SALT = 83;
const LAKE_SALT = 89;
const RIVER_SALT = 97;
const STREAM_SALT = 101;
const RIVER_SIZE_SALT = 103;
const PLAIN_SALT = 107;
/** The world's rivers' nodes lie at most this far apart (metres). */
const NODE_M = 90;
/** Beyond this distance from a river line (km) nothing is water. */
const FAR_KM = 40;

interface Channel {
  /** A point the channel passes, its direction (unit vector) and half-width (pixels). */
  x: number;
  y: number;
  dx: number;
  dy: number;
  half: number;
  /** Meanders: amplitude (pixels), wavelength (pixels), phase; two of them. */
  waves: [number, number, number][];
  /** A tributary exists only on one side of where it joins (along its own direction, s > 0). */
  oneSided: boolean;
}

function channel(
  rnd: () => number,
  x: number,
  y: number,
  angle: number,
  half: number,
  size: number,
  oneSided: boolean,
): Channel {
  return {
    x,
    y,
    dx: Math.cos(angle),
    dy: Math.sin(angle),
    half,
    waves: [
      [size * (0.05 + 0.04 * rnd()), size * (0.5 + 0.3 * rnd()), rnd() * 6.283],
      [size * (0.015 + 0.015 * rnd()), size * (0.15 + 0.1 * rnd()), rnd() * 6.283],
    ],
    oneSided,
  };
}

function inChannel(c: Channel, x: number, y: number): boolean {
  const s = (x - c.x) * c.dx + (y - c.y) * c.dy;
  if (c.oneSided && s < 0) return false;
  const t = -(x - c.x) * c.dy + (y - c.y) * c.dx;
  let m = 0;
  for (const [a, l, p] of c.waves) m += a * Math.sin((6.283 * s) / l + p);
  // Meandering tributaries start on the main channel: no offset where they join.
  if (c.oneSided) m *= Math.min(1, s / (4 * c.half + 1));
  return Math.abs(t - m) <= c.half;
}

/**
 * Large lakes: where Natural Earth II shows water well inside the land (more than 0.3° from the coastline
 * polygons' sea, so not the sea beside a coast the two draw differently), the shoreline frayed below its 19 km
 * pixels. Null when there is no such water near the picture. At a time (`atMs`), larger in the wet season and
 * larger still in a flood; without one (the basemap), their mean extent.
 */
export function largeLakes(g: PixelGrid, atMs?: number): Uint8Array | null {
  const { width, height } = g;
  let any = false;
  for (let y = 0; y < height && !any; y += 16)
    for (let x = 0; x < width && !any; x += 16) any = groundCover(g.lons[x], g.lats[y]).water > 0.1;
  if (!any) return null;
  // The land around the picture on a grid of 0.05°, and each cell's distance to its sea.
  const margin = 0.4;
  const cell = 0.05;
  const south = g.north - g.dy * height;
  const around = pixelGrid(
    [g.west - margin, south - margin, g.west + g.dx * width + margin, g.north + margin],
    Math.ceil((g.dx * width + 2 * margin) / cell),
    Math.ceil((g.north - south + 2 * margin) / cell),
  );
  const land = landMask(around);
  const sea = land.map((v) => 1 - v);
  const fromSea = distanceTo(sea, around.width, around.height);
  const floods = atMs === undefined ? [] : floodsAt(atMs);
  const out = new Uint8Array(width * height);
  const cover = groundCover(g.lons[0], g.lats[0]);
  for (let y = 0; y < height; y++) {
    const lat = g.lats[y];
    const row = Math.min(around.height - 1, Math.floor((around.north - lat) / around.dy));
    // The shore's level: 0.5 on average, 0.06 lower (a larger lake) at the wettest, 0.06 higher at the driest.
    const level = atMs === undefined ? 0.5 : 0.56 - 0.12 * wetness(lat, atMs);
    for (let x = 0; x < width; x++) {
      const col = Math.min(around.width - 1, Math.floor((g.lons[x] - around.west) / around.dx));
      if (fromSea[row * around.width + col] * cell < 0.3) continue;
      const water = groundCover(g.lons[x], lat, cover).water;
      const flood = floods.length ? floodIntensity(floods, g.lons[x], lat) : 0;
      if (
        water > 0.15 - 0.1 * flood &&
        water + 0.35 * fbm(g.xKm[x], g.yKm[y], LAKE_SALT, 12, 0.05) > level - 0.25 * flood
      )
        out[y * width + x] = 1;
    }
  }
  return out;
}

/** The world's rivers: the zero lines of this field (km), some 20 km apart. */
const riverField = (x: number, y: number) =>
  (valueNoise(x / 40, y / 40, RIVER_SALT) +
    0.5 * valueNoise(x / 20 + 5.3, y / 20 - 2.1, RIVER_SALT + 1) +
    0.25 * valueNoise(x / 10 - 3.7, y / 10 + 8.9, RIVER_SALT + 2)) /
  1.75;
/** Their tributaries and canals: the zero lines of this one, some 6 km apart, where `streamy` says there are any. */
const streamField = (x: number, y: number) =>
  (valueNoise(x / 12, y / 12, STREAM_SALT) + 0.4 * valueNoise(x / 6 + 1.7, y / 6 - 4.2, STREAM_SALT + 1)) /
  1.4;

/**
 * The world's rivers and floods at a time over the picture's land (module comment): 1 = water. A pixel whose
 * built-up density (`urban`) passes 0.35 is not flooded (its walls stand out of the water); a river crosses it.
 */
export function worldWater(
  g: PixelGrid,
  land: Uint8Array,
  atMs: number,
  urban: Float32Array | null,
): Uint8Array {
  const { width, height } = g;
  const pixelM = (g.pixelM[0] + g.pixelM[1]) / 2;
  const step = Math.max(1, Math.floor(NODE_M / pixelM));
  const nx = Math.floor((width - 1) / step) + 2;
  const ny = Math.floor((height - 1) / step) + 2;
  // One ring of nodes more on each side, for the gradient's central differences.
  const rx = nx + 2;
  const ry = ny + 2;
  const lonOf = (i: number) => g.west + ((i - 1) * step + 0.5) * g.dx;
  const latOf = (j: number) => g.north - ((j - 1) * step + 0.5) * g.dy;
  const r1 = new Float32Array(rx * ry);
  const r2 = new Float32Array(rx * ry);
  for (let j = 0; j < ry; j++) {
    const yKm = latOf(j) * KM_PER_DEGREE;
    for (let i = 0; i < rx; i++) {
      const xKm = lonOf(i) * g.kmPerLonDeg;
      r1[j * rx + i] = riverField(xKm, yKm);
      r2[j * rx + i] = streamField(xKm, yKm);
    }
  }
  const hx = step * g.dx * g.kmPerLonDeg;
  const hy = step * g.dy * KM_PER_DEGREE;
  const floods = floodsAt(atMs);
  const n = nx * ny;
  // Per node: the signed distances (km) to a river and to a stream line, the river's half-width and the flood's reach.
  const d1 = new Float32Array(n);
  const d2 = new Float32Array(n);
  const half = new Float32Array(n);
  const reach = new Float32Array(n);
  const near = new Uint8Array(n);
  const cellKm = Math.hypot(hx, hy);
  const cover = groundCover(g.lons[0], g.lats[0]);
  const signed = (f: Float32Array, k: number) => {
    const gx = (f[k + 1] - f[k - 1]) / (2 * hx);
    const gy = (f[k + rx] - f[k - rx]) / (2 * hy);
    const grad = Math.hypot(gx, gy);
    return grad > 1e-6 ? Math.max(-FAR_KM, Math.min(FAR_KM, f[k] / grad)) : FAR_KM;
  };
  for (let j = 0; j < ny; j++) {
    const lat = latOf(j + 1);
    const wet = wetness(lat, atMs);
    const yKm = lat * KM_PER_DEGREE;
    for (let i = 0; i < nx; i++) {
      const lon = lonOf(i + 1);
      const xKm = lon * g.kmPerLonDeg;
      const k = (j + 1) * rx + i + 1;
      const o = j * nx + i;
      d1[o] = signed(r1, k);
      d2[o] = signed(r2, k);
      const c = groundCover(lon, lat, cover);
      // Rivers run on flat land that is green enough to have them; mountains and deserts keep theirs out of sight.
      const flat = Math.min(1, Math.max(0, (0.45 - c.rugged) / 0.2));
      const presence = flat * Math.min(1, Math.max(0, 0.2 + 1.6 * c.green));
      const size = 0.04 + 0.16 * (1 + valueNoise(xKm / 150, yKm / 150, RIVER_SIZE_SALT));
      half[o] = presence * size * (0.6 + 0.8 * wet);
      const flood = floods.length ? floodIntensity(floods, lon, lat) : 0;
      if (flood > 0) {
        // Low flat land: all of a plain, less of rolling country, none of the hills; patchy (the lower fields first).
        const low = Math.min(1, Math.max(0, (0.56 - c.rugged) / 0.16));
        const plain = fbm(xKm, yKm, PLAIN_SALT, 2.4, 0.6);
        reach[o] = flood * low * Math.max(0, 2.5 + 3 * plain);
      }
      const streamy = Math.max(0, Math.min(1, valueNoise(xKm / 30, yKm / 30, STREAM_SALT + 2) + 0.3));
      // Streams: a third as wide as the rivers, where there are any; the flood reaches half as far from them.
      const margin = Math.min(
        Math.abs(d1[o]) - half[o] - reach[o],
        streamy > 0 ? Math.abs(d2[o]) - streamy * (0.3 * half[o] + 0.5 * reach[o]) : FAR_KM,
      );
      // The stream's share folded into its distance: |d2| / streamy is held against the river's terms.
      d2[o] = streamy > 0 ? d2[o] / streamy : FAR_KM;
      near[o] = margin < 1.5 * cellKm ? 1 : 0;
    }
  }
  const out = new Uint8Array(width * height);
  for (let cy = 0; cy < ny - 1; cy++)
    for (let cx = 0; cx < nx - 1; cx++) {
      const a = cy * nx + cx;
      if (!(near[a] | near[a + 1] | near[a + nx] | near[a + nx + 1])) continue;
      const b = a + 1;
      const c = a + nx;
      const d = c + 1;
      const x0 = cx * step;
      const y0 = cy * step;
      const x1 = Math.min(width, x0 + step);
      const y1 = Math.min(height, y0 + step);
      for (let y = y0; y < y1; y++) {
        const ty = (y - y0) / step;
        for (let x = x0; x < x1; x++) {
          const i = y * width + x;
          if (!land[i]) continue;
          const tx = (x - x0) / step;
          const w00 = (1 - tx) * (1 - ty);
          const w10 = tx * (1 - ty);
          const w01 = (1 - tx) * ty;
          const w11 = tx * ty;
          const h = w00 * half[a] + w10 * half[b] + w01 * half[c] + w11 * half[d];
          const f =
            urban && urban[i] > 0.35 ? 0 : w00 * reach[a] + w10 * reach[b] + w01 * reach[c] + w11 * reach[d];
          const r = Math.abs(w00 * d1[a] + w10 * d1[b] + w01 * d1[c] + w11 * d1[d]);
          if (r < h + f) {
            out[i] = 1;
            continue;
          }
          const s = Math.abs(w00 * d2[a] + w10 * d2[b] + w01 * d2[c] + w11 * d2[d]);
          if (s < 0.3 * h + 0.5 * f) out[i] = 1;
        }
      }
    }
  return out;
}

/** 1 = lake, river or flood water on land (never at sea), row by row, at the picture's time. */
export function carveWater(
  g: PixelGrid,
  land: Uint8Array,
  fromSea: Float32Array,
  subject: Subject,
  rnd: () => number,
  atMs: number,
  urban: Float32Array | null,
): Uint8Array {
  const { width, height } = g;
  const out = worldWater(g, land, atMs, urban);
  const pixelM = (g.pixelM[0] + g.pixelM[1]) / 2;
  const size = Math.min(width, height);
  const channels: Channel[] = [];
  const lakes: { x: number; y: number; rx: number; ry: number }[] = [];
  if (subject.river) {
    const half = Math.max(6, Math.min(size / 16, (1500 + 2500 * rnd()) / pixelM));
    const angle = (rnd() - 0.5) * 1.2;
    const main = channel(
      rnd,
      width * (0.4 + 0.2 * rnd()),
      height * (0.4 + 0.2 * rnd()),
      angle,
      half,
      size,
      false,
    );
    channels.push(main);
    const junction = (0.2 + 0.3 * rnd()) * size * (rnd() < 0.5 ? -1 : 1);
    const side = rnd() < 0.5 ? 1 : -1;
    channels.push(
      channel(
        rnd,
        main.x + main.dx * junction,
        main.y + main.dy * junction,
        angle + side * (0.9 + 0.5 * rnd()),
        Math.max(3, half * 0.55),
        size * 0.6,
        true,
      ),
    );
    // Floodplain lakes beside the main channel.
    for (let k = 0; k < 8; k++) {
      const along = (rnd() - 0.5) * size;
      const off = (rnd() < 0.5 ? -1 : 1) * half * (3 + 5 * rnd());
      lakes.push({
        x: main.x + main.dx * along - main.dy * off,
        y: main.y + main.dy * along + main.dx * off,
        rx: half * (1 + 3 * rnd()),
        ry: half * (0.6 + 1.2 * rnd()),
      });
    }
  }
  const lake = largeLakes(g, atMs);
  const floodLargest = (size * pixelM) / 3000;
  const floodSmallest = (8 * pixelM) / 1000;
  if (!lake && !channels.length && !subject.flood) return out;
  for (let y = 0; y < height; y++) {
    const yKm = g.yKm[y];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!land[i]) continue;
      let river = lake !== null && lake[i] === 1;
      for (const c of channels) river ||= inChannel(c, x + 0.5, y + 0.5);
      for (const l of lakes) river ||= ((x + 0.5 - l.x) / l.rx) ** 2 + ((y + 0.5 - l.y) / l.ry) ** 2 <= 1;
      if (river) out[i] = 1;
      else if (
        subject.flood &&
        fromSea[i] > 3 &&
        fbm(g.xKm[x], yKm, FLOOD_SALT, floodLargest, floodSmallest, 0.5) > 0.2
      )
        out[i] = 1;
    }
  }
  return out;
}
