/**
 * The Cesium entities the globe draws: features of the pages' layers (styled by hover and selection), drawn shapes
 * and their vertex handles, the shape being drawn, and an image overlay. Geometry is constant (a CallbackProperty
 * would make Cesium rebuild it on every frame) except while drawing or dragging.
 */
import {
  ArcType,
  CallbackProperty,
  Color,
  ColorMaterialProperty,
  ConstantProperty,
  Entity,
  ImageMaterialProperty,
  PolygonHierarchy,
  Rectangle,
} from 'cesium';
import { bboxOf, circleRing, distanceKm, shapeGeometry } from '../geometry';
import type {
  DrawKind,
  DrawnShape,
  FeatureStyle,
  GlobeFeature,
  GlobeGeometry,
  GlobeLayer,
  GlobeOverlay,
  LngLat,
} from '../types';
import {
  DEFAULT_STYLE,
  HANDLE_COLOR,
  HOVER_STYLE,
  SELECTED_STYLE,
  SHAPE_FILL,
  SHAPE_OUTLINE,
  cartesian,
  color,
  rectangleOf,
} from './cesium-helpers';
import { handlesOf } from './shape-edits';
import type { Drag, SceneState } from './scene-state';

/** How a drawn shape lies on the ground: filled, outlined, at height 0. */
const SHAPE_SURFACE = { material: SHAPE_FILL, outline: true, outlineColor: SHAPE_OUTLINE, height: 0 };

type Rings = LngLat[][];
const hierarchy = (rings: Rings, withHoles = true) =>
  new PolygonHierarchy(
    rings[0].map(cartesian),
    withHoles ? rings.slice(1).map((h) => new PolygonHierarchy(h.map(cartesian))) : [],
  );

// ---------- features ----------

export function styleOf(s: SceneState, layer: GlobeLayer, feature: GlobeFeature): Required<FeatureStyle> {
  if (s.selected.has(feature.id)) return { ...SELECTED_STYLE, ...layer.selectedStyle };
  if (s.hovered === feature.id) return { ...HOVER_STYLE, ...layer.highlightStyle };
  return { ...DEFAULT_STYLE, ...layer.style, ...feature.style };
}

function applyStyle(entity: Entity, st: Required<FeatureStyle>): void {
  if (entity.polygon) {
    entity.polygon.material = new ColorMaterialProperty(color(st.fill));
    entity.polygon.outlineColor = new ConstantProperty(color(st.outline));
  }
  if (entity.polyline) {
    entity.polyline.material = new ColorMaterialProperty(color(st.outline));
    entity.polyline.width = new ConstantProperty(st.width);
  }
  if (entity.point) entity.point.color = new ConstantProperty(color(st.outline));
}

/** Styles every feature again after a hover or selection change. */
export function restyleAll(s: SceneState): void {
  for (const l of s.layerSources.values())
    for (const f of l.layer.features)
      for (const e of l.byFeature.get(f.id) ?? []) applyStyle(e, styleOf(s, l.layer, f));
}

/** The entities of one feature (WGS-84 geometry). */
export function featureEntities(st: Required<FeatureStyle>, base: string, g: GlobeGeometry): Entity[] {
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
          polyline: { positions: g.coordinates.map(cartesian), width: st.width, material: color(st.outline) },
        }),
      ];
    case 'Polygon':
    case 'MultiPolygon': {
      const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      // The outline is a polyline of its own: a polygon's outline is one pixel wide in WebGL, too thin to tell the
      // selected footprint from the others.
      return polys.flatMap((rings, i) => [
        new Entity({
          id: `${base}::${i}`,
          polygon: {
            hierarchy: hierarchy(rings),
            material: color(st.fill),
            height: 0,
            arcType: ArcType.RHUMB,
          },
        }),
        new Entity({
          id: `${base}::${i}::outline`,
          polyline: {
            positions: rings[0].map(cartesian),
            width: st.width,
            material: color(st.outline),
            arcType: ArcType.RHUMB,
          },
        }),
      ]);
    }
  }
}

// ---------- drawn shapes and handles ----------

export function shapeIdOf(entity: Entity): string | null {
  const m = /^shape:(.+?)(?:::\d+)?$/.exec(String(entity.id));
  return m ? m[1] : null;
}

export function handleOf(entity: Entity): Drag | null {
  const m = /^handle:(.+):(\d+)$/.exec(String(entity.id));
  return m ? { shapeId: m[1], handle: Number(m[2]) } : null;
}

/** Entities of a drawn shape; an edit replaces them. */
export function shapeEntities(sh: DrawnShape): Entity[] {
  if (sh.kind === 'rectangle') {
    return [
      new Entity({
        id: `shape:${sh.id}`,
        rectangle: {
          coordinates: rectangleOf(sh.bbox),
          ...SHAPE_SURFACE,
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
          hierarchy: hierarchy(rings),
          ...SHAPE_SURFACE,
          arcType: ArcType.RHUMB,
        },
      }),
  );
}

/** Replaces a shape's entities after an edit. */
export function refreshShape(s: SceneState, sh: DrawnShape): void {
  const src = s.shapeSource.entities;
  for (const e of [...src.values]) if (shapeIdOf(e) === sh.id) src.remove(e);
  for (const e of shapeEntities(sh)) src.add(e);
}

/** The vertex handles of a shape, following its current geometry while they are dragged. */
export function handleEntities(s: SceneState, sh: DrawnShape): Entity[] {
  return handlesOf(sh).map(
    (_p, k) =>
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
}

/** The shape being drawn, following the points placed and the cursor. */
export function drawingEntity(kind: DrawKind, livePoints: () => LngLat[]): Entity {
  const entity = new Entity({ id: 'drawing' });
  if (kind === 'rectangle') {
    entity.rectangle = {
      coordinates: new CallbackProperty(() => {
        const p = livePoints();
        if (p.length < 2) return undefined;
        const [w, sth, e, n] = bboxOf(p.slice(0, 2));
        return Rectangle.fromDegrees(w, sth, Math.max(e, w + 1e-6), Math.max(n, sth + 1e-6));
      }, false),
      ...SHAPE_SURFACE,
    } as never;
  } else if (kind === 'circle') {
    entity.polygon = {
      hierarchy: new CallbackProperty(() => {
        const p = livePoints();
        if (p.length < 2) return undefined;
        return new PolygonHierarchy(circleRing(p[0], Math.max(distanceKm(p[0], p[1]), 0.01)).map(cartesian));
      }, false),
      ...SHAPE_SURFACE,
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
  return entity;
}

// ---------- overlay ----------

/** An image (e.g. a quicklook) draped on its footprint (WGS-84 geometry). */
export function overlayEntities(o: GlobeOverlay, g: GlobeOverlay['geometry']): Entity[] {
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  return polys.map(
    (rings, i) =>
      new Entity({
        id: `overlay::${i}`,
        polygon: {
          hierarchy: hierarchy(rings, false),
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
}
