import type { PixelBox } from './image';

export interface Component {
  /** Label in `labels` (1, 2, …). */
  label: number;
  pixels: number;
  bbox: PixelBox;
  /** Mean pixel position (pixel centres at x + 0.5, y + 0.5). */
  centroid: { x: number; y: number };
}

export interface Labelling {
  /** Per pixel: 0 outside every kept component, else the component's label. */
  labels: Int32Array;
  components: Component[];
}

/**
 * Connected components of the set pixels of `mask` (4- or 8-connected), keeping those of at least `minPixels`.
 * A flood fill with an explicit stack: no recursion depth limit on large regions.
 */
export function labelComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  opts: { connectivity?: 4 | 8; minPixels?: number } = {},
): Labelling {
  const eight = opts.connectivity === 8;
  const minPixels = opts.minPixels ?? 1;
  const labels = new Int32Array(width * height);
  const components: Component[] = [];
  const stack = new Int32Array(width * height);
  const members: number[] = [];
  let next = 1;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = next++;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    members.length = 0;
    while (top > 0) {
      const p = stack[--top];
      members.push(p);
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (mask[q] && !labels[q]) {
            labels[q] = label;
            stack[top++] = q;
          }
        }
      }
    }
    if (members.length < minPixels) {
      for (const p of members) labels[p] = -1; // seen, too small
      continue;
    }
    let sx = 0;
    let sy = 0;
    const bbox = { minX: width, minY: height, maxX: -1, maxY: -1 };
    for (const p of members) {
      const x = p % width;
      const y = (p - x) / width;
      sx += x;
      sy += y;
      if (x < bbox.minX) bbox.minX = x;
      if (x > bbox.maxX) bbox.maxX = x;
      if (y < bbox.minY) bbox.minY = y;
      if (y > bbox.maxY) bbox.maxY = y;
    }
    const n = members.length;
    components.push({ label, pixels: n, bbox, centroid: { x: sx / n + 0.5, y: sy / n + 0.5 } });
  }
  for (let i = 0; i < labels.length; i++) if (labels[i] < 0) labels[i] = 0;
  // Renumber 1..n so labels index the component list.
  const renumber = new Int32Array(next);
  components.forEach((c, i) => {
    renumber[c.label] = i + 1;
    c.label = i + 1;
  });
  for (let i = 0; i < labels.length; i++) if (labels[i]) labels[i] = renumber[labels[i]];
  return { labels, components };
}
