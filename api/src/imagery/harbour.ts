/**
 * A port's terminal, for a picture about a port at a pixel size where quays show (finer than 60 m). Where the
 * coastline polygons show open water (reclaimed land too recent or too small for them, as at Yangshan): a straight
 * quay along the west side with a few piers reaching out. Where they show a coast: basins cut into the land from
 * the water's edge. Either way the land along the water is built up (container stacks, cranes).
 */
import { distanceTo } from './distance';

/** Built-up land reaches this far from the quays (pixels). */
const YARD_PX = 70;

interface Size {
  width: number;
  height: number;
}

/** Reclaimed land along the west side: a quay and three piers. Marks `land`; returns the terminal's pixels. */
function reclaimed({ width, height }: Size, land: Uint8Array, rnd: () => number): Uint8Array {
  const terminal = new Uint8Array(width * height);
  const quay = Math.round(width * (0.2 + 0.06 * rnd()));
  const piers = Array.from({ length: 3 }, (_, k) => ({
    y: Math.round(height * (0.15 + 0.3 * k + 0.1 * rnd())),
    half: Math.round(5 + 4 * rnd()),
    end: quay + Math.round(width * (0.06 + 0.08 * rnd())),
  }));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const onPier = piers.some((p) => Math.abs(y - p.y) <= p.half && x < p.end);
      if (x < quay || onPier) terminal[y * width + x] = 1;
    }
  for (let i = 0; i < land.length; i++) if (terminal[i]) land[i] = 1;
  return terminal;
}

/** Basins dug into the land from the water's edge, each along whichever axis leads inland. Clears `land`. */
function basins({ width, height }: Size, land: Uint8Array, rnd: () => number): void {
  const directions = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  // The water's edge: water pixels beside land, away from the picture's sides.
  const edge: number[] = [];
  for (let y = 16; y < height - 16; y++)
    for (let x = 16; x < width - 16; x++) {
      const i = y * width + x;
      if (!land[i] && (land[i - 1] || land[i + 1] || land[i - width] || land[i + width])) edge.push(i);
    }
  let dug = 0;
  for (let tries = 0; dug < 3 && tries < 60 && edge.length; tries++) {
    const i = edge[Math.floor(rnd() * edge.length)];
    const x = i % width;
    const y = Math.floor(i / width);
    if (land[i]) continue;
    const length = Math.round(40 + 40 * rnd());
    const half = Math.round(7 + 4 * rnd());
    for (const [dx, dy] of directions) {
      // From a water pixel whose next pixel that way is land, and land all along the basin's axis.
      const at = (k: number) => land[(y + dy * k) * width + (x + dx * k)];
      const inside = (k: number) => {
        const xx = x + dx * k;
        const yy = y + dy * k;
        return xx >= 0 && yy >= 0 && xx < width && yy < height;
      };
      if (!inside(length + 1) || !at(1)) continue;
      let solid = true;
      for (let k = 1; k <= length && solid; k++) solid = at(k) === 1;
      if (!solid) continue;
      for (let k = 0; k <= length; k++)
        for (let s = -half; s <= half; s++) {
          const xx = x + dx * k + dy * s;
          const yy = y + dy * k + dx * s;
          if (xx >= 0 && yy >= 0 && xx < width && yy < height) land[yy * width + xx] = 0;
        }
      dug++;
      break;
    }
  }
}

/** Adds the terminal (changing `land`); returns the pixels to build up, or null when it draws nothing. */
export function addTerminal(
  size: Size,
  land: Uint8Array,
  pixelM: number,
  rnd: () => number,
): Uint8Array | null {
  if (pixelM >= 60) return null;
  let landPixels = 0;
  for (let i = 0; i < land.length; i++) landPixels += land[i];
  if (landPixels < 0.2 * land.length) return reclaimed(size, land, rnd);
  if (landPixels > 0.95 * land.length) return null;
  basins(size, land, rnd);
  const fromWater = distanceTo(
    land.map((v) => 1 - v),
    size.width,
    size.height,
  );
  return land.map((v, i) => (v && fromWater[i] <= YARD_PX ? 1 : 0));
}
