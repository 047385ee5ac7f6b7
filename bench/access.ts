/**
 * Access-search benchmark (issue 4): 4 satellites (synthetic TLEs), the six verification targets.
 * - first5: time to the soonest 5 opportunities (with footprints) from the TLE epoch;
 * - scan30d: every opportunity in 30 days (the search itself: crossings, geometry, filters);
 * - bruteforce_30d: the 1-second brute-force reference over the same 30 days and satellites, for one target;
 * - speedup: bruteforce_30d / scan30d_p50.
 */
import { ACCESS_TARGETS, TEST_EPOCH_MS } from '../shared/test/orbit/targets';
import {
  bruteForceAccess,
  findCandidates,
  searchAccess,
  syntheticConstellation,
  targetPoint,
  DEFAULT_SCAN_OPTIONS,
  PassScanner,
} from '@portal/shared/orbit';

// The same targets as the verification tests, so the figures speak of what the tests check.
const TARGETS = ACCESS_TARGETS;
const EPOCH = TEST_EPOCH_MS;
const DAY = 86_400_000;
const ROUNDS = 15;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const time = (fn: () => unknown): number => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};
const fmt = (x: number, d = 2) => x.toFixed(d);

export async function run(): Promise<void> {
  const sats = syntheticConstellation(EPOCH);
  const end = EPOCH + 30 * DAY;
  const first5 = (t: (typeof TARGETS)[number]) =>
    searchAccess({ satellites: sats, start: EPOCH, end, target: t, limit: 5 });
  const scan = (t: (typeof TARGETS)[number]) =>
    findCandidates(sats, targetPoint(t.latDeg, t.lonDeg), EPOCH, end, Infinity);
  const scanWithFootprints = (t: (typeof TARGETS)[number]) =>
    searchAccess({ satellites: sats, start: EPOCH, end, target: t, limit: Infinity });

  // Warm-up (JIT).
  for (let i = 0; i < 3; i++) {
    for (const t of TARGETS) {
      first5(t);
      scan(t);
      scanWithFootprints(t);
    }
  }

  const rows = TARGETS.map((t) => ({
    name: t.name,
    first5: [] as number[],
    scan: [] as number[],
    full: [] as number[],
    count: scan(t).length,
    evals: 0,
  }));
  for (let r = 0; r < ROUNDS; r++) {
    TARGETS.forEach((t, k) => {
      rows[k].first5.push(time(() => first5(t)));
      rows[k].scan.push(time(() => scan(t)));
      rows[k].full.push(time(() => scanWithFootprints(t)));
    });
  }
  TARGETS.forEach((t, k) => {
    rows[k].evals = sats.reduce((n, p) => {
      const s = new PassScanner(p, targetPoint(t.latDeg, t.lonDeg), EPOCH, end, DEFAULT_SCAN_OPTIONS);
      s.scanUntil(end, []);
      return n + s.evaluations;
    }, 0);
  });

  const ref = TARGETS[3];
  const bruteMs = time(() => bruteForceAccess(sats, [targetPoint(ref.latDeg, ref.lonDeg)], EPOCH, end));
  const first5P50 = median(rows.flatMap((r) => r.first5));
  const scanP50 = median(rows.flatMap((r) => r.scan));
  const fullP50 = median(rows.flatMap((r) => r.full));

  console.log('target        opps/30d  SGP4 calls  first5 p50 ms  scan30d p50 ms  scan30d+footprints p50 ms');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(13)} ${String(r.count).padStart(8)}  ${String(r.evals).padStart(10)}  ${fmt(median(r.first5)).padStart(13)}  ${fmt(median(r.scan)).padStart(14)}  ${fmt(median(r.full)).padStart(25)}`,
    );
  }
  console.log(
    `brute force 1 s, 30 days, 4 satellites, target ${ref.name}: ${fmt(bruteMs, 0)} ms (${(30 * 86400 * 4).toLocaleString('en')} SGP4 calls)`,
  );
  console.log(`BENCH access first5_p50 ${fmt(first5P50, 3)} ms`);
  console.log(`BENCH access scan30d_p50 ${fmt(scanP50, 3)} ms`);
  console.log(`BENCH access scan30d_footprints_p50 ${fmt(fullP50, 3)} ms`);
  console.log(`BENCH access bruteforce_30d ${fmt(bruteMs, 0)} ms`);
  console.log(`BENCH access speedup ${fmt(bruteMs / scanP50, 0)} x`);
}
