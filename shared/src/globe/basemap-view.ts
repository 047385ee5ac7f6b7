/**
 * Which part of the world the vector basemap asks the API for, and when a move of the camera needs a new answer.
 * Pure (no Cesium), so it is unit-tested: views are [west, south, east, north] in WGS-84 degrees.
 */
import type { Bbox } from './types';

/** The whole world, for a view that shows the globe's limb (no rectangle) or crosses ±180°. */
export const WORLD: Bbox = [-180, -90, 180, 90];

/**
 * The area to load for a view: the view widened by a quarter of its size on each side (panning a little needs no
 * new call), snapped outwards to a grid of a tenth of its width (so the same view asks the same question). The API
 * picks the boundaries and names by the width of the area asked for.
 */
export function areaToLoad(view: Bbox | null): Bbox {
  if (!view) return WORLD;
  const [w, s, e, n] = view;
  if (!(e > w) || !(n > s) || e - w >= 180) return WORLD;
  const width = e - w,
    height = n - s;
  const step = Math.max(0.01, 10 ** Math.floor(Math.log10(width / 10)));
  // (the epsilon keeps 24.9 / 0.1 = 248.99999… on 24.9)
  const down = (v: number) => Math.floor(v / step + 1e-9) * step;
  const up = (v: number) => Math.ceil(v / step - 1e-9) * step;
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return [
    round(Math.max(-180, down(w - width / 4))),
    round(Math.max(-90, down(s - height / 4))),
    round(Math.min(180, up(e + width / 4))),
    round(Math.min(90, up(n + height / 4))),
  ];
}

/**
 * Whether the loaded area still serves a view: the view lies inside it and is of about the same scale (the API
 * chooses the boundaries, the names and the simplification by the width asked for).
 */
export function stillServes(loaded: Bbox | null, view: Bbox | null): boolean {
  if (!loaded) return false;
  const area = areaToLoad(view);
  if (area === WORLD || (area[0] === -180 && area[2] === 180 && area[1] === -90 && area[3] === 90))
    return loaded[0] === -180 && loaded[2] === 180 && loaded[1] === -90 && loaded[3] === 90;
  const [w, s, e, n] = view!;
  const inside = w >= loaded[0] && e <= loaded[2] && s >= loaded[1] && n <= loaded[3];
  const ratio = (area[2] - area[0]) / (loaded[2] - loaded[0]);
  return inside && ratio > 0.6 && ratio < 1.6;
}

/**
 * A place name in the language shown, or null for a place without a Chinese name on a Chinese page: a pinyin name
 * among Chinese ones reads as a mistake (docs/requirements.md §1.1: a page speaks its language), and a town's
 * neighbours carry the map there.
 */
export function labelText(
  label: { name_zh: string | null; name_en: string },
  lang: string | undefined,
): string | null {
  return lang === 'en' ? label.name_en : label.name_zh;
}

/** A label's box on screen (pixels, top-left corner and size), or null when it is not in front of the camera. */
export type ScreenBox = { x: number; y: number; w: number; h: number } | null;

/** About how wide a text is drawn at a font size: a CJK character takes a square, a Latin one a little over half. */
export function textWidthPx(text: string, fontPx: number): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1 : 0.58;
  return em * fontPx;
}

/**
 * Which labels to show so that none overlaps another: greedily in the given order (the API sends the most important
 * first: countries, provinces, then places by population), a label is kept when its box, grown by `gap` pixels,
 * meets no kept one's.
 */
export function uncluttered(boxes: readonly ScreenBox[], gap = 4): boolean[] {
  const kept: NonNullable<ScreenBox>[] = [];
  return boxes.map((b) => {
    if (!b) return false;
    const clash = kept.some(
      (k) => b.x < k.x + k.w + gap && k.x < b.x + b.w + gap && b.y < k.y + k.h + gap && k.y < b.y + b.h + gap,
    );
    if (!clash) kept.push(b);
    return !clash;
  });
}
