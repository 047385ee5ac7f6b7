/** The GlobeApi a page receives (onReady): fly to, 2D/3D, draw, positions on the page, picking at a position. */
import { SceneMode, SceneTransforms } from 'cesium';
import { targetBbox } from '../geometry';
import type { GlobeApi, LngLat } from '../types';
import { cartesian, rectangleOf } from './cesium-helpers';
import type { DrawingTools } from './drawing';
import type { Picker } from './picking';
import { requestFrame, type LiveScene } from './scene-state';
import type { SceneUi } from './scene-ui';
import { convertPositionTo, fromCrsTarget } from './shape-edits';

export function globeApi(ctx: LiveScene, ui: SceneUi, pick: Picker, drawing: DrawingTools): GlobeApi {
  const { widget, s, crsRef } = ctx;
  const scene = widget.scene;
  const render = () => requestFrame(widget);
  const api: GlobeApi = {
    flyTo(target, o) {
      const [w, sth, e, n] = targetBbox(fromCrsTarget(target, crsRef.current));
      // A target without finite bounds (a malformed geometry) would put the camera at NaN and stop rendering.
      if (![w, sth, e, n].every(Number.isFinite)) return;
      const padX = Math.max((e - w) * 0.25, 0.05),
        padY = Math.max((n - sth) * 0.25, 0.05);
      widget.camera.flyTo({
        destination: rectangleOf([w - padX, Math.max(-89, sth - padY), e + padX, Math.min(89, n + padY)]),
        duration: o?.durationS ?? 1,
        complete: () => s.basemap?.refresh(),
      });
      render();
    },
    setSceneMode(m) {
      if (m === '2d') scene.morphTo2D(0);
      else scene.morphTo3D(0);
      s.debug.sceneMode = m;
      ui.setMode(m);
      render();
    },
    sceneMode: () => (scene.mode === SceneMode.SCENE2D ? '2d' : '3d'),
    draw(kind) {
      drawing.start(kind);
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
  // For the end-to-end tests: the feature under a position.
  (api as GlobeApi & { pickAt: (p: LngLat) => string | null }).pickAt = (position: LngLat) => {
    const win = SceneTransforms.worldToWindowCoordinates(
      scene,
      cartesian(convertPositionTo(position, crsRef.current, 'WGS84')),
    );
    if (!win) return null;
    return pick.feature(win)?.featureId ?? null;
  };
  return api;
}
