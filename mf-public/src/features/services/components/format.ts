/** The demonstrations' numbers as shown: areas to 0.01 km², coordinates to 0.0001° (about 10 m). */
export const formatArea = (km2: number) => km2.toFixed(2);
export const formatDegrees = (deg: number) => deg.toFixed(4);
export const formatMetres = (m: number) => Math.round(m).toString();

/** "31.2000°N, 121.5000°E" */
export function latLonText(lon: number, lat: number): string {
  const deg = (v: number, pos: string, neg: string) => `${formatDegrees(Math.abs(v))}°${v < 0 ? neg : pos}`;
  return `${deg(lat, 'N', 'S')}, ${deg(lon, 'E', 'W')}`;
}
