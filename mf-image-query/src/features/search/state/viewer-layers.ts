/**
 * The scene viewer's layers on the globe, bottom first: the stack's neighbours of the date shown (kept loaded at
 * opacity 0 while the stack is open, so a step of the slider shows tiles already there), the scene shown, a compared
 * scene (beside it at the swipe bar, or over it) and the change layer on top. A layer keeps its id and URL from one
 * view to the next, so the globe changes its opacity or side in place rather than making it again.
 */
import type { GlobeSceneLayer } from '@portal/shared/globe';
import type { SceneTileLayer } from '@portal/shared/http/scene-tiles';
import type { SceneView } from '@portal/shared/domain/scene-view';
import type { Footprint } from '../api/catalog';

/** A scene's tiles and where they are, once both are known. */
export interface ResolvedTiles {
  layer: SceneTileLayer;
  footprint: Footprint;
}

export interface ViewerLayersInput {
  view: SceneView;
  /** The tiles of a scene at the view's stretch, when known. */
  tiles: (id: string) => ResolvedTiles | undefined;
  opacity: number;
  /** The compared scene's opacity in the overlay mode. */
  compareOpacity: number;
  /** The stack's scene ids, by date, when the stack is open (its neighbours are kept loaded). */
  stack: readonly string[] | null;
  /** The change layer, when shown. */
  change: ResolvedTiles | null;
}

/** The scene on the globe: the date picked on the stack's slider, else the view's scene. */
export const shownScene = (view: SceneView) => view.date ?? view.scene;

/** The ids of the dates either side of `id` in the stack. */
export function neighboursOf(stack: readonly string[], id: string): string[] {
  const i = stack.indexOf(id);
  if (i < 0) return [];
  return [stack[i - 1], stack[i + 1]].filter((x): x is string => x != null);
}

/** Every scene whose tiles the view needs: shown, compared, and the neighbours kept loaded. */
export function scenesNeeded(view: SceneView, stack: readonly string[] | null): string[] {
  const shown = shownScene(view);
  const ids = [shown, ...(stack ? neighboursOf(stack, shown) : [])];
  if (view.compare) ids.push(view.compare.scene);
  return [...new Set(ids)];
}

const layerOf = (id: string, t: ResolvedTiles, alpha: number, split?: 'left' | 'right'): GlobeSceneLayer => ({
  id,
  url: t.layer.url,
  maximumLevel: t.layer.maximumLevel,
  headers: t.layer.headers,
  geometry: t.footprint,
  alpha,
  ...(split ? { split } : {}),
});

export function viewerLayers(input: ViewerLayersInput): GlobeSceneLayer[] {
  const { view, tiles } = input;
  const shown = shownScene(view);
  const compared = view.compare && view.compare.scene !== shown ? view.compare : null;
  const out: GlobeSceneLayer[] = [];
  for (const id of input.stack ? neighboursOf(input.stack, shown) : []) {
    const t = tiles(id);
    if (t && id !== compared?.scene) out.push(layerOf(id, t, 0));
  }
  const main = tiles(shown);
  if (main) out.push(layerOf(shown, main, input.opacity, compared?.mode === 'swipe' ? 'left' : undefined));
  const other = compared && tiles(compared.scene);
  if (compared && other)
    out.push(
      compared.mode === 'swipe'
        ? layerOf(compared.scene, other, input.opacity, 'right')
        : layerOf(compared.scene, other, input.compareOpacity),
    );
  if (input.change) out.push(layerOf(`change:${input.change.layer.url}`, input.change, 1));
  return out;
}
