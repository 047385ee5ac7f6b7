/**
 * The Cesium implementation of `Globe` (loaded lazily by ./index.ts). resium owns the Viewer's life cycle; the scene's
 * contents (layers, shapes, overlay) are kept in step with the props imperatively, and every change asks for one
 * frame: the scene renders on demand only, so an idle globe draws nothing.
 *
 * No Cesium ion and no request outside the portal: the ion token is empty, the Viewer gets no default imagery
 * (`baseLayer: false`), no geocoder and no terrain; the base layer is the NaturalEarthII tile set served with
 * Cesium's static folders at CESIUM_BASE_URL, and an optional tile service comes from /globe-config.json.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Box, Button, ButtonGroup, Typography } from '@mui/material';
import {
  ArcType,
  CallbackProperty,
  Cartesian2,
  Cartesian3,
  Cartographic,
  Color,
  ColorMaterialProperty,
  ConstantProperty,
  CustomDataSource,
  Entity,
  ImageMaterialProperty,
  Ion,
  KeyboardEventModifier,
  Math as CesiumMath,
  PolygonHierarchy,
  Rectangle,
  SceneMode,
  SceneTransforms,
  ScreenSpaceEventHandler,
  ScreenSpaceEventType,
  TileMapServiceImageryProvider,
  UrlTemplateImageryProvider,
  Credit,
  type Viewer as CesiumViewer,
} from 'cesium';
import { Viewer, useCesium } from 'resium';
import { coordinateSystemAtom } from '@portal/shared/session';
import { addTranslations } from '@portal/shared/i18n';
import type { CoordinateSystem } from '@portal/shared/domain';
import { CESIUM_BASE_URL, loadGlobeConfig } from './config';
import {
  bboxOf,
  circleRing,
  convertGeometry,
  convertShape,
  destination,
  distanceKm,
  roundPosition,
  shapeGeometry,
  targetBbox,
} from './geometry';
import type {
  DrawKind,
  DrawnShape,
  FeatureStyle,
  FlyTarget,
  GlobeApi,
  GlobeDebugState,
  GlobeFeature,
  GlobeGeometry,
  GlobeLayer,
  GlobeProps,
  LngLat,
  SceneModeName,
} from './types';

Ion.defaultAccessToken = '';

addTranslations('globe', {
  zh: {
    mode2d: '二维',
    mode3d: '三维',
    rectangle: '矩形',
    polygon: '多边形',
    circle: '圆形',
    deleteShape: '删除图形',
    cancel: '取消绘制',
    hint: {
      rectangle: '单击两个对角点绘制矩形',
      polygon: '单击添加顶点，双击或右键结束',
      circle: '单击圆心，再单击确定半径',
    },
    lng: '经度',
    lat: '纬度',
    region: '三维地球',
  },
  en: {
    mode2d: '2D',
    mode3d: '3D',
    rectangle: 'Rectangle',
    polygon: 'Polygon',
    circle: 'Circle',
    deleteShape: 'Delete shape',
    cancel: 'Cancel drawing',
    hint: {
      rectangle: 'Click two opposite corners',
      polygon: 'Click to add vertices; double-click or right-click to finish',
      circle: 'Click the centre, then click the radius',
    },
    lng: 'Lon',
    lat: 'Lat',
    region: 'Globe',
  },
});

const DEFAULT_STYLE: Required<FeatureStyle> = {
  fill: 'rgba(30,136,229,0.25)',
  outline: 'rgba(30,136,229,1)',
};
const HOVER_STYLE: Required<FeatureStyle> = { fill: 'rgba(255,179,0,0.45)', outline: 'rgba(255,179,0,1)' };
const SELECTED_STYLE: Required<FeatureStyle> = { fill: 'rgba(229,57,53,0.45)', outline: 'rgba(229,57,53,1)' };
const SHAPE_FILL = Color.fromCssColorString('rgba(0,230,118,0.25)');
const SHAPE_OUTLINE = Color.fromCssColorString('rgba(0,200,83,1)');
const HANDLE_COLOR = Color.fromCssColorString('#ffffff');
const CHINA: FlyTarget = [73, 16, 136, 54];

const color = (css: string) => Color.fromCssColorString(css);
const degrees = (c: Cartographic): LngLat => [
  CesiumMath.toDegrees(c.longitude),
  CesiumMath.toDegrees(c.latitude),
];
const cartesian = ([lng, lat]: LngLat) => Cartesian3.fromDegrees(lng, lat);
const rectangleOf = ([w, s, e, n]: [number, number, number, number]) => Rectangle.fromDegrees(w, s, e, n);

interface FeatureRef {
  layerId: string;
  featureId: string;
  pickable: boolean;
}

/** The debug/test state, one object per page (the last globe mounted). */
function newDebugState(mode: SceneModeName): GlobeDebugState {
  return {
    ready: false,
    renderCount: 0,
    firstFrameAt: null,
    tilesLoadedAt: null,
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
    cursor: null,
    api: null,
  };
}

function countPrimitives(collection: { length: number; get(i: number): unknown }): number {
  let n = 0;
  for (let i = 0; i < collection.length; i++) {
    const p = collection.get(i) as { length?: number; get?: unknown };
    n += typeof p.length === 'number' && typeof p.get === 'function' ? countPrimitives(p as never) : 1;
  }
  return n;
}

export default function GlobeView(props: GlobeProps) {
  const { t } = useTranslation('globe');
  const height = props.height ?? 480;
  const initialMode = props.initialSceneMode ?? '3d';
  // Readonly Viewer options: created once.
  const options = useMemo(
    () => ({
      baseLayer: false as const,
      requestRenderMode: true,
      maximumRenderTimeChange: Infinity,
      sceneMode: initialMode === '2d' ? SceneMode.SCENE2D : SceneMode.SCENE3D,
      animation: false,
      timeline: false,
      geocoder: false as const,
      baseLayerPicker: false,
      homeButton: false,
      sceneModePicker: false,
      navigationHelpButton: false,
      fullscreenButton: false,
      infoBox: false,
      selectionIndicator: false,
      vrButton: false,
      projectionPicker: false,
      shouldAnimate: false,
    }),
    [initialMode],
  );
  useEffect(() => {
    // Cesium's widget styles, served with its static folders (never bundled).
    const href = `${CESIUM_BASE_URL}Widgets/widgets.css`;
    if (!document.querySelector(`link[href="${href}"]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.appendChild(link);
    }
  }, []);
  return (
    <Box
      sx={{ position: 'relative', height, width: '100%', overflow: 'hidden', bgcolor: '#000' }}
      role="region"
      aria-label={props.ariaLabel ?? t('region')}
      data-testid="globe"
    >
      <Viewer {...options} style={{ position: 'absolute', inset: 0 }}>
        <GlobeScene {...props} />
      </Viewer>
    </Box>
  );
}

interface Drawing {
  kind: DrawKind;
  points: LngLat[]; // WGS-84
  cursor: LngLat | null;
}

interface Drag {
  shapeId: string;
  handle: number;
}

function GlobeScene(props: GlobeProps) {
  const { viewer } = useCesium() as { viewer?: CesiumViewer };
  const { t } = useTranslation('globe');
  const sessionCrs = useAtomValue(coordinateSystemAtom);
  const crs: CoordinateSystem = props.crs ?? sessionCrs;
  const [mode, setMode] = useState<SceneModeName>(props.initialSceneMode ?? '3d');
  const [drawKind, setDrawKind] = useState<DrawKind | null>(null);
  const [activeShape, setActiveShape] = useState<string | null>(null);
  const [api, setApi] = useState<GlobeApi | null>(null);
  const cursorRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const crsRef = useRef(crs);
  crsRef.current = crs;

  // Mutable scene state shared by the event handlers (not React state: the handlers run outside renders).
  const s = useRef({
    debug: newDebugState(props.initialSceneMode ?? '3d'),
    features: new WeakMap<Entity, FeatureRef>(),
    layerSources: new Map<
      string,
      { source: CustomDataSource; layer: GlobeLayer; crs: CoordinateSystem; byFeature: Map<string, Entity[]> }
    >(),
    shapes: [] as DrawnShape[], // WGS-84
    shapeSource: new CustomDataSource('shapes'),
    handleSource: new CustomDataSource('handles'),
    overlaySource: new CustomDataSource('overlay'),
    drawing: null as Drawing | null,
    drawEntity: null as Entity | null,
    drag: null as Drag | null,
    hovered: null as string | null,
    selected: new Set<string>(),
    activeShape: null as string | null,
  }).current;

  const render = () => viewer?.scene.requestRender();

  /** Recomputes the counts published for tests. */
  const publish = () => {
    if (!viewer || viewer.isDestroyed()) return;
    const d = s.debug;
    let entities = 0;
    for (let i = 0; i < viewer.dataSources.length; i++)
      entities += viewer.dataSources.get(i).entities.values.length;
    d.entityCount = entities + viewer.entities.values.length;
    d.primitiveCount =
      countPrimitives(viewer.scene.primitives) + countPrimitives(viewer.scene.groundPrimitives);
    d.layers = {};
    for (const [id, l] of s.layerSources)
      d.layers[id] = {
        features: l.layer.features.length,
        entities: l.source.entities.values.length,
        ids: l.layer.features.map((f) => f.id),
      };
    d.shapes = s.shapes.map((sh) => convertShape(sh, 'WGS84', crsRef.current));
    d.selectedIds = [...s.selected];
    d.hoveredId = s.hovered;
    d.drawing = s.drawing?.kind ?? null;
  };

  // ---------- set-up: imagery, events, API ----------
  useEffect(() => {
    if (!viewer) return;
    const scene = viewer.scene;
    const d = s.debug;
    window.__portalGlobe = d;
    viewer.dataSources.add(s.shapeSource);
    viewer.dataSources.add(s.overlaySource);
    viewer.dataSources.add(s.handleSource);
    scene.globe.baseColor = Color.fromCssColorString('#1a3a5c');
    // The viewer's double-click zooms to an entity: our double click ends a polygon instead.
    viewer.cesiumWidget.screenSpaceEventHandler.removeInputAction(ScreenSpaceEventType.LEFT_DOUBLE_CLICK);
    const removePostRender = scene.postRender.addEventListener(() => {
      d.renderCount += 1;
      d.firstFrameAt ??= performance.now();
      if (d.tilesLoadedAt == null && d.imageryLayers.length && scene.globe.tilesLoaded)
        d.tilesLoadedAt = performance.now();
    });

    let cancelled = false;
    void (async () => {
      const base = await TileMapServiceImageryProvider.fromUrl(
        `${CESIUM_BASE_URL}Assets/Textures/NaturalEarthII`,
      );
      if (cancelled || viewer.isDestroyed()) return;
      viewer.imageryLayers.addImageryProvider(base, 0);
      d.imageryLayers.push(`${CESIUM_BASE_URL}Assets/Textures/NaturalEarthII`);
      const config = await loadGlobeConfig();
      if (config.tiles && !cancelled && !viewer.isDestroyed()) {
        viewer.imageryLayers.addImageryProvider(
          new UrlTemplateImageryProvider({
            url: config.tiles,
            maximumLevel: config.maximumLevel ?? 18,
            credit: config.tilesCredit ? new Credit(config.tilesCredit) : undefined,
          }),
        );
        d.imageryLayers.push(config.tiles);
      }
      d.ready = true;
      render();
    })();

    const pickLngLat = (position: Cartesian2): LngLat | null => {
      const c = scene.camera.pickEllipsoid(position, scene.globe.ellipsoid);
      if (!c) return null;
      return degrees(Cartographic.fromCartesian(c));
    };
    /** Entities under a pixel, top first (features are found under the drawn areas too). */
    const pickAll = (position: Cartesian2): Entity[] =>
      (scene.drillPick(position, 8) as { id?: unknown }[])
        .map((p) => p.id)
        .filter((e): e is Entity => e instanceof Entity);
    const pickFeature = (position: Cartesian2): FeatureRef | null => {
      for (const e of pickAll(position)) {
        const f = s.features.get(e);
        if (f) return f;
      }
      return null;
    };
    const pickEntity = (position: Cartesian2): Entity | null => pickAll(position)[0] ?? null;
    const pickEntity1 = (position: Cartesian2): Entity | null => {
      const p = scene.pick(position) as { id?: unknown } | undefined;
      return p?.id instanceof Entity ? p.id : null;
    };
    /** Hover picking only when some pickable feature exists, at most every 80 ms (a pick renders a pick pass). */
    let lastHoverPick = 0;
    const hoverable = () => {
      const now = performance.now();
      if (now - lastHoverPick < 80) return false;
      lastHoverPick = now;
      for (const l of s.layerSources.values())
        if (l.layer.pickable !== false && l.layer.features.length) return true;
      return s.hovered != null;
    };

    const api: GlobeApi = {
      flyTo(target, o) {
        const bbox = targetBbox(fromCrsTarget(target, crsRef.current));
        const [w, sth, e, n] = bbox;
        const padX = Math.max((e - w) * 0.25, 0.05),
          padY = Math.max((n - sth) * 0.25, 0.05);
        viewer.camera.flyTo({
          destination: rectangleOf([w - padX, Math.max(-89, sth - padY), e + padX, Math.min(89, n + padY)]),
          duration: o?.durationS ?? 1,
        });
        render();
      },
      setSceneMode(m) {
        if (m === '2d') scene.morphTo2D(0);
        else scene.morphTo3D(0);
        d.sceneMode = m;
        setMode(m);
        render();
      },
      sceneMode: () => (scene.mode === SceneMode.SCENE2D ? '2d' : '3d'),
      draw(kind) {
        startDrawing(kind);
      },
      toPage(position) {
        const [lng, lat] = convertPositionTo(position, crsRef.current, 'WGS84');
        const win = SceneTransforms.worldToWindowCoordinates(scene, cartesian([lng, lat]));
        if (!win) return null;
        const rect = scene.canvas.getBoundingClientRect();
        return { x: rect.left + win.x, y: rect.top + win.y };
      },
      requestRender: render,
    };
    (api as GlobeApi & { pickAt: (p: LngLat) => string | null }).pickAt = (position: LngLat) => {
      const win = SceneTransforms.worldToWindowCoordinates(
        scene,
        cartesian(convertPositionTo(position, crsRef.current, 'WGS84')),
      );
      if (!win) return null;
      return pickFeature(win)?.featureId ?? null;
    };
    d.api = api;

    // ---------- drawing ----------
    const finishDrawing = () => {
      const dr = s.drawing;
      if (!dr) return;
      let shape: DrawnShape | null = null;
      const id = `shape-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
      if (dr.kind === 'rectangle' && dr.points.length === 2) {
        const [a, b] = dr.points;
        const bbox = bboxOf([a, b]);
        if (bbox[2] - bbox[0] > 1e-6 && bbox[3] - bbox[1] > 1e-6)
          shape = {
            id,
            kind: 'rectangle',
            bbox: [...roundPosition([bbox[0], bbox[1]]), ...roundPosition([bbox[2], bbox[3]])] as never,
          };
      } else if (dr.kind === 'circle' && dr.points.length === 2) {
        const r = distanceKm(dr.points[0], dr.points[1]);
        if (r > 0.01)
          shape = {
            id,
            kind: 'circle',
            center: roundPosition(dr.points[0]),
            radiusKm: Math.round(r * 1000) / 1000,
          };
      } else if (dr.kind === 'polygon') {
        const ring = dr.points.filter(
          (p, i, a) => i === 0 || Math.abs(p[0] - a[i - 1][0]) > 1e-9 || Math.abs(p[1] - a[i - 1][1]) > 1e-9,
        );
        if (ring.length >= 3) shape = { id, kind: 'polygon', ring: ring.map((p) => roundPosition(p)) };
      }
      stopDrawing();
      if (shape) propsRef.current.onDrawEnd?.(convertShape(shape, 'WGS84', crsRef.current));
    };
    const stopDrawing = () => {
      s.drawing = null;
      if (s.drawEntity) s.shapeSource.entities.remove(s.drawEntity);
      s.drawEntity = null;
      setDrawKind(null);
      publish();
      render();
    };
    const startDrawing = (kind: DrawKind | null) => {
      if (s.drawing) stopDrawing();
      if (!kind) return;
      s.drawing = { kind, points: [], cursor: null };
      setActiveShape(null);
      setDrawKind(kind);
      const livePoints = () => {
        const dr = s.drawing;
        if (!dr) return [];
        return dr.cursor ? [...dr.points, dr.cursor] : dr.points;
      };
      const entity = new Entity({ id: 'drawing' });
      if (kind === 'rectangle') {
        entity.rectangle = {
          coordinates: new CallbackProperty(() => {
            const p = livePoints();
            if (p.length < 2) return undefined;
            const [w, sth, e, n] = bboxOf(p.slice(0, 2));
            return Rectangle.fromDegrees(w, sth, Math.max(e, w + 1e-6), Math.max(n, sth + 1e-6));
          }, false),
          material: SHAPE_FILL,
          outline: true,
          outlineColor: SHAPE_OUTLINE,
          height: 0,
        } as never;
      } else if (kind === 'circle') {
        entity.polygon = {
          hierarchy: new CallbackProperty(() => {
            const p = livePoints();
            if (p.length < 2) return undefined;
            return new PolygonHierarchy(
              circleRing(p[0], Math.max(distanceKm(p[0], p[1]), 0.01)).map(cartesian),
            );
          }, false),
          material: SHAPE_FILL,
          outline: true,
          outlineColor: SHAPE_OUTLINE,
          height: 0,
        } as never;
      } else {
        entity.polyline = {
          positions: new CallbackProperty(() => {
            const p = livePoints();
            return p.length ? [...p, p[0]].map(cartesian) : [];
          }, false),
          width: 2,
          material: SHAPE_OUTLINE,
          arcType: ArcType.RHUMB,
        } as never;
      }
      s.drawEntity = s.shapeSource.entities.add(entity);
      publish();
      render();
    };

    // ---------- events ----------
    const handler = new ScreenSpaceEventHandler(scene.canvas);
    const showCursor = (p: LngLat | null) => {
      const out = p ? convertPositionTo(p, 'WGS84', crsRef.current) : null;
      d.cursor = out ? { lng: out[0], lat: out[1], crs: crsRef.current } : null;
      if (cursorRef.current) {
        cursorRef.current.textContent = out
          ? `${t('lng')} ${out[0].toFixed(5)}  ${t('lat')} ${out[1].toFixed(5)}  (${crsRef.current === 'GCJ02' ? 'GCJ-02' : 'WGS-84'})`
          : '';
      }
    };
    handler.setInputAction((m: { endPosition: Cartesian2 }) => {
      const p = pickLngLat(m.endPosition);
      showCursor(p);
      if (s.drag && p) {
        moveHandle(s.drag, p);
        render();
        return;
      }
      if (s.drawing) {
        s.drawing.cursor = p;
        render();
        return;
      }
      if (!hoverable()) return;
      const top = pickEntity1(m.endPosition);
      const hit = top ? (s.features.get(top) ?? (shapeIdOf(top) ? pickFeature(m.endPosition) : null)) : null;
      const id = hit?.pickable ? hit.featureId : null;
      if (id !== s.hovered) {
        s.hovered = id;
        restyleAll();
        propsRef.current.onFeatureHover?.(id, hit?.layerId ?? null);
        scene.canvas.style.cursor = id ? 'pointer' : '';
        publish();
        render();
      }
    }, ScreenSpaceEventType.MOUSE_MOVE);

    const onClick = (additive: boolean) => (m: { position: Cartesian2 }) => {
      const p = pickLngLat(m.position);
      const dr = s.drawing;
      if (dr) {
        if (!p) return;
        dr.points.push(p);
        dr.cursor = p;
        if ((dr.kind === 'rectangle' || dr.kind === 'circle') && dr.points.length === 2) finishDrawing();
        publish();
        render();
        return;
      }
      const entities = pickAll(m.position);
      const hit = entities.map((e) => s.features.get(e)).find((f) => f?.pickable);
      if (hit) {
        propsRef.current.onFeatureClick?.(hit.featureId, hit.layerId, additive);
        return;
      }
      const shapeId = entities.map(shapeIdOf).find(Boolean) ?? null;
      if (
        shapeId &&
        propsRef.current.editable !== false &&
        s.shapes.find((x) => x.id === shapeId)?.kind !== 'geometry'
      )
        setActiveShape(shapeId);
      else setActiveShape(null);
    };
    handler.setInputAction(onClick(false), ScreenSpaceEventType.LEFT_CLICK);
    handler.setInputAction(onClick(true), ScreenSpaceEventType.LEFT_CLICK, KeyboardEventModifier.CTRL);
    handler.setInputAction(onClick(true), ScreenSpaceEventType.LEFT_CLICK, KeyboardEventModifier.SHIFT);
    handler.setInputAction(() => {
      if (s.drawing?.kind === 'polygon') finishDrawing();
    }, ScreenSpaceEventType.LEFT_DOUBLE_CLICK);
    handler.setInputAction(() => {
      if (s.drawing?.kind === 'polygon' && s.drawing.points.length >= 3) finishDrawing();
      else if (s.drawing) stopDrawing();
    }, ScreenSpaceEventType.RIGHT_CLICK);
    handler.setInputAction((m: { position: Cartesian2 }) => {
      if (!s.activeShape) return;
      const entity = pickEntity(m.position);
      const handle = entity ? handleOf(entity) : null;
      if (handle) {
        s.drag = handle;
        scene.screenSpaceCameraController.enableInputs = false;
      }
    }, ScreenSpaceEventType.LEFT_DOWN);
    handler.setInputAction(() => {
      if (!s.drag) return;
      s.drag = null;
      scene.screenSpaceCameraController.enableInputs = true;
      emitShapes(s.shapes);
    }, ScreenSpaceEventType.LEFT_UP);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && s.drawing) stopDrawing();
    };
    window.addEventListener('keydown', onKey);

    setStartDrawing(startDrawing);
    setApi(api);
    propsRef.current.onReady?.(api);
    api.flyTo(propsRef.current.initialView ?? CHINA, { durationS: 0 });
    publish();
    return () => {
      cancelled = true;
      handler.destroy();
      removePostRender();
      window.removeEventListener('keydown', onKey);
      if (window.__portalGlobe === d) d.ready = false;
    };
  }, [viewer]);

  const startDrawingRef = useRef<(k: DrawKind | null) => void>(() => undefined);
  function setStartDrawing(f: (k: DrawKind | null) => void) {
    startDrawingRef.current = f;
  }

  // ---------- layers ----------
  const styleOf = (layer: GlobeLayer, feature: GlobeFeature): Required<FeatureStyle> => {
    if (s.selected.has(feature.id)) return { ...SELECTED_STYLE, ...layer.selectedStyle };
    if (s.hovered === feature.id) return { ...HOVER_STYLE, ...layer.highlightStyle };
    return { ...DEFAULT_STYLE, ...layer.style, ...feature.style };
  };
  const applyStyle = (entity: Entity, st: Required<FeatureStyle>) => {
    if (entity.polygon) {
      entity.polygon.material = new ColorMaterialProperty(color(st.fill));
      entity.polygon.outlineColor = new ConstantProperty(color(st.outline));
    }
    if (entity.polyline) entity.polyline.material = new ColorMaterialProperty(color(st.outline));
    if (entity.point) entity.point.color = new ConstantProperty(color(st.outline));
  };
  const restyleAll = () => {
    for (const l of s.layerSources.values()) {
      for (const f of l.layer.features)
        for (const e of l.byFeature.get(f.id) ?? []) applyStyle(e, styleOf(l.layer, f));
    }
  };

  function entitiesOf(layer: GlobeLayer, feature: GlobeFeature, g: GlobeGeometry): Entity[] {
    const st = styleOf(layer, feature);
    const base = `${layer.id}::${feature.id}`;
    switch (g.type) {
      case 'Point':
        return [
          new Entity({
            id: base,
            position: cartesian(g.coordinates),
            point: { pixelSize: 9, color: color(st.outline), outlineColor: Color.WHITE, outlineWidth: 1 },
          }),
        ];
      case 'LineString':
        return [
          new Entity({
            id: base,
            polyline: { positions: g.coordinates.map(cartesian), width: 2, material: color(st.outline) },
          }),
        ];
      case 'Polygon':
      case 'MultiPolygon': {
        const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
        return polys.map(
          (rings, i) =>
            new Entity({
              id: `${base}::${i}`,
              polygon: {
                hierarchy: new PolygonHierarchy(
                  rings[0].map(cartesian),
                  rings.slice(1).map((h) => new PolygonHierarchy(h.map(cartesian))),
                ),
                material: color(st.fill),
                outline: true,
                outlineColor: color(st.outline),
                height: 0,
                arcType: ArcType.RHUMB,
              },
            }),
        );
      }
    }
  }

  useEffect(() => {
    if (!viewer) return;
    const wanted = new Map((props.layers ?? []).map((l) => [l.id, l]));
    for (const [id, l] of s.layerSources) {
      if (!wanted.has(id)) {
        viewer.dataSources.remove(l.source, true);
        s.layerSources.delete(id);
      }
    }
    for (const layer of wanted.values()) {
      let l = s.layerSources.get(layer.id);
      if (l && l.layer === layer && l.crs === crs) continue;
      if (!l) {
        const source = new CustomDataSource(layer.id);
        void viewer.dataSources.add(source);
        l = { source, layer, crs, byFeature: new Map() };
        s.layerSources.set(layer.id, l);
      }
      l.layer = layer;
      l.crs = crs;
      l.source.entities.suspendEvents();
      l.source.entities.removeAll();
      l.byFeature.clear();
      for (const f of layer.features) {
        const list = entitiesOf(layer, f, convertGeometry(f.geometry, crs, 'WGS84'));
        for (const e of list) {
          l.source.entities.add(e);
          s.features.set(e, { layerId: layer.id, featureId: f.id, pickable: layer.pickable !== false });
        }
        l.byFeature.set(f.id, list);
      }
      l.source.entities.resumeEvents();
    }
    publish();
    render();
  }, [viewer, props.layers, crs]);

  useEffect(() => {
    s.selected = new Set(props.selectedIds ?? []);
    if (!viewer) return;
    restyleAll();
    publish();
    render();
  }, [viewer, props.selectedIds]);

  // ---------- shapes ----------
  function shapeIdOf(entity: Entity): string | null {
    const m = /^shape:(.+?)(?:::\d+)?$/.exec(String(entity.id));
    return m ? m[1] : null;
  }
  function handleOf(entity: Entity): Drag | null {
    const m = /^handle:(.+):(\d+)$/.exec(String(entity.id));
    return m ? { shapeId: m[1], handle: Number(m[2]) } : null;
  }
  /** Vertex handles of a shape (WGS-84). */
  function handlesOf(shape: DrawnShape): LngLat[] {
    switch (shape.kind) {
      case 'rectangle': {
        const [w, sth, e, n] = shape.bbox;
        return [
          [w, sth],
          [e, sth],
          [e, n],
          [w, n],
        ];
      }
      case 'polygon':
        return shape.ring;
      case 'circle':
        return [shape.center, destination(shape.center, 90, shape.radiusKm)];
      default:
        return [];
    }
  }
  function moveHandle(drag: Drag, p: LngLat) {
    const i = s.shapes.findIndex((x) => x.id === drag.shapeId);
    if (i < 0) return;
    const sh = s.shapes[i];
    let next: DrawnShape = sh;
    if (sh.kind === 'rectangle') {
      const corners = handlesOf(sh);
      const opposite = corners[(drag.handle + 2) % 4];
      const bb = bboxOf([opposite, p]);
      next = { ...sh, bbox: bb };
    } else if (sh.kind === 'polygon') {
      next = { ...sh, ring: sh.ring.map((q, k) => (k === drag.handle ? p : q)) };
    } else if (sh.kind === 'circle') {
      next =
        drag.handle === 0
          ? { ...sh, center: p }
          : { ...sh, radiusKm: Math.max(0.01, distanceKm(sh.center, p)) };
    }
    s.shapes = s.shapes.map((x, k) => (k === i ? next : x));
    refreshShape(next);
    publish();
  }
  function emitShapes(shapes: DrawnShape[]) {
    const out = shapes.map((sh) => roundShape(convertShape(sh, 'WGS84', crsRef.current)));
    propsRef.current.onShapesChange?.(out);
  }

  useEffect(() => {
    if (!viewer) return;
    s.shapes = (props.shapes ?? []).map((sh) => convertShape(sh, crs, 'WGS84'));
    const src = s.shapeSource.entities;
    src.suspendEvents();
    for (const e of [...src.values]) if (e !== s.drawEntity) src.remove(e);
    for (const sh of s.shapes) for (const e of shapeEntities(sh)) src.add(e);
    src.resumeEvents();
    if (activeShape && !s.shapes.some((x) => x.id === activeShape)) setActiveShape(null);
    publish();
    render();
  }, [viewer, props.shapes, crs]);

  /**
   * Entities of a shape, with constant geometry (a CallbackProperty would make Cesium rebuild the geometry on every
   * frame); an edit replaces the shape's entities.
   */
  function shapeEntities(sh: DrawnShape): Entity[] {
    if (sh.kind === 'rectangle') {
      return [
        new Entity({
          id: `shape:${sh.id}`,
          rectangle: {
            coordinates: rectangleOf(sh.bbox),
            material: SHAPE_FILL,
            outline: true,
            outlineColor: SHAPE_OUTLINE,
            height: 0,
          },
        }),
      ];
    }
    const g = shapeGeometry(sh);
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    return polys.map(
      (rings, k) =>
        new Entity({
          id: polys.length > 1 ? `shape:${sh.id}::${k}` : `shape:${sh.id}`,
          polygon: {
            hierarchy: new PolygonHierarchy(
              rings[0].map(cartesian),
              rings.slice(1).map((h) => new PolygonHierarchy(h.map(cartesian))),
            ),
            material: SHAPE_FILL,
            outline: true,
            outlineColor: SHAPE_OUTLINE,
            height: 0,
            arcType: ArcType.RHUMB,
          },
        }),
    );
  }
  function refreshShape(sh: DrawnShape) {
    const src = s.shapeSource.entities;
    for (const e of [...src.values]) if (shapeIdOf(e) === sh.id) src.remove(e);
    for (const e of shapeEntities(sh)) src.add(e);
  }

  // Vertex handles of the active shape.
  useEffect(() => {
    s.activeShape = activeShape;
    if (!viewer) return;
    const src = s.handleSource.entities;
    src.removeAll();
    const sh = s.shapes.find((x) => x.id === activeShape);
    if (sh) {
      handlesOf(sh).forEach((_p, k) => {
        src.add(
          new Entity({
            id: `handle:${sh.id}:${k}`,
            position: new CallbackProperty(() => {
              const c = s.shapes.find((x) => x.id === sh.id);
              const hs = c ? handlesOf(c) : [];
              return hs[k] ? cartesian(hs[k]) : undefined;
            }, false) as never,
            point: {
              pixelSize: 11,
              color: HANDLE_COLOR,
              outlineColor: SHAPE_OUTLINE,
              outlineWidth: 2,
              disableDepthTestDistance: Number.POSITIVE_INFINITY,
            },
          }),
        );
      });
    }
    publish();
    render();
  }, [viewer, activeShape, props.shapes]);

  // ---------- overlay (e.g. a quicklook draped on its footprint) ----------
  useEffect(() => {
    if (!viewer) return;
    const src = s.overlaySource.entities;
    src.removeAll();
    const o = props.overlay;
    s.debug.overlay = o?.url ?? null;
    if (o) {
      const g = convertGeometry(o.geometry, crs, 'WGS84');
      const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      polys.forEach((rings, i) => {
        src.add(
          new Entity({
            id: `overlay::${i}`,
            polygon: {
              hierarchy: new PolygonHierarchy(rings[0].map(cartesian)),
              material: new ImageMaterialProperty({
                image: o.url,
                transparent: true,
                color: Color.WHITE.withAlpha(o.alpha ?? 0.95),
              }),
              height: 0,
              arcType: ArcType.RHUMB,
            },
          }),
        );
      });
    }
    publish();
    render();
  }, [viewer, props.overlay, crs]);

  useEffect(() => {
    if (viewer) s.debug.sceneMode = mode;
  }, [viewer, mode, s]);

  const tools = props.drawTools ?? [];
  const editable = props.editable ?? tools.length > 0;
  return (
    <>
      <Box
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          zIndex: 1,
        }}
      >
        {tools.length > 0 && (
          <ButtonGroup size="small" variant="contained" color="inherit" sx={{ bgcolor: 'background.paper' }}>
            {tools.map((k) => (
              <Button
                key={k}
                data-testid={`globe-draw-${k}`}
                aria-pressed={drawKind === k}
                color={drawKind === k ? 'primary' : 'inherit'}
                onClick={() => startDrawingRef.current(drawKind === k ? null : k)}
              >
                {t(k)}
              </Button>
            ))}
          </ButtonGroup>
        )}
        {editable && activeShape && (
          <Button
            size="small"
            variant="contained"
            color="error"
            data-testid="globe-delete-shape"
            onClick={() => {
              const rest = s.shapes.filter((x) => x.id !== activeShape);
              setActiveShape(null);
              emitShapes(rest);
            }}
          >
            {t('deleteShape')}
          </Button>
        )}
        <ButtonGroup size="small" variant="contained" color="inherit" sx={{ bgcolor: 'background.paper' }}>
          <Button
            data-testid="globe-mode-2d"
            aria-pressed={mode === '2d'}
            color={mode === '2d' ? 'primary' : 'inherit'}
            onClick={() => api?.setSceneMode('2d')}
          >
            {t('mode2d')}
          </Button>
          <Button
            data-testid="globe-mode-3d"
            aria-pressed={mode === '3d'}
            color={mode === '3d' ? 'primary' : 'inherit'}
            onClick={() => api?.setSceneMode('3d')}
          >
            {t('mode3d')}
          </Button>
        </ButtonGroup>
      </Box>
      {drawKind && (
        <Typography
          data-testid="globe-hint"
          variant="caption"
          sx={{
            position: 'absolute',
            top: 48,
            right: 8,
            zIndex: 1,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
            px: 1,
            py: 0.5,
            borderRadius: 1,
          }}
        >
          {t(`hint.${drawKind}`)}
        </Typography>
      )}
      <Box
        ref={cursorRef}
        data-testid="globe-cursor"
        sx={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          zIndex: 1,
          color: '#fff',
          bgcolor: 'rgba(0,0,0,0.55)',
          px: 1,
          borderRadius: 1,
          fontSize: 12,
          fontFamily: 'monospace',
          minHeight: 18,
        }}
      />
    </>
  );
}

function convertPositionTo(p: LngLat, from: CoordinateSystem, to: CoordinateSystem): LngLat {
  return convertGeometry({ type: 'Point', coordinates: p }, from, to).coordinates;
}

function fromCrsTarget(target: FlyTarget, crs: CoordinateSystem): FlyTarget {
  if (Array.isArray(target)) {
    const [w, s, e, n] = target as [number, number, number, number];
    return [...convertPositionTo([w, s], crs, 'WGS84'), ...convertPositionTo([e, n], crs, 'WGS84')] as never;
  }
  if ('center' in target) return { ...target, center: convertPositionTo(target.center, crs, 'WGS84') };
  return convertGeometry(target, crs, 'WGS84');
}

function roundShape(sh: DrawnShape): DrawnShape {
  switch (sh.kind) {
    case 'rectangle':
      return {
        ...sh,
        bbox: [
          ...roundPosition([sh.bbox[0], sh.bbox[1]]),
          ...roundPosition([sh.bbox[2], sh.bbox[3]]),
        ] as never,
      };
    case 'polygon':
      return { ...sh, ring: sh.ring.map((p) => roundPosition(p)) };
    case 'circle':
      return { ...sh, center: roundPosition(sh.center), radiusKm: Math.round(sh.radiusKm * 1000) / 1000 };
    default:
      return sh;
  }
}
