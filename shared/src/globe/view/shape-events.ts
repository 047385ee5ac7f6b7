/** Drawn shapes changing: a handle dragged, and the pages told of the shapes (in their coordinate system). */
import { convertShape } from '../geometry';
import type { DrawnShape, LngLat } from '../types';
import { refreshShape } from './entities';
import { publish } from './publish';
import type { Drag, SceneContext } from './scene-state';
import { movedShape, roundShape } from './shape-edits';

export function moveHandle(ctx: SceneContext, drag: Drag, p: LngLat): void {
  const { s } = ctx;
  const i = s.shapes.findIndex((x) => x.id === drag.shapeId);
  if (i < 0) return;
  const next = movedShape(s.shapes[i], drag, p);
  s.shapes = s.shapes.map((x, k) => (k === i ? next : x));
  refreshShape(s, next);
  publish(ctx);
}

export function emitShapes(ctx: SceneContext, shapes: DrawnShape[]): void {
  const out = shapes.map((sh) => roundShape(convertShape(sh, 'WGS84', ctx.crsRef.current)));
  ctx.propsRef.current.onShapesChange?.(out);
}
