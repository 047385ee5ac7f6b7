/** The sub-satellite track around an instant: what the globe draws as an opportunity's pass. */
import { ecefToGeodetic } from './geodesy';
import { newStateBuffer, stateAt, STATE, type Propagator } from './propagator';

/**
 * [lon, lat] degrees (WGS-84) of the sub-satellite point every `stepS` seconds from `centreMs - halfSpanS` to
 * `centreMs + halfSpanS`; points SGP4 cannot reach are left out. Longitudes are unwrapped along the track (they may
 * pass ±180) so a line drawn through them does not cross the globe the wrong way.
 */
export function groundTrack(
  p: Propagator,
  centreMs: number,
  halfSpanS = 240,
  stepS = 20,
): [number, number][] {
  const out: [number, number][] = [];
  const state = newStateBuffer();
  for (let t = -halfSpanS; t <= halfSpanS; t += stepS) {
    if (!stateAt(p, centreMs + t * 1000, state)) continue;
    const g = ecefToGeodetic(state[STATE.X], state[STATE.Y], state[STATE.Z]);
    let lon = g.lonDeg;
    const prev = out[out.length - 1];
    if (prev) lon += Math.round((prev[0] - lon) / 360) * 360;
    out.push([Math.round(lon * 1e5) / 1e5, Math.round(g.latDeg * 1e5) / 1e5]);
  }
  return out;
}
