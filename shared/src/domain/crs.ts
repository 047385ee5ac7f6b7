/**
 * WGS-84 <-> GCJ-02 ("Mars coordinates") conversion, the widely published algorithm (Krasovsky 1940
 * ellipsoid constants, as in eviltransform / coordtransform). Outside mainland China GCJ-02 equals WGS-84.
 * The forward transform is the standard one; the inverse is solved iteratively to better than 1e-7 degrees.
 */
import type { CoordinateSystem } from './account';

const A = 6378245.0;
const EE = 0.006693421622965943;

/** Rough mainland-China bounding box used by the published algorithm. */
export function outOfChina(lng: number, lat: number): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let ret = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  ret += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return ret;
}

function transformLng(x: number, y: number): number {
  let ret = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  ret += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return ret;
}

/** [lng, lat] in WGS-84 to [lng, lat] in GCJ-02. */
export function wgs84ToGcj02(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat];
  let dLat = transformLat(lng - 105.0, lat - 35.0);
  let dLng = transformLng(lng - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

/** [lng, lat] in GCJ-02 to WGS-84, by fixed-point iteration on the forward transform. */
export function gcj02ToWgs84(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat];
  let wLng = lng;
  let wLat = lat;
  for (let i = 0; i < 30; i++) {
    const [gLng, gLat] = wgs84ToGcj02(wLng, wLat);
    const dLng = gLng - lng;
    const dLat = gLat - lat;
    wLng -= dLng;
    wLat -= dLat;
    if (Math.abs(dLng) < 1e-10 && Math.abs(dLat) < 1e-10) break;
  }
  return [wLng, wLat];
}

/** Converts a [lng, lat] position between the two systems of the `Satellite` header. */
export function convertPosition(
  pos: readonly [number, number],
  from: CoordinateSystem,
  to: CoordinateSystem,
): [number, number] {
  if (from === to) return [pos[0], pos[1]];
  return from === 'WGS84' ? wgs84ToGcj02(pos[0], pos[1]) : gcj02ToWgs84(pos[0], pos[1]);
}

export const toWgs84 = (pos: readonly [number, number], from: CoordinateSystem) =>
  convertPosition(pos, from, 'WGS84');
export const fromWgs84 = (pos: readonly [number, number], to: CoordinateSystem) =>
  convertPosition(pos, 'WGS84', to);
