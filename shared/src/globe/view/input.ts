/**
 * Mouse and keyboard on the globe: the cursor read-out, hover and click on features (Ctrl/Shift add to the
 * selection), placing the points of a drawing (a rectangle or a circle also by one drag: press at a corner or the
 * centre, release at the other corner or the radius), selecting a drawn shape and dragging its handles, Escape.
 */
import { Cartesian2, KeyboardEventModifier, ScreenSpaceEventHandler, ScreenSpaceEventType } from 'cesium';
import { cursorText } from '../readout';
import type { LngLat } from '../types';
import type { DrawingTools } from './drawing';
import { handleOf, restyleAll, shapeIdOf } from './entities';
import type { Picker } from './picking';
import { publish } from './publish';
import { requestFrame, type LiveScene } from './scene-state';
import type { SceneUi } from './scene-ui';
import { emitShapes, moveHandle } from './shape-events';
import { convertPositionTo } from './shape-edits';

/** Cesium's default click tolerance: a press released within it is a click, beyond it a drag. */
const CLICK_TOLERANCE_PX = 5;
const movedBeyondClick = (from: { x: number; y: number }, to: Cartesian2) =>
  Math.hypot(to.x - from.x, to.y - from.y) >= CLICK_TOLERANCE_PX;

/** Attaches the handlers; returns their removal. */
export function attachInput(ctx: LiveScene, ui: SceneUi, pick: Picker, drawing: DrawingTools): () => void {
  const { widget, s, propsRef, crsRef } = ctx;
  const scene = widget.scene;
  const d = s.debug;
  const render = () => requestFrame(widget);
  const handler = new ScreenSpaceEventHandler(scene.canvas);

  const showCursor = (p: LngLat | null) => {
    const out = p ? convertPositionTo(p, 'WGS84', crsRef.current) : null;
    d.cursor = out ? { lng: out[0], lat: out[1], crs: crsRef.current } : null;
    const el = ui.cursorElement();
    if (el) el.textContent = cursorText((k) => ui.t(k), d.cursor);
  };

  handler.setInputAction((m: { endPosition: Cartesian2 }) => {
    const p = pick.lngLat(m.endPosition);
    showCursor(p);
    if (s.drag && p) {
      moveHandle(ctx, s.drag, p);
      render();
      return;
    }
    if (s.drawing) {
      const dr = s.drawing;
      // A press that moves beyond a click's tolerance starts the shape at the pressed point.
      if (dr.pressed && !dr.points.length && movedBeyondClick(dr.pressed, m.endPosition))
        dr.points.push(dr.pressed.at);
      dr.cursor = p;
      render();
      return;
    }
    if (!pick.hoverable()) return;
    const top = pick.top(m.endPosition);
    const hit = top ? (s.features.get(top) ?? (shapeIdOf(top) ? pick.feature(m.endPosition) : null)) : null;
    const id = hit?.pickable ? hit.featureId : null;
    if (id !== s.hovered) {
      s.hovered = id;
      restyleAll(s);
      propsRef.current.onFeatureHover?.(id, hit?.layerId ?? null);
      scene.canvas.style.cursor = id ? 'pointer' : '';
      publish(ctx);
      render();
    }
  }, ScreenSpaceEventType.MOUSE_MOVE);

  const onClick = (additive: boolean) => (m: { position: Cartesian2 }) => {
    const p = pick.lngLat(m.position);
    const dr = s.drawing;
    if (dr) {
      if (!p) return;
      dr.points.push(p);
      dr.cursor = p;
      if ((dr.kind === 'rectangle' || dr.kind === 'circle') && dr.points.length === 2) drawing.finish();
      publish(ctx);
      render();
      return;
    }
    const entities = pick.all(m.position);
    const hit = entities.map((e) => s.features.get(e)).find((f) => f?.pickable);
    if (!hit && p)
      propsRef.current.onPointClick?.({ position: convertPositionTo(p, 'WGS84', crsRef.current), wgs84: p });
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
      ui.setActiveShape(shapeId);
    else ui.setActiveShape(null);
  };
  handler.setInputAction(onClick(false), ScreenSpaceEventType.LEFT_CLICK);
  handler.setInputAction(onClick(true), ScreenSpaceEventType.LEFT_CLICK, KeyboardEventModifier.CTRL);
  handler.setInputAction(onClick(true), ScreenSpaceEventType.LEFT_CLICK, KeyboardEventModifier.SHIFT);
  handler.setInputAction(() => {
    if (s.drawing?.kind === 'polygon') drawing.finish();
  }, ScreenSpaceEventType.LEFT_DOUBLE_CLICK);
  handler.setInputAction(() => {
    if (s.drawing?.kind === 'polygon' && s.drawing.points.length >= 3) drawing.finish();
    else if (s.drawing) drawing.stop();
  }, ScreenSpaceEventType.RIGHT_CLICK);
  const draggable = () =>
    (s.drawing?.kind === 'rectangle' || s.drawing?.kind === 'circle') && !s.drawing.points.length;
  handler.setInputAction((m: { position: Cartesian2 }) => {
    if (draggable()) {
      const at = pick.lngLat(m.position);
      if (!at) return;
      // While a shape is dragged out the camera stays still (a drag would otherwise turn the globe).
      s.drawing!.pressed = { x: m.position.x, y: m.position.y, at };
      scene.screenSpaceCameraController.enableInputs = false;
      return;
    }
    if (!s.activeShape) return;
    const entity = pick.entity(m.position);
    const handle = entity ? handleOf(entity) : null;
    if (handle) {
      s.drag = handle;
      scene.screenSpaceCameraController.enableInputs = false;
    }
  }, ScreenSpaceEventType.LEFT_DOWN);
  handler.setInputAction((m: { position: Cartesian2 }) => {
    const dr = s.drawing;
    if (dr?.pressed) {
      scene.screenSpaceCameraController.enableInputs = true;
      const dragged = dr.points.length === 1;
      dr.pressed = null;
      const p = pick.lngLat(m.position);
      // A drag ends the shape where it is released; a press without moving is a click (LEFT_CLICK places it).
      if (dragged && p) {
        dr.points.push(p);
        drawing.finish();
      }
      return;
    }
    if (!s.drag) return;
    s.drag = null;
    scene.screenSpaceCameraController.enableInputs = true;
    emitShapes(ctx, s.shapes);
  }, ScreenSpaceEventType.LEFT_UP);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && s.drawing) drawing.stop();
  };
  window.addEventListener('keydown', onKey);
  return () => {
    handler.destroy();
    window.removeEventListener('keydown', onKey);
  };
}
