/**
 * Water on the land that the coastline polygons do not hold, drawn when a picture is about it: a river winding
 * across the scene with a tributary and floodplain lakes, or flooded fields. Calm water: as dark as radar pictures get.
 */
import { distanceTo } from './distance';
import { pixelGrid, type PixelGrid } from './grid';
import { landMask } from './land';
import { fbm } from './noise';
import { groundCover } from './relief';
import type { Subject } from './subject';

const FLOOD_SALT = 83;
const LAKE_SALT = 89;

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
 * pixels. Null when there is no such water near the picture.
 */
export function largeLakes(g: PixelGrid): Uint8Array | null {
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
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = Math.min(around.height - 1, Math.floor((around.north - g.lats[y]) / around.dy));
    for (let x = 0; x < width; x++) {
      const col = Math.min(around.width - 1, Math.floor((g.lons[x] - around.west) / around.dx));
      if (fromSea[row * around.width + col] * cell < 0.3) continue;
      const water = groundCover(g.lons[x], g.lats[y]).water;
      if (water > 0.15 && water + 0.35 * fbm(g.xKm[x], g.yKm[y], LAKE_SALT, 12, 0.05) > 0.5)
        out[y * width + x] = 1;
    }
  }
  return out;
}

/** 1 = lake, river or flood water on land (never at sea), row by row. */
export function carveWater(
  g: PixelGrid,
  land: Uint8Array,
  fromSea: Float32Array,
  subject: Subject,
  rnd: () => number,
): Uint8Array {
  const { width, height } = g;
  const out = new Uint8Array(width * height);
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
  const lake = largeLakes(g);
  const floodLargest = (size * pixelM) / 3000;
  const floodSmallest = (8 * pixelM) / 1000;
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
