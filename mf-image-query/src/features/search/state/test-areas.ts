/** Areas of the search as the page keeps them, for the state modules' unit tests (no source file imports this). */
import type { AreaEntry } from './search-state';

/** A rectangle drawn on the globe, as the area list keeps it. */
export const drawnBox = (bbox: [number, number, number, number], id = 'a1'): AreaEntry => ({
  id,
  source: 'draw',
  label: { zh: '矩形', en: 'Rectangle' },
  area: { type: 'bbox', bbox },
  shape: { id, kind: 'rectangle', bbox },
});
