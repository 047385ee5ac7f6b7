/**
 * A container terminal for a picture about a port whose place the coastline polygons show as open water (a
 * spotlight scene of a few km over reclaimed land too recent or too small for them): a straight quay along the
 * west side and a few piers reaching out, all of it built up.
 */
export function addTerminal(
  size: { width: number; height: number },
  land: Uint8Array,
  rnd: () => number,
): Uint8Array | null {
  const { width, height } = size;
  let landPixels = 0;
  for (let i = 0; i < land.length; i++) landPixels += land[i];
  if (landPixels > 0.2 * land.length) return null;
  const terminal = new Uint8Array(width * height);
  const quay = Math.round(width * (0.2 + 0.06 * rnd()));
  const piers = Array.from({ length: 3 }, (_, k) => ({
    y: Math.round(height * (0.15 + 0.3 * k + 0.1 * rnd())),
    half: Math.round(5 + 4 * rnd()),
    end: quay + Math.round(width * (0.06 + 0.08 * rnd())),
  }));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const onPier = piers.some((p) => Math.abs(y - p.y) <= p.half && x < p.end);
      if (x < quay || onPier) terminal[y * width + x] = 1;
    }
  for (let i = 0; i < land.length; i++) if (terminal[i]) land[i] = 1;
  return terminal;
}
