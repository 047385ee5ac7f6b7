/**
 * What a picture's subject adds at sea, at known positions (the truth the analyses are checked against): oil slicks
 * (dark, irregular patches well away from the shore) and ships (bright hulls of their own size), placed by a
 * generator seeded with the scene's key so that a scene always shows the same ones.
 */
import { hullCells, type PlantedShip, type PlantedSlick } from '@portal/shared/sar-analysis';
import { valueNoise } from './noise';

/** Length over beam of the ships drawn (merchant ships: 6 to 7). */
const BEAM_RATIO = 6.5;

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
 * The pixels (indexes) a hull covers: a bar of its length and beam (pixels) along its heading, centred on (x, y).
 * A hull under two pixels wide is a line of its length (at least the pixel under its centre), a wider one the
 * pixels whose centres lie on it.
 */
function hullPixels(
  ship: { x: number; y: number; headingDeg: number },
  lengthPx: number,
  beamPx: number,
  width: number,
): Set<number> {
  if (beamPx < 1.5) return hullCells({ ...ship, lengthPx: Math.max(1, Math.round(lengthPx)) }, width);
  const c = Math.cos((ship.headingDeg * Math.PI) / 180);
  const sn = Math.sin((ship.headingDeg * Math.PI) / 180);
  const reach = Math.ceil(lengthPx / 2) + 1;
  const cells = new Set<number>();
  for (let y = Math.floor(ship.y - reach); y <= ship.y + reach; y++)
    for (let x = Math.floor(ship.x - reach); x <= ship.x + reach; x++) {
      const dx = x + 0.5 - ship.x;
      const dy = y + 0.5 - ship.y;
      if (Math.abs(dx * c + dy * sn) <= lengthPx / 2 && Math.abs(dy * c - dx * sn) <= beamPx / 2)
        cells.add(y * width + x);
    }
  return cells;
}

/**
 * Ships at sea, away from land (16 px), the picture's edges, the slicks and each other, drawn at their size: a
 * length of 40–300 m and a beam of a sixth and a half of it at the picture's pixel size (a ship smaller than a
 * pixel lights one), the hull's pixels of σ⁰ 2–12.
 */
export function placeShips(
  sea: SeaMap,
  count: number,
  rnd: () => number,
  opts: { pixelM: number; avoid: Slick[] },
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
    const lengthM = Math.round(40 + 260 * rnd() ** 2);
    const beamM = Math.round(lengthM / BEAM_RATIO);
    const headingDeg = Math.floor(rnd() * 180);
    const cells = hullPixels({ x, y, headingDeg }, lengthM / opts.pixelM, beamM / opts.pixelM, width);
    const lengthPx = Math.max(1, Math.round(lengthM / opts.pixelM));
    const ship: Ship = { x, y, lengthPx, headingDeg, lengthM, beamM, hull: new Map() };
    const brightness = 2 + 10 * rnd();
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
