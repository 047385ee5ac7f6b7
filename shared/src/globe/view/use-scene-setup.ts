/**
 * Sets the scene up once per widget: the data sources, the imagery, the frame counter of the published state, the
 * drawing tools, the input handlers and the GlobeApi (handed to the page by onReady), then the first view.
 */
import { Color, ScreenSpaceEventType, type Globe } from 'cesium';
import { useEffect, useRef } from 'react';
import type { DrawKind } from '../types';
import { renderProfile } from '../renderer';
import { CHINA } from './cesium-helpers';
import { drawingTools } from './drawing';
import { basemapOverlay } from './basemap';
import { addImagery } from './imagery';
import { attachInput } from './input';
import { picker } from './picking';
import { publish } from './publish';
import { globeApi } from './scene-api';
import { requestFrame, type LiveScene, type SceneContext } from './scene-state';
import type { SceneUi } from './scene-ui';

/**
 * How long each frame works on the globe's tile load queue. Cesium keeps it in a private field of the globe's
 * QuadtreePrimitive (`_loadQueueTimeSlice`, 5 ms); when a version renames it, this changes nothing.
 */
function setTileLoadSlice(globe: Globe, ms: number) {
  const surface = (globe as unknown as { _surface?: { _loadQueueTimeSlice?: number } })._surface;
  if (surface && typeof surface._loadQueueTimeSlice === 'number') surface._loadQueueTimeSlice = ms;
}

/** Returns the current "start drawing" function, for the toolbar's buttons. */
export function useSceneSetup(ctx: SceneContext, ui: SceneUi) {
  const startDrawingRef = useRef<(k: DrawKind | null) => void>(() => undefined);
  useEffect(() => {
    if (!ctx.widget) return;
    const live = ctx as LiveScene;
    const { widget, s, propsRef } = live;
    const scene = widget.scene;
    const d = s.debug;
    window.__portalGlobe = d;
    d.msaaSamples = scene.msaaSamples;
    // The atmosphere's scattering is most of a frame's cost on a software renderer (../renderer.ts).
    const { atmosphere, tileLoadSliceMs, loadingDescendantLimit, resolutionScale } = renderProfile();
    widget.resolutionScale = resolutionScale;
    d.resolutionScale = widget.resolutionScale;
    if (scene.skyAtmosphere) scene.skyAtmosphere.show = atmosphere;
    scene.globe.showGroundAtmosphere = atmosphere;
    d.atmosphere = atmosphere;
    setTileLoadSlice(scene.globe, tileLoadSliceMs);
    scene.globe.loadingDescendantLimit = loadingDescendantLimit;
    widget.dataSources.add(s.shapeSource);
    widget.dataSources.add(s.overlaySource);
    widget.dataSources.add(s.handleSource);
    scene.globe.baseColor = Color.fromCssColorString('#1a3a5c');
    // The widget's double-click zooms to an entity: our double click ends a polygon instead.
    widget.screenSpaceEventHandler.removeInputAction(ScreenSpaceEventType.LEFT_DOUBLE_CLICK);
    const removePostRender = scene.postRender.addEventListener(() => {
      d.renderCount += 1;
      d.firstFrameAt ??= performance.now();
      if (d.tilesLoadedAt == null && d.imageryLayers.length && scene.globe.tilesLoaded) {
        d.tilesLoadedAt = performance.now();
        s.basemap?.earthDrawn();
      }
    });

    let cancelled = false;
    const refreshBasemap = () => s.basemap?.refresh();
    // A move by the user or the page (flyTo): `changed` is raised on the frame that sees the camera moved.
    const removeMoveEnd = scene.camera.moveEnd.addEventListener(refreshBasemap);
    const removeChanged = scene.camera.changed.addEventListener(refreshBasemap);
    const removeMorph = scene.morphComplete.addEventListener(refreshBasemap);
    // The base imagery is added at once (its tiles are asked for by the first frame); the configured tile service
    // follows when /globe-config.json has answered.
    void addImagery(widget, d, () => cancelled || widget.isDestroyed()).then((ready) => {
      if (!ready) return;
      d.ready = true;
      requestFrame(widget);
    });
    // The boundaries and names are asked for now, drawn once the Earth is (./basemap.ts): their labels' glyphs
    // and lines are built on the main thread, which they would otherwise take from the tiles' first frames.
    if (propsRef.current.basemap !== false) {
      s.basemap = basemapOverlay(live, ui.lang(), d.tilesLoadedAt != null);
      s.basemap.refresh();
    }

    const pick = picker(scene, s);
    const drawing = drawingTools(live, ui);
    const api = globeApi(live, ui, pick, drawing);
    d.api = api;
    const detachInput = attachInput(live, ui, pick, drawing);

    startDrawingRef.current = drawing.start;
    ui.setApi(api);
    propsRef.current.onReady?.(api);
    api.flyTo(propsRef.current.initialView ?? CHINA, { durationS: 0 });
    publish(ctx);
    // The first frame draws the view set up above (the widget was created without its render loop).
    widget.useDefaultRenderLoop = true;
    return () => {
      cancelled = true;
      removeMoveEnd();
      removeChanged();
      removeMorph();
      s.basemap?.destroy();
      s.basemap = null;
      detachInput();
      removePostRender();
      if (window.__portalGlobe === d) d.ready = false;
    };
    // Once per widget, as the handlers read the latest props and state through refs.
  }, [ctx.widget]);
  return startDrawingRef;
}
