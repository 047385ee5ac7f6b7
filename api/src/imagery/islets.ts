/**
 * Land too small or too thin for the analyses to tell from water goes under water: the water extraction smooths
 * over 5×5 pixels and counts specks of fewer than 64 pixels as water, and the vessel detector would then take their
 * bright pixels for ships. The coastline polygons are coarser than that anyway.
 */
import { distanceTo } from './distance';

/** Islets of fewer pixels than this are dropped. */
export const ISLET_PIXELS = 80;
/** Land narrower than this many pixels is dropped (the 5×5 smoothing takes it for water). */
export const THINNEST_LAND = 5;

/** `mask` without its 4-connected components of fewer than `minPixels` pixels. */
function withoutSmallParts(mask: Uint8Array, width: number, height: number, minPixels: number): Uint8Array {
  const out = new Uint8Array(mask);
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const part: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    part.length = 0;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const visit = (j: number) => {
      if (mask[j] && !seen[j]) {
        seen[j] = 1;
        stack[top++] = j;
      }
    };
    while (top > 0) {
      const i = stack[--top];
      part.push(i);
      const x = i % width;
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i + width < mask.length) visit(i + width);
    }
    if (part.length < minPixels) for (const i of part) out[i] = 0;
  }
  return out;
}

export function withoutIslets(land: Uint8Array, width: number, height: number): Uint8Array {
  // An opening: the land farther than half the thinnest width from the sea, grown back by as much.
  const r = THINNEST_LAND / 2;
  const fromSea = distanceTo(
    land.map((v) => 1 - v),
    width,
    height,
  );
  const core = land.map((v, i) => (v && fromSea[i] > r ? 1 : 0));
  const fromCore = distanceTo(core, width, height);
  const opened = land.map((v, i) => (v && fromCore[i] <= r ? 1 : 0));
  return withoutSmallParts(opened, width, height, ISLET_PIXELS);
}
