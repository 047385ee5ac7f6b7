/**
 * The video-radar demonstration's sequence: one ship sailing across a sample picture, frame by frame, and the tracks
 * that join the detections of successive frames. Pure functions (the worker plans the path; the page builds tracks).
 */

export interface Point {
  x: number;
  y: number;
}

export interface ShipPath {
  /** The hull's centre in each frame (pixels). */
  positions: Point[];
  /** Direction of travel, degrees clockwise from +x (y down): the hull lies along it. */
  headingDeg: number;
}

/**
 * The sailing lines tried, as fractions of the picture: start and end, for a sea right of the coast; a line
 * is about a fifth of the picture, so a step between frames stays well inside the tracker's gate.
 */
const LINES: [Point, Point][] = [
  [
    { x: 0.6, y: 0.3 },
    { x: 0.75, y: 0.55 },
  ],
  [
    { x: 0.8, y: 0.6 },
    { x: 0.65, y: 0.85 },
  ],
  [
    { x: 0.55, y: 0.7 },
    { x: 0.8, y: 0.7 },
  ],
  [
    { x: 0.85, y: 0.15 },
    { x: 0.85, y: 0.4 },
  ],
  [
    { x: 0.6, y: 0.1 },
    { x: 0.6, y: 0.35 },
  ],
];

/** The lines above, then the same lines mirrored left to right, for pictures whose sea lies west of the coast. */
const CANDIDATES: [Point, Point][] = [
  ...LINES,
  ...LINES.map(([a, b]): [Point, Point] => [
    { x: 1 - a.x, y: a.y },
    { x: 1 - b.x, y: b.y },
  ]),
];

/**
 * A straight path of `frames` positions that stays on water (mask 1) and at least `clearance` pixels from every
 * point of `avoid` (ships already in the picture, which a tracker could confuse with ours): the first line that
 * fits, else the first line.
 */
export function shipPath(
  water: Uint8Array,
  size: { width: number; height: number },
  avoid: Point[],
  frames: number,
  clearance = 24,
): ShipPath {
  const { width, height } = size;
  const onWater = (p: Point) => {
    for (let dy = -3; dy <= 3; dy += 3)
      for (let dx = -3; dx <= 3; dx += 3) {
        const x = Math.floor(p.x + dx);
        const y = Math.floor(p.y + dy);
        if (x < 0 || y < 0 || x >= width || y >= height || !water[y * width + x]) return false;
      }
    return true;
  };
  const clear = (p: Point) => avoid.every((a) => Math.hypot(a.x - p.x, a.y - p.y) >= clearance);
  const paths = CANDIDATES.map(([a, b]) => {
    const positions = Array.from({ length: frames }, (_, k) => {
      const t = frames > 1 ? k / (frames - 1) : 0;
      return { x: (a.x + (b.x - a.x) * t) * width, y: (a.y + (b.y - a.y) * t) * height };
    });
    const headingDeg = (Math.atan2((b.y - a.y) * height, (b.x - a.x) * width) * 180) / Math.PI;
    return { positions, headingDeg };
  });
  return paths.find((p) => p.positions.every((q) => onWater(q) && clear(q))) ?? paths[0];
}

export interface Track {
  /** The detection in each frame, or null where the target was not detected. */
  points: (Point | null)[];
}

/** Distance between a track's first and last detections (pixels). */
export function trackDisplacement(t: Track): number {
  const seen = t.points.filter((p): p is Point => p !== null);
  return seen.length < 2 ? 0 : Math.hypot(seen.at(-1)!.x - seen[0].x, seen.at(-1)!.y - seen[0].y);
}

/**
 * Joins the detections of successive frames into tracks: each track takes the nearest detection within `gate`
 * pixels of where it is expected (its last position moved by its last step); a detection no track takes starts
 * a new track. Greedy, nearest pairs first: enough for a few well separated targets.
 */
export function buildTracks(detections: Point[][], gate = 30): Track[] {
  const frames = detections.length;
  const tracks: { points: (Point | null)[]; last: Point; step: Point }[] = [];
  detections.forEach((found, k) => {
    const pairs: { t: number; d: number; dist: number }[] = [];
    tracks.forEach((tr, t) => {
      const expected = { x: tr.last.x + tr.step.x, y: tr.last.y + tr.step.y };
      found.forEach((p, d) => {
        const dist = Math.hypot(p.x - expected.x, p.y - expected.y);
        if (dist <= gate) pairs.push({ t, d, dist });
      });
    });
    pairs.sort((a, b) => a.dist - b.dist);
    const takenT = new Set<number>();
    const takenD = new Set<number>();
    for (const { t, d } of pairs) {
      if (takenT.has(t) || takenD.has(d)) continue;
      takenT.add(t);
      takenD.add(d);
      const tr = tracks[t];
      const p = found[d];
      tr.step = { x: p.x - tr.last.x, y: p.y - tr.last.y };
      tr.last = p;
      tr.points[k] = p;
    }
    found.forEach((p, d) => {
      if (takenD.has(d)) return;
      const points: (Point | null)[] = Array.from({ length: frames }, () => null);
      points[k] = p;
      tracks.push({ points, last: p, step: { x: 0, y: 0 } });
    });
  });
  return tracks.map(({ points }) => ({ points }));
}

/** The moving target: the track that travelled farthest, if it moved at all (more than `minPx` pixels). */
export function movingTrack(tracks: Track[], minPx = 3): Track | null {
  let best: Track | null = null;
  for (const t of tracks)
    if (trackDisplacement(t) > minPx && (!best || trackDisplacement(t) > trackDisplacement(best))) best = t;
  return best;
}
