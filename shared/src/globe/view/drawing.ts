/** The drawing tools: start (rectangle, polygon, circle), stop, and finish into a shape handed to the page. */
import { convertShape } from '../geometry';
import type { DrawKind } from '../types';
import { drawingEntity } from './entities';
import { publish } from './publish';
import { requestFrame, type LiveScene } from './scene-state';
import type { SceneUi } from './scene-ui';
import { newShapeId, shapeOfDrawing } from './shape-edits';

export interface DrawingTools {
  start(kind: DrawKind | null): void;
  stop(): void;
  finish(): void;
}

export function drawingTools(ctx: LiveScene, ui: SceneUi): DrawingTools {
  const { s, widget } = ctx;
  const stop = () => {
    // Stopped in the middle of a drag (Escape): the camera moves again.
    if (s.drawing?.pressed) widget.scene.screenSpaceCameraController.enableInputs = true;
    s.drawing = null;
    if (s.drawEntity) s.shapeSource.entities.remove(s.drawEntity);
    s.drawEntity = null;
    ui.setDrawKind(null);
    publish(ctx);
    requestFrame(widget);
  };
  const finish = () => {
    const dr = s.drawing;
    if (!dr) return;
    const shape = shapeOfDrawing(dr, newShapeId());
    stop();
    if (shape) ctx.propsRef.current.onDrawEnd?.(convertShape(shape, 'WGS84', ctx.crsRef.current));
  };
  const start = (kind: DrawKind | null) => {
    if (s.drawing) stop();
    if (!kind) return;
    s.drawing = { kind, points: [], cursor: null };
    ui.setActiveShape(null);
    ui.setDrawKind(kind);
    const livePoints = () => {
      const dr = s.drawing;
      if (!dr) return [];
      return dr.cursor ? [...dr.points, dr.cursor] : dr.points;
    };
    s.drawEntity = s.shapeSource.entities.add(drawingEntity(kind, livePoints));
    publish(ctx);
    requestFrame(widget);
  };
  return { start, stop, finish };
}
