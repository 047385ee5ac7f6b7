/**
 * Synthetic sun-synchronous TLEs for the constellation (no real element sets are reachable here).
 * Mean motion from the altitude, inclination from the J2 sun-synchronous condition, RAAN from the local time of
 * the ascending node (LTAN). Every set is flagged synthetic, in its title and in the returned object.
 */
import { gstime } from 'satellite.js';
import { EARTH_J2, EARTH_MU_KM3_S2, JD_UNIX_EPOCH, MS_PER_DAY, RAD, WGS84_A_KM } from './constants';
import { tleChecksum } from './tle';
import { SATELLITES, type SatelliteInfo } from './satellites';

/** Nodal precession that keeps the orbit sun-synchronous: 360° per tropical year, rad/s. */
const SUN_SYNC_RATE = (2 * Math.PI) / (365.2421897 * 86400);

export interface SyntheticTleInput {
  noradId: number;
  name: string;
  altitudeKm: number;
  /** Local mean solar time at the ascending node, hours (e.g. 6 for a dawn–dusk orbit). */
  ltanHours: number;
  epoch: Date | number;
  meanAnomalyDeg?: number;
  argPerigeeDeg?: number;
  eccentricity?: number;
  /** International designator, 8 columns max, e.g. "20101A". */
  intlDesignator?: string;
  bstar?: number;
}

export interface SyntheticTle {
  name: string;
  line1: string;
  line2: string;
  epoch: string;
  inclinationDeg: number;
  raanDeg: number;
  meanMotionRevPerDay: number;
  synthetic: true;
}

/** Inclination (degrees) that makes a circular orbit at `altitudeKm` sun-synchronous under J2. */
export function sunSynchronousInclinationDeg(altitudeKm: number, eccentricity = 0): number {
  const a = WGS84_A_KM + altitudeKm;
  const n = Math.sqrt(EARTH_MU_KM3_S2 / (a * a * a));
  const p = a * (1 - eccentricity * eccentricity);
  const cosI = -SUN_SYNC_RATE / (1.5 * n * EARTH_J2 * (WGS84_A_KM / p) ** 2);
  return Math.acos(cosI) * RAD;
}

const mod360 = (x: number) => ((x % 360) + 360) % 360;
const fixed = (x: number, width: number, decimals: number) => x.toFixed(decimals).padStart(width, ' ');

/** TLE exponent notation " 12345-4" (value 0.12345e-4) for BSTAR and n̈. */
function expField(x: number): string {
  if (x === 0) return ' 00000-0';
  const sign = x < 0 ? '-' : ' ';
  let exp = Math.floor(Math.log10(Math.abs(x))) + 1;
  let mant = Math.round((Math.abs(x) / 10 ** exp) * 1e5);
  if (mant >= 1e5) {
    mant /= 10;
    exp += 1;
  }
  return `${sign}${String(mant).padStart(5, '0')}${exp < 0 ? '-' : '+'}${Math.abs(exp)}`;
}

const withChecksum = (body: string) => body + String(tleChecksum(body));

export function generateSunSynchronousTle(input: SyntheticTleInput): SyntheticTle {
  const epochMs = input.epoch instanceof Date ? input.epoch.getTime() : input.epoch;
  const e = input.eccentricity ?? 0.0001;
  const a = WGS84_A_KM + input.altitudeKm;
  const nRadS = Math.sqrt(EARTH_MU_KM3_S2 / (a * a * a));
  const revPerDay = (nRadS * 86400) / (2 * Math.PI);
  const incl = sunSynchronousInclinationDeg(input.altitudeKm, e);
  // Local mean time at the node = UT + (RAAN − GMST)/15 h, so RAAN = GMST + 15°·(LTAN − UT).
  const gmstDeg = gstime(epochMs / MS_PER_DAY + JD_UNIX_EPOCH) * RAD;
  const date = new Date(epochMs);
  const utHours =
    (epochMs - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) / 3_600_000;
  const raan = mod360(gmstDeg + 15 * (input.ltanHours - utHours));
  const year = date.getUTCFullYear();
  const dayOfYear = (epochMs - Date.UTC(year, 0, 1)) / MS_PER_DAY + 1;
  const satnum = String(input.noradId).padStart(5, '0');
  const intl = (input.intlDesignator ?? '').padEnd(8, ' ').slice(0, 8);
  const epochField = `${String(year % 100).padStart(2, '0')}${dayOfYear.toFixed(8).padStart(12, '0')}`;
  const line1 = withChecksum(
    `1 ${satnum}U ${intl} ${epochField}  .00000000  00000-0 ${expField(input.bstar ?? 2.5e-5)} 0  999`,
  );
  const eccField = Math.round(e * 1e7)
    .toString()
    .padStart(7, '0');
  const line2 = withChecksum(
    `2 ${satnum} ${fixed(incl, 8, 4)} ${fixed(raan, 8, 4)} ${eccField} ${fixed(mod360(input.argPerigeeDeg ?? 90), 8, 4)} ${fixed(mod360(input.meanAnomalyDeg ?? 0), 8, 4)} ${fixed(revPerDay, 11, 8)}${'1'.padStart(5, ' ')}`,
  );
  return {
    name: `${input.name} (SYNTHETIC)`,
    line1,
    line2,
    epoch: new Date(epochMs).toISOString(),
    inclinationDeg: incl,
    raanDeg: raan,
    meanMotionRevPerDay: revPerDay,
    synthetic: true,
  };
}

/** Synthetic TLEs for TY-38 … TY-41 with epoch `epoch` (the seed uses "today"). */
export function constellationSyntheticTles(
  epoch: Date | number,
  satellites: readonly SatelliteInfo[] = SATELLITES,
): Array<SyntheticTle & { satelliteId: string }> {
  return satellites.map((s) => ({
    satelliteId: s.id,
    ...generateSunSynchronousTle({
      noradId: s.syntheticOrbit.noradId,
      name: `${s.id} ${s.name.en}`,
      altitudeKm: s.syntheticOrbit.altitudeKm,
      ltanHours: s.syntheticOrbit.ltanHours,
      meanAnomalyDeg: s.syntheticOrbit.meanAnomalyDeg,
      intlDesignator: s.syntheticOrbit.intlDesignator,
      epoch,
    }),
  }));
}
