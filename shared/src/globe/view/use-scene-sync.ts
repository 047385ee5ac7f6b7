/**
 * Keeps the scene in step with the props: the pages' layers, the selection, the drawn shapes and the active
 * shape's handles, the overlay, and the scene mode in the published state. Each change asks for one frame, and
 * only a change does: a page that re-renders (a keystroke in a form beside the globe) with equal layers or an equal
 * selection in new arrays costs no frame, which on a software renderer is a third of a second of CPU or more.
 */
import { CustomDataSource, type ImageryLayer } from 'cesium';
import { useEffect, useRef } from 'react';
import type { CoordinateSystem } from '@portal/shared/domain';
import { convertGeometry, convertShape } from '../geometry';
import type { GlobeProps, SceneModeName } from '../types';
import {
  featureEntities,
  handleEntities,
  overlayEntities,
  restyleAll,
  shapeEntities,
  styleOf,
} from './entities';
import { addTileOverlay } from './imagery';
import { publish } from './publish';
import { publishDraped, useSceneLayers } from './scene-layers';
import { requestFrame, type SceneContext } from './scene-state';

function useLayers(ctx: SceneContext, layers: GlobeProps['layers'], crs: CoordinateSystem) {
  useEffect(() => {
    const { widget, s } = ctx;
    if (!widget) return;
    const wanted = new Map((layers ?? []).map((l) => [l.id, l]));
    let changed = false;
    for (const [id, l] of s.layerSources) {
      if (!wanted.has(id)) {
        widget.dataSources.remove(l.source, true);
        s.layerSources.delete(id);
        changed = true;
      }
    }
    for (const layer of wanted.values()) {
      let l = s.layerSources.get(layer.id);
      if (l && l.layer === layer && l.crs === crs) continue;
      changed = true;
      if (!l) {
        const source = new CustomDataSource(layer.id);
        void widget.dataSources.add(source);
        l = { source, layer, crs, byFeature: new Map() };
        s.layerSources.set(layer.id, l);
      }
      l.layer = layer;
      l.crs = crs;
      l.source.entities.suspendEvents();
      l.source.entities.removeAll();
      l.byFeature.clear();
      for (const f of layer.features) {
        const list = featureEntities(
          styleOf(s, layer, f),
          `${layer.id}::${f.id}`,
          convertGeometry(f.geometry, crs, 'WGS84'),
        );
        for (const e of list) {
          l.source.entities.add(e);
          s.features.set(e, { layerId: layer.id, featureId: f.id, pickable: layer.pickable !== false });
        }
        l.byFeature.set(f.id, list);
      }
      l.source.entities.resumeEvents();
    }
    if (!changed) return;
    publish(ctx);
    requestFrame(widget);
  }, [ctx.widget, layers, crs]);
}

/** A key that is equal for equal lists of ids, whatever the array. */
const idsKey = (ids: readonly string[] | undefined) => (ids ?? []).join('\n');

function useSelection(ctx: SceneContext, selectedIds: GlobeProps['selectedIds']) {
  const key = idsKey(selectedIds);
  useEffect(() => {
    ctx.s.selected = new Set(selectedIds ?? []);
    if (!ctx.widget) return;
    restyleAll(ctx.s);
    publish(ctx);
    requestFrame(ctx.widget);
  }, [ctx.widget, key]);
}

function useShapes(
  ctx: SceneContext,
  shapes: GlobeProps['shapes'],
  crs: CoordinateSystem,
  activeShape: string | null,
  setActiveShape: (id: string | null) => void,
) {
  useEffect(() => {
    if (!ctx.widget) return;
    const { s } = ctx;
    s.shapes = (shapes ?? []).map((sh) => convertShape(sh, crs, 'WGS84'));
    const src = s.shapeSource.entities;
    src.suspendEvents();
    for (const e of [...src.values]) if (e !== s.drawEntity) src.remove(e);
    for (const sh of s.shapes) for (const e of shapeEntities(sh)) src.add(e);
    src.resumeEvents();
    if (activeShape && !s.shapes.some((x) => x.id === activeShape)) setActiveShape(null);
    publish(ctx);
    requestFrame(ctx.widget);
  }, [ctx.widget, shapes, crs]);
}

/** Vertex handles of the active shape. */
function useHandles(ctx: SceneContext, activeShape: string | null, shapes: GlobeProps['shapes']) {
  useEffect(() => {
    ctx.s.activeShape = activeShape;
    if (!ctx.widget) return;
    const { s } = ctx;
    const src = s.handleSource.entities;
    src.removeAll();
    const sh = s.shapes.find((x) => x.id === activeShape);
    if (sh) for (const e of handleEntities(s, sh)) src.add(e);
    publish(ctx);
    requestFrame(ctx.widget);
  }, [ctx.widget, activeShape, shapes]);
}

/**
 * An image (e.g. a quicklook) draped on its footprint, or a scene's tiles over it. The tiles' layer is made again
 * only for other tiles or another place; a new opacity is set on the layer (a slider's step asks for no tile).
 */
function useOverlay(ctx: SceneContext, overlay: GlobeProps['overlay'], crs: CoordinateSystem) {
  const layerRef = useRef<ImageryLayer | null>(null);
  const alpha = overlay?.alpha ?? 1;
  const alphaRef = useRef(alpha);
  alphaRef.current = alpha;
  const tilesUrl = overlay?.tiles?.url;
  useEffect(() => {
    const widget = ctx.widget;
    if (!widget) return;
    const { s } = ctx;
    const src = s.overlaySource.entities;
    src.removeAll();
    publishDraped(ctx);
    const geometry = overlay && convertGeometry(overlay.geometry, crs, 'WGS84');
    const layer =
      overlay?.tiles && geometry
        ? addTileOverlay(widget, { ...overlay, alpha: alphaRef.current, tiles: overlay.tiles }, geometry)
        : null;
    layerRef.current = layer;
    if (overlay && geometry && !layer) for (const e of overlayEntities(overlay, geometry)) src.add(e);
    publish(ctx);
    requestFrame(widget);
    return () => {
      layerRef.current = null;
      if (layer && !widget.isDestroyed()) widget.imageryLayers.remove(layer, true);
    };
    // An image without tiles is drawn again with its new opacity (an entity's material).
  }, [ctx.widget, overlay?.url, tilesUrl, tilesUrl ? null : alpha, overlay?.geometry, crs]);
  useEffect(() => {
    if (!layerRef.current || layerRef.current.alpha === alpha) return;
    layerRef.current.alpha = alpha;
    requestFrame(ctx.widget);
  }, [alpha]);
}

export function useSceneSync(
  ctx: SceneContext,
  props: GlobeProps,
  crs: CoordinateSystem,
  mode: SceneModeName,
  activeShape: string | null,
  setActiveShape: (id: string | null) => void,
) {
  useLayers(ctx, props.layers, crs);
  useSelection(ctx, props.selectedIds);
  useShapes(ctx, props.shapes, crs, activeShape, setActiveShape);
  useHandles(ctx, activeShape, props.shapes);
  useOverlay(ctx, props.overlay, crs);
  useSceneLayers(ctx, props.sceneLayers, props.splitPosition, crs);
  useEffect(() => {
    if (ctx.widget) ctx.s.debug.sceneMode = mode;
  }, [ctx.widget, mode]);
}
