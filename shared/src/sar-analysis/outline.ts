/**
 * The outline of a connected component as polygon rings along pixel edges (corners at integer x, y): the exact
 * boundary of the component's pixels, with straight runs merged. Edges go clockwise on screen (y down) with the
 * component on their right; at a corner touched by two diagonal pixels the walk turns right first, so the two
 * pixels are not joined there (4-connectivity). Flipping y (north up) makes the outer ring counter-clockwise and
 * the holes clockwise, as GeoJSON (RFC 7946) wants.
 */
import type { PixelBox } from './image';

/** Closed ring of [x, y] corners (the first repeated at the end). */
export type Ring = [number, number][];

const DX = [1, 0, -1, 0]; // right, down, left, up
const DY = [0, 1, 0, -1];

export function componentOutline(
  labels: Int32Array,
  width: number,
  label: number,
  bbox: PixelBox,
  opts: { minHoleArea?: number } = {},
): { outer: Ring; holes: Ring[] } {
  const height = labels.length / width;
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && labels[y * width + x] === label;
  const W = width + 1;
  // Outgoing edges per corner: direction codes, and whether each was walked.
  const out = new Map<number, { dir: number; used: boolean }[]>();
  const addEdge = (x: number, y: number, dir: number) => {
    const key = y * W + x;
    const list = out.get(key);
    if (list) list.push({ dir, used: false });
    else out.set(key, [{ dir, used: false }]);
  };
  for (let y = bbox.minY; y <= bbox.maxY; y++) {
    for (let x = bbox.minX; x <= bbox.maxX; x++) {
      if (!inside(x, y)) continue;
      if (!inside(x, y - 1)) addEdge(x, y, 0);
      if (!inside(x + 1, y)) addEdge(x + 1, y, 1);
      if (!inside(x, y + 1)) addEdge(x + 1, y + 1, 2);
      if (!inside(x - 1, y)) addEdge(x, y + 1, 3);
    }
  }
  const rings: Ring[] = [];
  for (const [startKey, startEdges] of out) {
    for (const start of startEdges) {
      if (start.used) continue;
      const ring: Ring = [];
      let key = startKey;
      let edge = start;
      for (;;) {
        edge.used = true;
        const x = key % W;
        const y = (key - x) / W;
        ring.push([x, y]);
        key = (y + DY[edge.dir]) * W + x + DX[edge.dir];
        const turnOrder = [1, 0, 3].map((t) => (edge.dir + t) % 4); // right, straight, left
        const here = out.get(key) ?? [];
        const next = turnOrder
          .map((d) => here.find((e) => e.dir === d && (!e.used || e === start)))
          .find((e) => e !== undefined);
        if (!next || next === start) break;
        edge = next;
      }
      rings.push(closeRing(dropCollinear(ring)));
    }
  }
  const area = (r: Ring) => {
    let a = 0;
    for (let i = 0; i + 1 < r.length; i++) a += r[i][0] * r[i + 1][1] - r[i + 1][0] * r[i][1];
    return a / 2;
  };
  rings.sort((a, b) => Math.abs(area(b)) - Math.abs(area(a)));
  const [outer, ...holes] = rings;
  const minHole = opts.minHoleArea ?? 0;
  return { outer, holes: holes.filter((h) => Math.abs(area(h)) >= minHole) };
}

function dropCollinear(ring: Ring): Ring {
  const n = ring.length;
  return ring.filter((p, i) => {
    const a = ring[(i - 1 + n) % n];
    const b = ring[(i + 1) % n];
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0;
  });
}

const closeRing = (ring: Ring): Ring => [...ring, [ring[0][0], ring[0][1]]];
