/**
 * What a picture's subject adds at sea, at known positions (the truth the analyses are checked against): oil slicks
 * (dark, irregular patches well away from the shore) and ships (a few bright pixels along a heading), placed by a
 * generator seeded with the scene's key so that a scene always shows the same ones.
 */
import { hullCells, type PlantedShip, type PlantedSlick } from '@portal/shared/sar-analysis';
import { valueNoise } from './noise';

export interface Slick extends PlantedSlick {
  /** Salt of the slick's ragged outline. */
  salt: number;
}

export interface Ship extends PlantedShip {
  /** σ⁰ of each pixel of the hull, by pixel index. */
  hull: Map<number, number>;
}

interface SeaMap {
  width: number;
  height: number;
  /** Distance (pixels) of each pixel to the nearest land. */
  fromLand: Float32Array;
}

/** Slicks: semi-axes of 18–34 × 6–11 pixels at 512 px, their whole outline at sea and apart from each other. */
export function placeSlicks(sea: SeaMap, count: number, rnd: () => number): Slick[] {
  const { width, height, fromLand } = sea;
  const s = Math.min(width, height) / 512;
  const slicks: Slick[] = [];
  for (let tries = 0; slicks.length < count && tries < 600; tries++) {
    const a = (18 + 16 * rnd()) * s;
    const b = (6 + 5 * rnd()) * s;
    const angleDeg = rnd() * 180;
    const x = a + 8 + rnd() * (width - 2 * a - 16);
    const y = a + 8 + rnd() * (height - 2 * a - 16);
    const salt = Math.floor(rnd() * 1e9);
    const clear = fromLand[Math.floor(y) * width + Math.floor(x)] > a * 1.3 + 10 * s;
    const apart = slicks.every((o) => Math.hypot(o.x - x, o.y - y) > o.a + a + 20 * s);
    if (clear && apart) slicks.push({ x, y, a, b, angleDeg, pixels: 0, salt });
  }
  return slicks;
}

/**
 * Whether a pixel centre lies in a slick: an ellipse whose radius wanders by up to a fifth with the direction
 * (star-shaped around its centre, so one piece).
 */
export function inSlick(k: Slick, x: number, y: number): boolean {
  const c = Math.cos((k.angleDeg * Math.PI) / 180);
  const sn = Math.sin((k.angleDeg * Math.PI) / 180);
  const u = ((x - k.x) * c + (y - k.y) * sn) / k.a;
  const v = (-(x - k.x) * sn + (y - k.y) * c) / k.b;
  const r2 = u * u + v * v;
  if (r2 > 1.45) return false;
  const phi = Math.atan2(v, u);
  const wobble = 1 + 0.2 * valueNoise(Math.cos(phi) * 2.2 + 7, Math.sin(phi) * 2.2 + 7, k.salt);
  return r2 <= wobble * wobble;
}

/**
 * Ships at sea, away from land (16 px), the picture's edges, the slicks and each other; a hull of `lengthPx` pixels
 * (from a length of 40–300 m at the picture's pixel size, within [minPx, 8]) of σ⁰ 2–12.
 */
export function placeShips(
  sea: SeaMap,
  count: number,
  rnd: () => number,
  opts: { pixelM: number; minPx: number; avoid: Slick[] },
): Ship[] {
  const { width, height, fromLand } = sea;
  const s = Math.min(width, height) / 512;
  const edge = Math.max(4, 16 * s);
  const ships: Ship[] = [];
  for (let tries = 0; ships.length < count && tries < 3000; tries++) {
    const x = edge + rnd() * (width - 2 * edge);
    const y = edge + rnd() * (height - 2 * edge);
    const ok =
      fromLand[Math.floor(y) * width + Math.floor(x)] > 16 * s &&
      opts.avoid.every((k) => Math.hypot(k.x - x, k.y - y) > k.a * 1.25 + 16 * s) &&
      ships.every((o) => Math.hypot(o.x - x, o.y - y) > 28 * s);
    if (!ok) continue;
    const lengthM = 40 + 260 * rnd() ** 2;
    const lengthPx = Math.max(opts.minPx, Math.min(8, Math.round(lengthM / opts.pixelM)));
    const ship: Ship = { x, y, lengthPx, headingDeg: Math.floor(rnd() * 180), hull: new Map() };
    const brightness = 2 + 10 * rnd();
    const cells = hullCells(ship, width);
    let sx = 0;
    let sy = 0;
    for (const i of cells) {
      ship.hull.set(i, brightness * (0.6 + 0.8 * rnd()));
      sx += (i % width) + 0.5;
      sy += Math.floor(i / width) + 0.5;
    }
    // The truth is where the hull's pixels are.
    ship.x = sx / cells.size;
    ship.y = sy / cells.size;
    ships.push(ship);
  }
  return ships;
}
