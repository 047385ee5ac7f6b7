/** Positions, times and sizes as the English documents print them. */
export const latLon = (lat: number, lon: number, digits = 6) =>
  `${Math.abs(lat).toFixed(digits)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lon).toFixed(digits)}° ${lon < 0 ? 'W' : 'E'}`;

export const utc = (at: Date) => `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export const km2 = (v: number) => `${v.toFixed(4)} km²`;
