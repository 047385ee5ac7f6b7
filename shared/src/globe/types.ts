/**
 * The globe's public types. Pure TypeScript (no Cesium), so pages can use them without loading the globe.
 * Positions are [longitude, latitude] in degrees, in the globe's `crs` (by default the session's coordinate system,
 * the one the API speaks); the globe converts to WGS-84 only to draw.
 */
import type { CoordinateSystem } from '@portal/shared/domain';

export type LngLat = [number, number];
export type Bbox = [west: number, south: number, east: number, north: number];

/** GeoJSON geometries the globe draws (RFC 7946). */
export type GlobeGeometry =
  | { type: 'Point'; coordinates: LngLat }
  | { type: 'LineString'; coordinates: LngLat[] }
  | { type: 'Polygon'; coordinates: LngLat[][] }
  | { type: 'MultiPolygon'; coordinates: LngLat[][][] };

export interface FeatureStyle {
  /** CSS colours (with alpha), e.g. '#1e88e533'. */
  fill?: string;
  outline?: string;
  /** Width of the outline in pixels (a selected footprint is drawn bolder). */
  width?: number;
}

/** One feature of a layer: a footprint, an opportunity, a satellite pass, an imported area… */
export interface GlobeFeature {
  id: string;
  geometry: GlobeGeometry;
  label?: string;
  style?: FeatureStyle;
}

/** A set of features drawn and picked together. */
export interface GlobeLayer {
  id: string;
  features: readonly GlobeFeature[];
  style?: FeatureStyle;
  /** Colours of the hovered and the selected features. */
  highlightStyle?: FeatureStyle;
  selectedStyle?: FeatureStyle;
  /** Hover highlight and click selection (default true). */
  pickable?: boolean;
}

export type DrawKind = 'rectangle' | 'polygon' | 'circle';

/** A shape drawn (or placed) by the user; `geometry` shapes come from elsewhere (files, regions) and are not editable. */
export type DrawnShape =
  | { id: string; kind: 'rectangle'; bbox: Bbox }
  | { id: string; kind: 'polygon'; ring: LngLat[] }
  | { id: string; kind: 'circle'; center: LngLat; radiusKm: number }
  | {
      id: string;
      kind: 'geometry';
      geometry: Extract<GlobeGeometry, { type: 'Polygon' | 'MultiPolygon' }>;
      label?: string;
    };

/**
 * An image draped on a footprint (e.g. a quicklook), or with `tiles` a layer of tiles over its bounding box (a
 * scene's product raster in the globe's geographic scheme, @portal/shared/domain/scene-tiles) in its place.
 */
export interface GlobeOverlay {
  url: string;
  geometry: Extract<GlobeGeometry, { type: 'Polygon' | 'MultiPolygon' }>;
  alpha?: number;
  tiles?: { url: string; maximumLevel: number; headers?: Record<string, string> };
}

/**
 * A scene's tiles as a layer of the globe (the scene viewer's: the shown date, its neighbours, a compared scene, a
 * change layer). A layer lives while its `id` and `url` stay: its opacity, visibility and side of the swipe bar
 * change in place, without asking for its tiles again. Layers are stacked in the order given, the last on top.
 */
export interface GlobeSceneLayer {
  id: string;
  /** A URL template of the portal's origin ({z}, {x}, {y}) in the globe's geographic scheme. */
  url: string;
  maximumLevel: number;
  headers?: Record<string, string>;
  /** Where its tiles are (asked for only within its bounding box). */
  geometry: Extract<GlobeGeometry, { type: 'Polygon' | 'MultiPolygon' }>;
  /** 0–1 (default 1); 0 keeps its tiles loaded without showing them. */
  alpha?: number;
  /** The side of the swipe bar (`splitPosition`) it is drawn on; both sides by default. */
  split?: 'left' | 'right';
}

/** A click on the globe away from a feature: the position in the globe's `crs` and in WGS-84. */
export interface GlobePointClick {
  position: LngLat;
  wgs84: LngLat;
}

export type SceneModeName = '2d' | '3d';

export type FlyTarget = Bbox | GlobeGeometry | { center: LngLat; heightKm?: number };

/** What a page can ask of a mounted globe (given to `onReady`). */
export interface GlobeApi {
  flyTo(target: FlyTarget, options?: { durationS?: number }): void;
  setSceneMode(mode: SceneModeName): void;
  sceneMode(): SceneModeName;
  /** Starts (or with null stops) a drawing tool. */
  draw(kind: DrawKind | null): void;
  /** Page (CSS pixel) coordinates of a position, or null when it is not visible (tests and tooltips). */
  toPage(position: LngLat): { x: number; y: number } | null;
  requestRender(): void;
}

export interface GlobeProps {
  layers?: readonly GlobeLayer[];
  /** Shapes drawn on the globe (controlled). */
  shapes?: readonly DrawnShape[];
  /** Drawing tools offered in the toolbar (default none). */
  drawTools?: readonly DrawKind[];
  /** Called when the user finishes a shape; return false to refuse it (e.g. too many areas). */
  onDrawEnd?: (shape: DrawnShape) => boolean | void;
  /** Shapes after an edit (vertex moved) or a deletion from the globe's toolbar. */
  onShapesChange?: (shapes: DrawnShape[]) => void;
  /** Shapes can be edited (drag vertices) and deleted from the globe (default true when drawTools are given). */
  editable?: boolean;
  /** Selected features, `${layerId}/${featureId}`-free: just feature ids (unique across layers). */
  selectedIds?: readonly string[];
  onFeatureClick?: (featureId: string, layerId: string, additive: boolean) => void;
  onFeatureHover?: (featureId: string | null, layerId: string | null) => void;
  overlay?: GlobeOverlay | null;
  /** Scenes' tile layers over the imagery, bottom first. */
  sceneLayers?: readonly GlobeSceneLayer[];
  /** The swipe bar's place, 0 (left edge) to 1 (right edge) of the globe: layers with a `split` side are cut there. */
  splitPosition?: number;
  /** A click that is not on a pickable feature nor part of a drawing. */
  onPointClick?: (click: GlobePointClick) => void;
  /** Coordinate system of every position in and out (default: the session's). */
  crs?: CoordinateSystem;
  initialSceneMode?: SceneModeName;
  /** Initial view (default: China). */
  initialView?: FlyTarget;
  height?: number | string;
  onReady?: (api: GlobeApi) => void;
  /** Accessible name of the globe region. */
  ariaLabel?: string;
  /**
   * Administrative boundaries and place names of the area in view, from the portal's geodata, over the offline
   * imagery (default true).
   */
  basemap?: boolean;
}

/** The globe's state, published on `window.__portalGlobe` for tests and diagnostics. */
export interface GlobeDebugState {
  ready: boolean;
  /** Frames rendered since the globe was created (render-on-demand: stays still when idle). */
  renderCount: number;
  /** performance.now() at the first rendered frame and when the base imagery first finished loading. */
  firstFrameAt: number | null;
  tilesLoadedAt: number | null;
  /** Multisample antialiasing's samples per pixel (1: none, on a software WebGL renderer; renderer.ts). */
  msaaSamples: number;
  /** Cesium's sky and ground atmosphere are drawn (not on a software WebGL renderer; renderer.ts). */
  atmosphere: boolean;
  /** The drawing buffer's pixels per CSS pixel in each direction (less than 1 on a software renderer; renderer.ts). */
  resolutionScale: number;
  sceneMode: SceneModeName;
  entityCount: number;
  primitiveCount: number;
  imageryLayers: string[];
  layers: Record<string, { features: number; entities: number; ids: string[] }>;
  shapes: DrawnShape[];
  drawing: DrawKind | null;
  selectedIds: string[];
  hoveredId: string | null;
  overlay: string | null;
  /** The scene layers on the globe, bottom first. */
  sceneLayers: { id: string; url: string; alpha: number; split: 'left' | 'right' | null }[];
  /** How many scene layers were made since the globe was created (a change of opacity or side makes none). */
  sceneLayersCreated: number;
  splitPosition: number;
  cursor: { lng: number; lat: number; crs: CoordinateSystem } | null;
  /** The vector basemap: the finest boundaries drawn, the regions outlined, the names shown (in the page's language). */
  basemap: {
    level: 'country' | 'province' | 'city' | null;
    loading: boolean;
    /** The outlines and names of the latest answer are in the scene. */
    drawn: boolean;
    boundaries: string[];
    labels: string[];
    /** How many of those names are hidden, for they would overlap a more important one in the current view. */
    hiddenLabels: number;
  };
  api: GlobeApi | null;
}
