/**
 * The 1° cells of the catalog (a scene's `cell`, migration 007) that rectangular search areas cover: counting a large
 * rectangle's matches by cells is cheaper and exact (./count.ts cellCountSql).
 */
import type { AreaPart, Box } from './areas';

/** Cells are 1° × 1°, numbered row by row from (180° W, 90° S) by their south-west corner: a scene's `cell`. */
export const cellNumber = (x: number, y: number) => (y + 90) * 360 + x + 180;

/**
 * Rectangles that cover 400 to 5 000 cells (20° × 20° up to a continent) are counted by cells, and before their
 * page is read: their count is then cheaper than through the footprints, and exact, so it sizes the page's time
 * slices better than the planner's estimate would. Smaller rectangles hold few matches to read; beyond 5 000 cells
 * (a cell is one index lookup) a short time range over most of the world is better read from the time index.
 */
const CELL_COUNT_FROM = 400;
const CELL_COUNT_UP_TO = 5_000;

export interface CellCover {
  /** Number of covered cells. */
  cells: number;
  /** Runs of consecutive cells that the rectangles cover (closed cells: edges included), as [first, last]. */
  runs: [number, number][];
  /** The covered cells of each rectangle: [x0, y0, x1, y1], cells x0 ≤ x < x1, y0 ≤ y < y1. */
  rects: Box[];
  /** Boxes (closed) along the rectangles' edges, outside the covered cells. */
  ring: Box[];
}

/**
 * The 1° cells that rectangular target areas cover, and the boxes along their edges. A scene of a covered cell
 * matches (its footprint point lies in the area); a matching scene of any other cell overlaps a ring box: its
 * footprint point lies in a ring box or outside the rectangle, and then the footprint crosses the rectangle's
 * outline, which the ring boxes hold (a footprint split at ±180° touches the antimeridian, so the half inside an
 * area that reaches ±180° touches the east or west ring box). Null when an area is not a rectangle or the
 * rectangles cover few cells.
 */
export function cellCover(parts: AreaPart[] | undefined): CellCover | null {
  if (!parts?.length) return null;
  const rows = new Map<number, [number, number][]>(); // row → covered [x0, x1) spans
  const rects: Box[] = [];
  const ring: Box[] = [];
  for (const part of parts) {
    if (!('wkt' in part) || !part.rect) return null;
    const [W, S, E, N] = part.rect.box;
    const [w, s, e, n] = part.rect.inner;
    const [x0, x1, y0, y1] = [Math.ceil(w), Math.floor(e), Math.ceil(s), Math.floor(n)];
    if (x1 <= x0 || y1 <= y0) {
      ring.push([W, S, E, N]);
      continue;
    }
    for (let y = y0; y < y1; y++) rows.set(y, [...(rows.get(y) ?? []), [x0, x1]]);
    rects.push([x0, y0, x1, y1]);
    ring.push([W, S, x0, N], [x1, S, E, N], [x0, S, x1, y0], [x0, y1, x1, N]);
  }
  const runs: [number, number][] = [];
  let cells = 0;
  for (const y of [...rows.keys()].sort((p, q) => p - q)) {
    let run: [number, number] | null = null; // [x0, x1) spans merged along the row
    for (const [x0, x1] of rows.get(y)!.sort((p, q) => p[0] - q[0])) {
      if (run && x0 <= run[1]) run[1] = Math.max(run[1], x1);
      else {
        if (run) runs.push([cellNumber(run[0], y), cellNumber(run[1] - 1, y)]);
        run = [x0, x1];
      }
    }
    if (run) runs.push([cellNumber(run[0], y), cellNumber(run[1] - 1, y)]);
  }
  for (const [lo, hi] of runs) cells += hi - lo + 1;
  return cells >= CELL_COUNT_FROM && cells <= CELL_COUNT_UP_TO ? { cells, runs, rects, ring } : null;
}
