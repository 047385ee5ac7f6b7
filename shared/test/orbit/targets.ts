/** Verification and benchmark targets (issue 4): high latitudes, equator, Shanghai, the antimeridian, Madrid. */
export const ACCESS_TARGETS = [
  { name: '80N', latDeg: 80, lonDeg: 30 },
  { name: '70S', latDeg: -70, lonDeg: -60 },
  { name: 'equator', latDeg: 0, lonDeg: 10 },
  { name: 'Shanghai', latDeg: 31.23, lonDeg: 121.47 },
  { name: 'antimeridian', latDeg: -16.5, lonDeg: 179.6 },
  { name: 'Madrid', latDeg: 40.42, lonDeg: -3.7 },
] as const;

/** Fixed TLE epoch so runs are reproducible. */
export const TEST_EPOCH_MS = Date.UTC(2025, 0, 1);
