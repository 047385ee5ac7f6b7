/** The counts and selections the globe publishes on `window.__portalGlobe` for tests and diagnostics. */
import { convertShape } from '../geometry';
import type { SceneContext } from './scene-state';

function countPrimitives(collection: { length: number; get(i: number): unknown }): number {
  let n = 0;
  for (let i = 0; i < collection.length; i++) {
    const p = collection.get(i) as { length?: number; get?: unknown };
    n += typeof p.length === 'number' && typeof p.get === 'function' ? countPrimitives(p as never) : 1;
  }
  return n;
}

/** Recomputes the published state from the scene. */
export function publish({ widget, s, crsRef }: SceneContext): void {
  if (!widget || widget.isDestroyed()) return;
  const d = s.debug;
  let entities = 0;
  for (let i = 0; i < widget.dataSources.length; i++)
    entities += widget.dataSources.get(i).entities.values.length;
  d.entityCount = entities + widget.entities.values.length;
  d.primitiveCount =
    countPrimitives(widget.scene.primitives) + countPrimitives(widget.scene.groundPrimitives);
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
}
