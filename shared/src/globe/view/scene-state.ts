/**
 * The globe scene's mutable state, shared by its event handlers and effects (not React state: the handlers run
 * outside renders), and the context every scene module works with.
 */
import { CustomDataSource, type Entity, type CesiumWidget, type ImageryLayer } from 'cesium';
import type { MutableRefObject } from 'react';
import type { CoordinateSystem } from '@portal/shared/domain';
import type {
  DrawKind,
  DrawnShape,
  GlobeDebugState,
  GlobeLayer,
  GlobeProps,
  LngLat,
  SceneModeName,
} from '../types';

export interface FeatureRef {
  layerId: string;
  featureId: string;
  pickable: boolean;
}

export interface Drawing {
  kind: DrawKind;
  points: LngLat[]; // WGS-84
  cursor: LngLat | null;
  /** Where the button went down to start a rectangle or circle by dragging (screen pixels and position). */
  pressed?: { x: number; y: number; at: LngLat } | null;
}

export interface Drag {
  shapeId: string;
  handle: number;
}

export interface LayerSource {
  source: CustomDataSource;
  layer: GlobeLayer;
  crs: CoordinateSystem;
  byFeature: Map<string, Entity[]>;
}

export interface SceneState {
  debug: GlobeDebugState;
  features: WeakMap<Entity, FeatureRef>;
  layerSources: Map<string, LayerSource>;
  shapes: DrawnShape[]; // WGS-84
  shapeSource: CustomDataSource;
  handleSource: CustomDataSource;
  overlaySource: CustomDataSource;
  drawing: Drawing | null;
  drawEntity: Entity | null;
  drag: Drag | null;
  hovered: string | null;
  selected: Set<string>;
  activeShape: string | null;
  basemap: BasemapOverlay | null;
  /** The scene layers by `${id}\n${url}`. */
  sceneLayers: Map<string, ImageryLayer>;
}

/** The vector basemap drawn over the Earth (basemap.ts). */
export interface BasemapOverlay {
  /** The first view's tiles are in: an answer that waited for them is drawn now. */
  earthDrawn(): void;
  /** Loads the current view's boundaries and names when the loaded ones no longer serve it (after a move). */
  refresh(): void;
  setLanguage(lang: string): void;
  destroy(): void;
}

/**
 * What the scene's modules work with: the widget (once resium has made it), the state, and the latest props and
 * coordinate system.
 */
export interface SceneContext {
  widget: CesiumWidget | undefined;
  s: SceneState;
  propsRef: MutableRefObject<GlobeProps>;
  crsRef: MutableRefObject<CoordinateSystem>;
}
/** A scene whose widget exists: what the set-up, the drawing tools, the input and the API work with. */
export type LiveScene = SceneContext & { widget: CesiumWidget };

/** The debug/test state, one object per page (the last globe mounted). */
function newDebugState(mode: SceneModeName): GlobeDebugState {
  return {
    ready: false,
    renderCount: 0,
    firstFrameAt: null,
    tilesLoadedAt: null,
    msaaSamples: 4,
    resolutionScale: 1,
    atmosphere: true,
    sceneMode: mode,
    entityCount: 0,
    primitiveCount: 0,
    imageryLayers: [],
    layers: {},
    shapes: [],
    drawing: null,
    selectedIds: [],
    hoveredId: null,
    overlay: null,
    sceneLayers: [],
    sceneLayersCreated: 0,
    splitPosition: 0.5,
    cursor: null,
    basemap: { level: null, loading: false, drawn: false, boundaries: [], labels: [], hiddenLabels: 0 },
    api: null,
  };
}

export function newSceneState(mode: SceneModeName): SceneState {
  return {
    debug: newDebugState(mode),
    features: new WeakMap(),
    layerSources: new Map(),
    shapes: [],
    shapeSource: new CustomDataSource('shapes'),
    handleSource: new CustomDataSource('handles'),
    overlaySource: new CustomDataSource('overlay'),
    drawing: null,
    drawEntity: null,
    drag: null,
    hovered: null,
    selected: new Set(),
    activeShape: null,
    basemap: null,
    sceneLayers: new Map(),
  };
}

/** Asks for one frame: the scene renders on demand only. */
export const requestFrame = (widget: CesiumWidget | undefined) => widget?.scene.requestRender();
