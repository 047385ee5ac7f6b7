/**
 * The scene viewer's layers (GlobeProps.sceneLayers) and the swipe bar's place (splitPosition), kept in step with
 * the props. A layer is made once per id and URL (a new stretch is a new URL, so new tiles); its opacity and its
 * side of the swipe bar are set on the layer itself, so a slider's step or a swipe costs one frame and no tile.
 */
import { SplitDirection, type CesiumWidget, type ImageryLayer } from 'cesium';
import { useEffect } from 'react';
import type { CoordinateSystem } from '@portal/shared/domain';
import { convertGeometry } from '../geometry';
import type { GlobeProps, GlobeSceneLayer } from '../types';
import { tileLayerOver } from './imagery';
import { publish } from './publish';
import { requestFrame, type SceneContext } from './scene-state';

const keyOf = (l: GlobeSceneLayer) => `${l.id}\n${l.url}`;

const SPLIT = { left: SplitDirection.LEFT, right: SplitDirection.RIGHT } as const;

/** Sets what may change in place; true when something did. */
function restyle(layer: ImageryLayer, l: GlobeSceneLayer): boolean {
  const alpha = l.alpha ?? 1;
  const split = l.split ? SPLIT[l.split] : SplitDirection.NONE;
  if (layer.alpha === alpha && layer.splitDirection === split) return false;
  layer.alpha = alpha;
  layer.splitDirection = split;
  return true;
}

/** The layers in the order given, on top of every other layer; true when one moved. */
function stackOnTop(widget: CesiumWidget, layers: ImageryLayer[]): boolean {
  const all = widget.imageryLayers;
  const first = all.length - layers.length;
  if (layers.every((layer, i) => all.indexOf(layer) === first + i)) return false;
  for (const layer of layers) all.raiseToTop(layer);
  return true;
}

function sync(
  ctx: SceneContext & { widget: CesiumWidget },
  wanted: readonly GlobeSceneLayer[],
  crs: CoordinateSystem,
) {
  const { widget, s } = ctx;
  const keep = new Set(wanted.map(keyOf));
  let changed = false;
  for (const [key, layer] of s.sceneLayers)
    if (!keep.has(key)) {
      widget.imageryLayers.remove(layer, true);
      s.sceneLayers.delete(key);
      changed = true;
    }
  const ordered: ImageryLayer[] = [];
  for (const l of wanted) {
    let layer = s.sceneLayers.get(keyOf(l));
    if (!layer) {
      layer = tileLayerOver(l, convertGeometry(l.geometry, crs, 'WGS84'), l.alpha ?? 1);
      widget.imageryLayers.add(layer);
      s.sceneLayers.set(keyOf(l), layer);
      s.debug.sceneLayersCreated += 1;
      changed = true;
    }
    if (restyle(layer, l)) changed = true;
    ordered.push(layer);
  }
  if (stackOnTop(widget, ordered)) changed = true;
  s.debug.sceneLayers = wanted.map((l) => ({
    id: l.id,
    url: l.url,
    alpha: l.alpha ?? 1,
    split: l.split ?? null,
  }));
  publishDraped(ctx);
  return changed;
}

/**
 * The published `overlay`: the overlay's image or tiles, else the lowest scene layer shown (the viewer's scene;
 * neighbours kept at opacity 0 and the compared or change layers above it are not it).
 */
export function publishDraped({ s, propsRef }: SceneContext) {
  const overlay = propsRef.current.overlay;
  const shown = s.debug.sceneLayers.find((l) => l.alpha > 0);
  s.debug.overlay = overlay?.tiles?.url ?? overlay?.url ?? shown?.url ?? null;
}

export function useSceneLayers(
  ctx: SceneContext,
  layers: GlobeProps['sceneLayers'],
  splitPosition: number | undefined,
  crs: CoordinateSystem,
) {
  useEffect(() => {
    const widget = ctx.widget;
    if (!widget) return;
    if (!sync({ ...ctx, widget }, layers ?? [], crs)) return;
    publish(ctx);
    requestFrame(widget);
  }, [ctx.widget, layers]);
  // Off the globe with it (a page that unmounts its globe).
  useEffect(() => {
    const widget = ctx.widget;
    return () => {
      if (!widget || widget.isDestroyed()) return;
      for (const layer of ctx.s.sceneLayers.values()) widget.imageryLayers.remove(layer, true);
      ctx.s.sceneLayers.clear();
    };
  }, [ctx.widget]);
  useEffect(() => {
    const widget = ctx.widget;
    const at = Math.min(1, Math.max(0, splitPosition ?? 0.5));
    ctx.s.debug.splitPosition = at;
    if (!widget || widget.scene.splitPosition === at) return;
    widget.scene.splitPosition = at;
    requestFrame(widget);
  }, [ctx.widget, splitPosition]);
}
