/**
 * Brute-force access reference, for tests and benchmarks only: samples every `stepS` seconds (default 1 s),
 * detects − to + sign changes of f = (S − T)·V and interpolates f, S and V linearly between the two samples.
 * One propagation per step and satellite serves every target. Same model and geometry as the search.
 */
import { passesFilters, DEFAULT_SCAN_OPTIONS, type ScanOptions } from './access';
import { imagingGeometry, type ImagingGeometry, type TargetPoint } from './geometry';
import { newStateBuffer, stateAt, type Propagator } from './propagator';

export interface ReferenceOpportunity {
  satelliteId: string;
  centreTimeMs: number;
  geometry: ImagingGeometry;
}

/** Opportunities per target (same order as `targets`), each list sorted by time. */
export function bruteForceAccess(
  satellites: readonly Propagator[],
  targets: readonly TargetPoint[],
  startMs: number,
  endMs: number,
  options: Partial<ScanOptions> & { stepS?: number } = {},
): ReferenceOpportunity[][] {
  const opts: ScanOptions = { ...DEFAULT_SCAN_OPTIONS, ...options };
  const stepMs = (options.stepS ?? 1) * 1000;
  const result: ReferenceOpportunity[][] = targets.map(() => []);
  const prevF = new Float64Array(targets.length);
  const interp = new Float64Array(6);
  for (const p of satellites) {
    let prev = newStateBuffer();
    let cur = newStateBuffer();
    let havePrev = false;
    for (let t = startMs; t <= endMs; t += stepMs) {
      if (!stateAt(p, t, cur)) break;
      for (let k = 0; k < targets.length; k++) {
        const [tx, ty, tz] = targets[k].ecef;
        const f = (cur[0] - tx) * cur[3] + (cur[1] - ty) * cur[4] + (cur[2] - tz) * cur[5];
        if (havePrev && prevF[k] < 0 && f >= 0) {
          const a = -prevF[k] / (f - prevF[k]);
          for (let j = 0; j < 6; j++) interp[j] = prev[j] + a * (cur[j] - prev[j]);
          const geometry = imagingGeometry(interp, targets[k]);
          if (passesFilters(geometry, opts))
            result[k].push({ satelliteId: p.satelliteId, centreTimeMs: t - stepMs + a * stepMs, geometry });
        }
        prevF[k] = f;
      }
      [prev, cur] = [cur, prev];
      havePrev = true;
    }
  }
  for (const list of result) list.sort((x, y) => x.centreTimeMs - y.centreTimeMs);
  return result;
}
