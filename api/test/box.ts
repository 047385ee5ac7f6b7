/**
 * A box (west, south, east, north, in degrees) as a GeoJSON polygon's rings: its one ring, closed. Imports nothing,
 * so the fixtures of the API suites and the browser's specs alike build their footprints and items with it.
 */
export const box = (w: number, s: number, e: number, n: number): [number, number][][] => [
  [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ],
];
