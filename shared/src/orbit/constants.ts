/** Physical and time constants shared by the orbit engine. Lengths in km, angles in radians unless named Deg. */

export const WGS84_A_KM = 6378.137;
export const WGS84_F = 1 / 298.257223563;
export const WGS84_B_KM = WGS84_A_KM * (1 - WGS84_F);
export const WGS84_E2 = WGS84_F * (2 - WGS84_F);

/** Earth rotation rate (IERS), rad/s. */
export const EARTH_ROTATION_RAD_S = 7.292115e-5;
/** Earth gravitational parameter (WGS-84), km^3/s^2. */
export const EARTH_MU_KM3_S2 = 398600.4418;
/** Second zonal harmonic (WGS-84). */
export const EARTH_J2 = 1.08262668e-3;

export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;
export const MS_PER_DAY = 86_400_000;
export const JD_UNIX_EPOCH = 2440587.5;

/** Look-angle band of docs/requirements.md §5 (degrees off nadir). */
export const DEFAULT_LOOK_ANGLE_DEG = { min: 13, max: 40 } as const;
/** docs/requirements.md §9: a prediction shows up to 5 shooting opportunities. */
export const DEFAULT_OPPORTUNITY_LIMIT = 5;
