/**
 * The vector basemap: administrative boundaries (lines) and place names (labels) from the API's
 * geodata (GET /api/geodata/basemap/), for the area in view only: the API picks countries and provinces for a wide
 * view, provinces and cities at a province's zoom, cities and towns closer in. Drawn over the offline imagery, so
 * a user sees where they are without any online tile service; the names follow the page's language.
 *
 * The lines are one Primitive of PolylineGeometry, built synchronously and never picked, not ground-clamped
 * polylines: the globe has no terrain, so clamping buys nothing, and a GroundPolylinePrimitive is built by workers
 * (frames had to be polled until it was ready) and, in 2D, held the main thread for seconds. A line is lifted a little
 * above the ellipsoid so that its straight segments (chords of at most some tens of km in the API's simplified
 * boundaries) stay above the curved surface.
 *
 * The first answer is asked for as the globe starts and drawn once the Earth is (every tile of the first view in):
 * building the lines and the labels' glyphs takes the main thread for a while, which on a software renderer would
 * come out of the tiles' first frames. Should the Earth take long, the overlay is drawn after EARTH_WAIT_MS anyway.
 *
 * A name becomes a Cesium label only once it is to be shown: Cesium draws every glyph of a label it holds, shown or
 * not (text on a canvas, then a distance field), and most names of a wide view are hidden by a more important one
 * or lie on the far side of the globe.
 */
import {
  ArcType,
  Cartesian2,
  Cartesian3,
  Cartographic,
  Color,
  ColorGeometryInstanceAttribute,
  GeometryInstance,
  LabelCollection,
  LabelStyle,
  Math as CesiumMath,
  PolylineColorAppearance,
  PolylineGeometry,
  Primitive,
  SceneMode,
  SceneTransforms,
  VerticalOrigin,
  type Label,
} from 'cesium';
import { convertPosition, type CoordinateSystem } from '@portal/shared/domain';
import { call } from '@portal/shared/http';
import { areaToLoad, labelText, stillServes, textWidthPx, uncluttered } from '../basemap-view';
import type { Bbox, LngLat } from '../types';
import { requestFrame, type BasemapOverlay, type LiveScene } from './scene-state';

type Level = 'country' | 'province' | 'city';
type Kind = Level | 'town';
type Lines =
  | { type: 'LineString'; coordinates: LngLat[] }
  | { type: 'MultiLineString'; coordinates: LngLat[][] };

/** The API's answer (GET /api/geodata/basemap/), positions in the request's coordinate system. */
export interface BasemapAnswer {
  level: Level;
  /** On land only: the coast is `coasts`, drawn from the basemap tiles' own polygons. */
  boundaries: { code: string; level: Level; name_zh: string; name_en: string; geometry: Lines }[];
  coasts: Lines[];
  labels: {
    id: number;
    kind: Kind;
    name_zh: string | null;
    name_en: string;
    population: number | null;
    point: LngLat;
  }[];
}

const LINE_STYLE: Record<Level, { color: Color; width: number }> = {
  country: { color: Color.fromCssColorString('rgba(255,255,255,0.95)'), width: 2.5 },
  province: { color: Color.fromCssColorString('rgba(255,213,79,0.95)'), width: 2 },
  city: { color: Color.fromCssColorString('rgba(255,255,255,0.6)'), width: 1 },
};
/** The coast: thin, so that it traces the tiles' land edge rather than hiding it. */
const COAST_STYLE = { color: Color.fromCssColorString('rgba(200,230,255,0.8)'), width: 1 };
/** Metres above the ellipsoid: a 100-km chord sags 200 m below the surface at its middle. */
const LINE_LIFT_M = 1000;
const LABEL_OUTLINE = Color.fromCssColorString('rgba(0,0,0,0.85)');
const LABEL_PX: Record<Kind, number> = { country: 16, province: 15, city: 13, town: 12 };
const LABEL_FONT: Record<Kind, string> = {
  country: `bold ${LABEL_PX.country}px sans-serif`,
  province: `bold ${LABEL_PX.province}px sans-serif`,
  city: `${LABEL_PX.city}px sans-serif`,
  town: `${LABEL_PX.town}px sans-serif`,
};

/** The longest the first answer waits for the Earth to be drawn. */
const EARTH_WAIT_MS = 15_000;

export function basemapOverlay(ctx: LiveScene, initialLang: string, earthIsDrawn: boolean): BasemapOverlay {
  const { widget, s, crsRef } = ctx;
  const scene = widget.scene;
  const d = s.debug;
  let lang = initialLang;
  let loaded: { area: Bbox; crs: CoordinateSystem } | null = null;
  let asking: { area: Bbox; crs: CoordinateSystem } | null = null;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lines: Primitive | null = null;
  const labels = scene.primitives.add(new LabelCollection({ scene })) as LabelCollection;
  /** The names of the answer drawn; `label` is made the first time the name is shown (see the header). */
  const names: { item: BasemapAnswer['labels'][number]; position: Cartesian3; label: Label | null }[] = [];
  let gone = false;
  let mayDraw = earthIsDrawn;
  let waiting: (() => void) | null = null;
  const drawWaiting = () => {
    mayDraw = true;
    const next = waiting;
    waiting = null;
    if (next && !gone && !widget.isDestroyed()) next();
  };
  const earthWait = earthIsDrawn ? undefined : setTimeout(drawWaiting, EARTH_WAIT_MS);

  const toWgs = (p: LngLat, crs: CoordinateSystem): LngLat =>
    crs === 'WGS84' ? p : convertPosition(p, crs, 'WGS84');

  /**
   * The view in 2D: the map under the canvas's corners and edges' middles (Camera.computeViewRectangle works in
   * the 3D scene's coordinates and, in 2D, answers a far larger area: the API sent a country-wide view's coarse
   * lines to a city's zoom).
   */
  const viewBbox2D = (): Bbox | null => {
    const { clientWidth: w, clientHeight: h } = scene.canvas;
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const fx of [0, 0.5, 1])
      for (const fy of [0, 0.5, 1]) {
        const at = widget.camera.pickEllipsoid(new Cartesian2(fx * w, fy * h), scene.globe.ellipsoid);
        if (!at) return null;
        const c = Cartographic.fromCartesian(at);
        const [lng, lat] = [CesiumMath.toDegrees(c.longitude), CesiumMath.toDegrees(c.latitude)];
        [west, south, east, north] = [
          Math.min(west, lng),
          Math.min(south, lat),
          Math.max(east, lng),
          Math.max(north, lat),
        ];
      }
    return west < east && south < north ? [west, south, east, north] : null;
  };

  const viewBbox = (): Bbox | null => {
    if (scene.mode === SceneMode.SCENE2D) return viewBbox2D();
    const r = widget.camera.computeViewRectangle(scene.globe.ellipsoid);
    if (!r) return null;
    const v: Bbox = [
      CesiumMath.toDegrees(r.west),
      CesiumMath.toDegrees(r.south),
      CesiumMath.toDegrees(r.east),
      CesiumMath.toDegrees(r.north),
    ];
    return v[0] < v[2] ? v : null;
  };

  const publishLabels = () => {
    d.basemap.labels = names.flatMap((x) => labelText(x.item, lang) ?? []);
    d.basemap.hiddenLabels = names.filter((x) => !x.label?.show && labelText(x.item, lang) !== null).length;
  };

  const labelOf = (item: BasemapAnswer['labels'][number], position: Cartesian3) =>
    labels.add({
      position,
      text: labelText(item, lang) ?? '',
      font: LABEL_FONT[item.kind],
      fillColor: Color.WHITE,
      outlineColor: LABEL_OUTLINE,
      outlineWidth: 3,
      style: LabelStyle.FILL_AND_OUTLINE,
      verticalOrigin: VerticalOrigin.CENTER,
    });

  /** Hides the names that would overlap a more important one at the camera's current view (after every move). */
  const declutter = () => {
    if (gone || widget.isDestroyed() || !names.length) return;
    // A name on the far side of the globe is hidden by the Earth: it neither shows nor hides another. (A point of
    // the surface faces the camera when the way to the camera leans along its outward normal.)
    const eye = widget.camera.positionWC;
    const faces = (p: Cartesian3) =>
      scene.mode !== SceneMode.SCENE3D || Cartesian3.dot(p, Cartesian3.subtract(eye, p, toEye)) > 0;
    const boxes = names.map(({ position, item }) => {
      const at = faces(position) ? SceneTransforms.worldToWindowCoordinates(scene, position) : undefined;
      const text = labelText(item, lang);
      if (!at || text === null) return null;
      const px = LABEL_PX[item.kind];
      const w = textWidthPx(text, px) + 6; // the outline
      return { x: at.x - w / 2, y: at.y - px * 0.7, w, h: px * 1.4 };
    });
    const keep = uncluttered(boxes);
    let changed = false;
    names.forEach((x, i) => {
      if (keep[i] && !x.label) {
        x.label = labelOf(x.item, x.position);
        changed = true;
      } else if (x.label && x.label.show !== keep[i]) {
        x.label.show = keep[i];
        changed = true;
      }
    });
    publishLabels();
    if (changed) requestFrame(widget);
  };
  const toEye = new Cartesian3();
  widget.camera.moveEnd.addEventListener(declutter);

  const draw = (a: BasemapAnswer, crs: CoordinateSystem) => {
    if (lines) scene.primitives.remove(lines);
    lines = null;
    const instances: GeometryInstance[] = [];
    const drawn = [
      ...(a.coasts ?? []).map((geometry) => ({ geometry, st: COAST_STYLE })),
      ...a.boundaries.map((b) => ({ geometry: b.geometry, st: LINE_STYLE[b.level] })),
    ];
    for (const { geometry, st } of drawn) {
      const parts = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
      for (const part of parts) {
        if (part.length < 2) continue;
        instances.push(
          new GeometryInstance({
            geometry: new PolylineGeometry({
              positions: Cartesian3.fromDegreesArrayHeights(
                part.flatMap((p) => [...toWgs(p, crs), LINE_LIFT_M]),
              ),
              width: st.width,
              arcType: ArcType.NONE,
            }),
            attributes: { color: ColorGeometryInstanceAttribute.fromColor(st.color) },
          }),
        );
      }
    }
    if (instances.length)
      lines = scene.primitives.add(
        new Primitive({
          geometryInstances: instances,
          appearance: new PolylineColorAppearance(),
          allowPicking: false,
          asynchronous: false,
        }),
      ) as Primitive;
    labels.removeAll();
    names.length = 0;
    for (const item of a.labels) {
      const [lng, lat] = toWgs(item.point, crs);
      names.push({ item, position: Cartesian3.fromDegrees(lng, lat), label: null });
    }
    d.basemap.level = a.level;
    d.basemap.boundaries = a.boundaries.map((b) => b.code);
    d.basemap.drawn = true;
    declutter();
    publishLabels();
    requestFrame(widget);
  };

  const load = () => {
    if (gone || widget.isDestroyed()) return;
    const crs = crsRef.current;
    const view = viewBbox();
    if (loaded && loaded.crs === crs && stillServes(loaded.area, view)) return;
    const area = areaToLoad(view);
    // The same area is on its way already (the camera's `changed` and `moveEnd` of one move).
    if (asking && asking.crs === crs && asking.area.join() === area.join()) return;
    asking = { area, crs };
    const [west, south] =
      crs === 'WGS84' ? [area[0], area[1]] : convertPosition([area[0], area[1]], 'WGS84', crs);
    const [east, north] =
      crs === 'WGS84' ? [area[2], area[3]] : convertPosition([area[2], area[3]], 'WGS84', crs);
    const mine = ++seq;
    d.basemap.loading = true;
    call<BasemapAnswer>({
      url: '/geodata/basemap/',
      params: { west, south, east, north },
      quiet: true,
    }).then(
      (env) => {
        if (gone || mine !== seq || widget.isDestroyed()) return;
        d.basemap.loading = false;
        asking = null;
        loaded = { area, crs };
        const answer = env.data[0];
        if (!answer) return;
        if (mayDraw) draw(answer, crs);
        else waiting = () => draw(answer, crs);
      },
      () => {
        if (mine !== seq) return;
        d.basemap.loading = false;
        asking = null;
      },
    );
  };

  return {
    earthDrawn() {
      clearTimeout(earthWait);
      drawWaiting();
    },
    refresh() {
      clearTimeout(timer);
      timer = setTimeout(load, 150);
    },
    setLanguage(next) {
      lang = next;
      for (const x of names) if (x.label) x.label.text = labelText(x.item, lang) ?? '';
      declutter();
      publishLabels();
      if (!widget.isDestroyed()) requestFrame(widget);
    },
    destroy() {
      gone = true;
      clearTimeout(timer);
      clearTimeout(earthWait);
      if (widget.isDestroyed()) return;
      widget.camera.moveEnd.removeEventListener(declutter);
      if (lines) scene.primitives.remove(lines);
      scene.primitives.remove(labels);
    },
  };
}
