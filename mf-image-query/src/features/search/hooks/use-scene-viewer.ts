/**
 * The scene viewer of /imageQuery: the view in the address (scene, stretch, compare, date, change), the layers it
 * puts on the globe, its stack and play, the pixel read-out, the time series and the change. The page hands it the
 * globe's clicks and the shapes drawn while it waits for an area.
 */
import { useMemo, useState } from 'react';
import { DEFAULT_STRETCH } from '@portal/shared/domain/scene-tiles';
import type { GlobeLayer, GlobeOverlay, GlobePointClick, DrawnShape } from '@portal/shared/globe';
import { shapeGeometry } from '@portal/shared/globe';
import type { CoordinateSystem } from '@portal/shared/domain';
import type { SceneSummary } from '../api/catalog';
import { scenesNeeded, shownScene, viewerLayers } from '../state/viewer-layers';
import { useChange } from './use-change';
import { useReadout } from './use-readout';
import { knownScene, useSceneDetail, useSceneTiles } from './use-scene-tiles';
import { useSceneView } from './use-scene-view';
import { useStack } from './use-stack';
import { ringOfShape, useTimeseries } from './use-timeseries';

/** What showing a scene needs of it (a search result or a scene's details). */
export type ShownScene = Pick<SceneSummary, 'id' | 'quicklook_url' | 'footprint'>;

export function useSceneViewer(crs: CoordinateSystem) {
  const { view, setView, update } = useSceneView();
  const [opacity, setOpacity] = useState(1);
  const [compareOpacity, setCompareOpacity] = useState(0.5);
  const [splitPosition, setSplitPosition] = useState(0.5);
  /** The stack's panel is open: the dates beside the one shown are kept loaded. */
  const [stackOpen, setStackOpen] = useState(false);
  const shown = view ? shownScene(view) : null;
  const stack = useStack(view?.scene ?? null, shown, (id) =>
    update((v) => ({ ...v, date: id === v.scene ? undefined : id })),
  );
  const neighbours = stackOpen && stack.ids.length ? stack.ids : null;
  const tiles = useSceneTiles(view ? scenesNeeded(view, neighbours) : [], view?.stretch ?? DEFAULT_STRETCH);
  const main = shown ? tiles.get(shown) : undefined;
  const change = useChange(view?.change, main?.layer.maximumLevel ?? null);
  const readout = useReadout(shown);
  const series = useTimeseries(view?.scene ?? null);
  const detail = useSceneDetail(shown);

  const changeTiles = change?.state === 'ready' ? change.tiles : null;
  const sceneLayers = useMemo(
    () =>
      view
        ? viewerLayers({
            view,
            tiles: tiles.get,
            opacity,
            compareOpacity,
            stack: neighbours,
            change: changeTiles,
          })
        : [],
    [view, tiles.known, opacity, compareOpacity, neighbours, changeTiles],
  );
  /** The quicklook of the scene shown until its tiles are in. */
  const overlay = useMemo<GlobeOverlay | null>(
    () =>
      !main && detail?.footprint
        ? { url: detail.quicklook_url, geometry: detail.footprint, alpha: opacity }
        : null,
    [main, detail, opacity],
  );
  const area = series.answer?.place.kind === 'area' ? series.answer.place.shape : null;
  const areaLayer = useMemo<GlobeLayer[]>(
    () =>
      area
        ? [
            {
              id: 'timeseries-area',
              pickable: false,
              style: { fill: '#ffb30022', outline: '#ffb300', width: 2 },
              features: [{ id: 'timeseries-area', geometry: shapeGeometry(area) }],
            },
          ]
        : [],
    [area],
  );

  /** Shows a scene (null: none) with the stretch in use. */
  const show = (scene: ShownScene | null) => {
    if (scene) knownScene(scene);
    setView((v) => (scene ? { scene: scene.id, stretch: v?.stretch ?? DEFAULT_STRETCH } : null));
  };
  const onPointClick = (click: GlobePointClick) => readout.read(click);
  /** A shape drawn while the time series waits for an area; false when the shape is not the viewer's. */
  const onDrawEnd = (shape: DrawnShape): boolean => {
    if (!series.drawing) return false;
    series.setDrawing(false);
    series.read({ kind: 'area', ring: ringOfShape(shape, crs), shape });
    return true;
  };

  return {
    view,
    update,
    show,
    shown,
    resolution: main ? (main.layer.fullResolution ? ('full' as const) : ('preview' as const)) : null,
    opacity,
    setOpacity,
    compareOpacity,
    setCompareOpacity,
    splitPosition,
    setSplitPosition,
    stackOpen,
    setStackOpen,
    stack,
    change,
    readout,
    series,
    sceneLayers,
    overlay,
    areaLayer,
    onPointClick,
    onDrawEnd,
  };
}

export type SceneViewer = ReturnType<typeof useSceneViewer>;
