/** Zoom of the PDF viewer: 100 % fits the page to the viewer's width. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const DEFAULT_ZOOM = 1;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((z) => z > zoom) ?? zoom;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((z) => z < zoom) ?? zoom;
}

/** The largest fit-to-width scale (a PDF page at scale 1 is its size in points as CSS pixels). */
const MAX_FIT_SCALE = 1.5;

/**
 * The scale of a page `pageWidth` points wide in a viewer `available` CSS pixels wide: fit to the width (capped, so
 * a wide screen does not blow a page up), times the zoom.
 */
export function renderScale(available: number, pageWidth: number, zoom: number): number {
  const fit = available > 0 && pageWidth > 0 ? Math.min(available / pageWidth, MAX_FIT_SCALE) : 1;
  return fit * zoom;
}
