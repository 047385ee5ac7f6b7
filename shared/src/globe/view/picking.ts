/** What lies under a pixel of the globe: a position, the entities (top first), a page's feature. */
import { Cartesian2, Cartographic, Entity, type Scene } from 'cesium';
import type { LngLat } from '../types';
import { degrees } from './cesium-helpers';
import type { FeatureRef, SceneState } from './scene-state';

export interface Picker {
  lngLat(position: Cartesian2): LngLat | null;
  /** Entities under a pixel, top first (features are found under the drawn areas too). */
  all(position: Cartesian2): Entity[];
  feature(position: Cartesian2): FeatureRef | null;
  /** The top entity by drill pick. */
  entity(position: Cartesian2): Entity | null;
  /** The top entity by a single pick (cheaper: hover). */
  top(position: Cartesian2): Entity | null;
  /** Hover picking only when some pickable feature exists, at most every 80 ms (a pick renders a pick pass). */
  hoverable(): boolean;
}

export function picker(scene: Scene, s: SceneState): Picker {
  const all = (position: Cartesian2): Entity[] =>
    (scene.drillPick(position, 8) as { id?: unknown }[])
      .map((p) => p.id)
      .filter((e): e is Entity => e instanceof Entity);
  let lastHoverPick = 0;
  return {
    lngLat(position) {
      const c = scene.camera.pickEllipsoid(position, scene.globe.ellipsoid);
      return c ? degrees(Cartographic.fromCartesian(c)) : null;
    },
    all,
    feature(position) {
      for (const e of all(position)) {
        const f = s.features.get(e);
        if (f) return f;
      }
      return null;
    },
    entity: (position) => all(position)[0] ?? null,
    top(position) {
      const p = scene.pick(position) as { id?: unknown } | undefined;
      return p?.id instanceof Entity ? p.id : null;
    },
    hoverable() {
      const now = performance.now();
      if (now - lastHoverPick < 80) return false;
      lastHoverPick = now;
      for (const l of s.layerSources.values())
        if (l.layer.pickable !== false && l.layer.features.length) return true;
      return s.hovered != null;
    },
  };
}
