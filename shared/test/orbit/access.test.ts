/**
 * The access search against a brute-force 1-second scan of the same model: 6 targets, 4 satellites, 7 days,
 * both look sides and both orbit directions. No opportunity missed or extra, |Δt| ≤ 1 s, |Δlook| ≤ 0.05°.
 */
import {
  bruteForceAccess,
  searchAccess,
  syntheticConstellation,
  targetPoint,
  type Opportunity,
} from '../../src/orbit';
import { ACCESS_TARGETS, TEST_EPOCH_MS } from './targets';

const DAY = 86_400_000;
const START = TEST_EPOCH_MS;
const END = START + 7 * DAY;
const BAND = { min: 13, max: 40 };
/** An unmatched opportunity this close to a band edge is a tie, not a miss (the two interpolate differently). */
const EDGE_DEG = 0.01;

const sats = syntheticConstellation(TEST_EPOCH_MS);
const nearEdge = (look: number) =>
  Math.abs(look - BAND.min) < EDGE_DEG || Math.abs(look - BAND.max) < EDGE_DEG;

describe('access search vs brute force (7 days, 4 satellites, 6 targets)', () => {
  const reference = bruteForceAccess(
    sats,
    ACCESS_TARGETS.map((t) => targetPoint(t.latDeg, t.lonDeg)),
    START,
    END,
    { lookAngleDeg: BAND },
  );
  const found = ACCESS_TARGETS.map((t) =>
    searchAccess({
      satellites: sats,
      start: START,
      end: END,
      target: t,
      lookAngleDeg: BAND,
      limit: Infinity,
    }),
  );

  it('finds the same opportunities with |Δt| ≤ 1 s and |Δlook| ≤ 0.05°', () => {
    let maxDt = 0,
      maxDLook = 0,
      missed = 0,
      extra = 0,
      matched = 0;
    const problems: string[] = [];
    ACCESS_TARGETS.forEach((target, k) => {
      const unmatched = new Set<Opportunity>(found[k]);
      for (const ref of reference[k]) {
        const hit = found[k].find(
          (o) => o.satelliteId === ref.satelliteId && Math.abs(o.centreTimeMs - ref.centreTimeMs) <= 1000,
        );
        if (!hit) {
          if (!nearEdge(ref.geometry.lookAngleDeg)) {
            missed++;
            problems.push(
              `missed ${target.name} ${ref.satelliteId} ${new Date(ref.centreTimeMs).toISOString()} look ${ref.geometry.lookAngleDeg}`,
            );
          }
          continue;
        }
        unmatched.delete(hit);
        matched++;
        maxDt = Math.max(maxDt, Math.abs(hit.centreTimeMs - ref.centreTimeMs) / 1000);
        maxDLook = Math.max(maxDLook, Math.abs(hit.lookAngleDeg - ref.geometry.lookAngleDeg));
        expect(hit.lookSide).toBe(ref.geometry.lookSide);
        expect(hit.orbitDirection).toBe(ref.geometry.orbitDirection);
      }
      for (const o of unmatched) {
        if (!nearEdge(o.lookAngleDeg)) {
          extra++;
          problems.push(`extra ${target.name} ${o.satelliteId} ${o.imagingCentre} look ${o.lookAngleDeg}`);
        }
      }
    });
    console.info(
      `access vs brute force: ${matched} matched, ${missed} missed, ${extra} extra, max |Δt| ${maxDt.toExponential(2)} s, max |Δlook| ${maxDLook.toExponential(2)}°`,
    );
    expect(problems).toEqual([]);
    expect(matched).toBeGreaterThan(100);
    expect(maxDt).toBeLessThanOrEqual(1);
    expect(maxDLook).toBeLessThanOrEqual(0.05);
  });

  it('covers both look sides and both orbit directions for every target', () => {
    found.forEach((list) => {
      const kinds = new Set(list.map((o) => `${o.lookSide}/${o.orbitDirection}`));
      expect([...kinds].sort()).toEqual([
        'left/ascending',
        'left/descending',
        'right/ascending',
        'right/descending',
      ]);
    });
  });

  it('side and direction filters return exactly the matching subset', () => {
    const k = ACCESS_TARGETS.findIndex((t) => t.name === 'Shanghai');
    for (const lookSide of ['left', 'right'] as const) {
      for (const orbitDirection of ['ascending', 'descending'] as const) {
        const subset = searchAccess({
          satellites: sats,
          start: START,
          end: END,
          target: ACCESS_TARGETS[k],
          lookSide,
          orbitDirection,
          limit: Infinity,
        });
        const expected = found[k].filter(
          (o) => o.lookSide === lookSide && o.orbitDirection === orbitDirection,
        );
        expect(subset.map((o) => o.imagingCentre)).toEqual(expected.map((o) => o.imagingCentre));
      }
    }
  });

  it('returns the soonest 5 by default, sorted, with every field', () => {
    ACCESS_TARGETS.forEach((t, k) => {
      const first = searchAccess({ satellites: sats, start: START, end: END, target: t });
      expect(first).toHaveLength(5);
      expect(first.map((o) => o.centreTimeMs)).toEqual(found[k].slice(0, 5).map((o) => o.centreTimeMs));
      for (const o of first) {
        expect(Date.parse(o.imagingStart)).toBeLessThan(Date.parse(o.imagingEnd));
        expect(o.tleEpoch).toBe(new Date(TEST_EPOCH_MS).toISOString());
        expect(o.tleSynthetic).toBe(true);
        expect(o.incidenceAngleDeg).toBeGreaterThan(o.lookAngleDeg);
        expect(o.slantRangeKm).toBeGreaterThan(500);
      }
    });
  });

  it('separates consecutive passes at high latitude', () => {
    // 80°N and 70°S see several passes per day per satellite; each one must be a distinct opportunity.
    for (const k of [0, 1]) {
      const bySat = new Map<string, number[]>();
      for (const o of found[k])
        bySat.set(o.satelliteId, [...(bySat.get(o.satelliteId) ?? []), o.centreTimeMs]);
      for (const times of bySat.values())
        for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThan(60 * 60_000);
      expect(found[k].length).toBeGreaterThan(reference[2].length);
    }
  });

  it('uses the centroid of an area and flags areas wider than the swath', () => {
    const ring: [number, number][] = [
      [121.4, 31.2],
      [121.55, 31.2],
      [121.55, 31.3],
      [121.4, 31.3],
      [121.4, 31.2],
    ];
    const small = searchAccess({
      satellites: sats,
      start: START,
      end: END,
      target: { type: 'Polygon', coordinates: [ring] },
      imagingMode: 4,
    });
    const centre = searchAccess({
      satellites: sats,
      start: START,
      end: END,
      target: { latDeg: 31.25, lonDeg: 121.475 },
      imagingMode: 4,
    });
    expect(small.map((o) => o.imagingCentre)).toEqual(centre.map((o) => o.imagingCentre));
    expect(small.every((o) => o.coverage === 'full')).toBe(true);
    const wide: [number, number][] = [
      [120, 30],
      [123, 30],
      [123, 32.5],
      [120, 32.5],
      [120, 30],
    ];
    const big = searchAccess({
      satellites: sats,
      start: START,
      end: END,
      target: { type: 'Polygon', coordinates: [wide] },
      imagingMode: 3,
    });
    expect(big.length).toBe(5);
    expect(big.every((o) => o.coverage === 'partial')).toBe(true);
  });

  it('returns nothing when nothing is in reach', () => {
    const none = searchAccess({
      satellites: sats.slice(0, 1),
      start: START,
      end: START + 3600_000,
      target: { latDeg: 0, lonDeg: 0 },
    });
    expect(none).toEqual([]);
  });
});
