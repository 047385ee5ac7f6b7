/** WGS-84 conversions, the ellipsoid normal and ray/ellipsoid intersection. */
import { DEG, RAD, WGS84_A_KM, WGS84_B_KM, WGS84_E2 } from './constants';
import type { Vec3 } from './vector';

export interface Geodetic {
  latDeg: number;
  lonDeg: number;
  heightKm: number;
}

export function geodeticToEcef(latDeg: number, lonDeg: number, heightKm = 0): Vec3 {
  const lat = latDeg * DEG;
  const lon = lonDeg * DEG;
  const sinLat = Math.sin(lat);
  const cosLat = Math.cos(lat);
  const n = WGS84_A_KM / Math.sqrt(1 - WGS84_E2 * sinLat * sinLat);
  return [
    (n + heightKm) * cosLat * Math.cos(lon),
    (n + heightKm) * cosLat * Math.sin(lon),
    (n * (1 - WGS84_E2) + heightKm) * sinLat,
  ];
}

/** Geodetic coordinates of an ECEF point (iterative; converges to < 1e-12 rad in 4 steps for LEO heights). */
export function ecefToGeodetic(x: number, y: number, z: number): Geodetic {
  const p = Math.hypot(x, y);
  const lon = Math.atan2(y, x);
  let lat = Math.atan2(z, p * (1 - WGS84_E2));
  let n = WGS84_A_KM;
  let h = 0;
  for (let i = 0; i < 5; i++) {
    const sinLat = Math.sin(lat);
    n = WGS84_A_KM / Math.sqrt(1 - WGS84_E2 * sinLat * sinLat);
    h = Math.abs(lat) < 1.5 ? p / Math.cos(lat) - n : z / sinLat - n * (1 - WGS84_E2);
    lat = Math.atan2(z, p * (1 - (WGS84_E2 * n) / (n + h)));
  }
  return { latDeg: lat * RAD, lonDeg: lon * RAD, heightKm: h };
}

/** Unit outward ellipsoid normal (local "up") at a geodetic latitude and longitude. */
export function upVector(latDeg: number, lonDeg: number): Vec3 {
  const lat = latDeg * DEG;
  const lon = lonDeg * DEG;
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
}

/** Geodetic nadir at an ECEF point: minus the normal of the ellipsoid through the sub-satellite point. */
export function geodeticNadir(x: number, y: number, z: number): Vec3 {
  const g = ecefToGeodetic(x, y, z);
  const up = upVector(g.latDeg, g.lonDeg);
  return [-up[0], -up[1], -up[2]];
}

/** First intersection of the ray origin + k·dir (k > 0) with the WGS-84 ellipsoid, or null when it misses. */
export function intersectEllipsoid(origin: ArrayLike<number>, dir: ArrayLike<number>): Vec3 | null {
  // Scale z so the ellipsoid becomes a sphere of radius a, then solve the quadratic.
  const s = WGS84_A_KM / WGS84_B_KM;
  const ox = origin[0],
    oy = origin[1],
    oz = origin[2] * s;
  const dx = dir[0],
    dy = dir[1],
    dz = dir[2] * s;
  const a = dx * dx + dy * dy + dz * dz;
  const b = 2 * (ox * dx + oy * dy + oz * dz);
  const c = ox * ox + oy * oy + oz * oz - WGS84_A_KM * WGS84_A_KM;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  const k = (-b - Math.sqrt(disc)) / (2 * a);
  if (k <= 0) return null;
  return [origin[0] + k * dir[0], origin[1] + k * dir[1], origin[2] + k * dir[2]];
}
