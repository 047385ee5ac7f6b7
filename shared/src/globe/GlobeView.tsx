/**
 * The Cesium implementation of `Globe` (loaded lazily by ./index.ts). resium owns the CesiumWidget's life cycle; the scene's
 * contents (layers, shapes, overlay) are kept in step with the props imperatively (./view/use-scene-sync.ts), and every
 * change asks for one frame: the scene renders on demand only, so an idle globe draws nothing.
 *
 * No Cesium ion and no request outside the portal: the ion token is empty, the widget gets no default imagery
 * (`baseLayer: false`), no geocoder and no terrain; the base layer is the NaturalEarthII tile set served with
 * Cesium's static folders at CESIUM_BASE_URL, and an optional tile service comes from /globe-config.json
 * (./view/imagery.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { Ion, SceneMode, type CesiumWidget } from 'cesium';
import { CesiumWidget as ResiumCesiumWidget, useCesium } from 'resium';
import { coordinateSystemAtom } from '@portal/shared/session';
import type { CoordinateSystem } from '@portal/shared/domain';
import { CESIUM_BASE_URL } from './config';
import { renderProfile } from './renderer';
import type { TFunction } from 'i18next';
import { cursorText } from './readout';
import type { DrawKind, GlobeApi, GlobeProps, SceneModeName } from './types';
import './view/i18n';
import { GlobeToolbar } from './view/GlobeToolbar';
import { localizeCredits } from './view/credits';
import { FlatTerrain } from './view/terrain';
import { newSceneState, type SceneContext } from './view/scene-state';
import type { SceneUi } from './view/scene-ui';
import { emitShapes } from './view/shape-events';
import { useSceneSetup } from './view/use-scene-setup';
import { useSceneSync } from './view/use-scene-sync';

Ion.defaultAccessToken = '';

export default function GlobeView(props: GlobeProps) {
  const { t } = useTranslation('globe');
  const height = props.height ?? 480;
  const initialMode = props.initialSceneMode ?? '3d';
  // Readonly widget options: created once. A CesiumWidget, not a Viewer: the Viewer's widgets (timeline, pickers,
  // geocoder, knockout) would be downloaded only to be switched off; entities and data sources are the widget's own.
  const options = useMemo(() => {
    const profile = renderProfile();
    return {
      baseLayer: false as const,
      requestRenderMode: true,
      maximumRenderTimeChange: Infinity,
      // The render loop starts once the scene is set up (./view/use-scene-setup.ts): a frame before that would draw
      // the default view without imagery, on the main thread, only to be drawn again.
      useDefaultRenderLoop: false,
      msaaSamples: profile.msaaSamples,
      sceneMode: initialMode === '2d' ? SceneMode.SCENE2D : SceneMode.SCENE3D,
      shouldAnimate: false,
      // No stars, Sun and Moon on a software renderer (./renderer.ts): not even their six images are requested.
      ...(profile.stars ? {} : { skyBox: false as const, skyAtmosphere: false as const }),
      ...(profile.unthrottledTerrain ? { terrainProvider: new FlatTerrain() } : {}),
    };
  }, [initialMode]);
  useEffect(() => {
    // The widget's styles (canvas, credits), served with Cesium's static folders (never bundled).
    const href = `${CESIUM_BASE_URL}Widgets/CesiumWidget/CesiumWidget.css`;
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
      <ResiumCesiumWidget {...options} style={{ position: 'absolute', inset: 0 }}>
        <GlobeScene {...props} />
      </ResiumCesiumWidget>
    </Box>
  );
}

function GlobeScene(props: GlobeProps) {
  const { cesiumWidget: widget } = useCesium() as { cesiumWidget?: CesiumWidget };
  const { t, i18n } = useTranslation('globe');
  // The scene's handlers are set up once: they read the latest language through this ref.
  const tRef = useRef(t);
  tRef.current = t;
  const lang = i18n.language;
  const langRef = useRef(lang);
  langRef.current = lang;
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
  const s = useRef(newSceneState(props.initialSceneMode ?? '3d')).current;
  const ctx: SceneContext = { widget, s, propsRef, crsRef };
  const ui: SceneUi = {
    t: ((...args: Parameters<TFunction>) => tRef.current(...args)) as TFunction,
    lang: () => langRef.current,
    setMode,
    setDrawKind,
    setActiveShape,
    setApi,
    cursorElement: () => cursorRef.current,
  };

  const startDrawingRef = useSceneSetup(ctx, ui);
  useSceneSync(ctx, props, crs, mode, activeShape, setActiveShape);
  useEffect(() => {
    // A change of language: the place names, the cursor read-out and Cesium's credit texts in the new one.
    s.basemap?.setLanguage(lang);
    if (cursorRef.current) cursorRef.current.textContent = cursorText((k) => t(k), s.debug.cursor);
    if (widget) localizeCredits(widget, { expand: t('credits.expand'), title: t('credits.title') });
  }, [lang, t, widget]);
  useEffect(() => {
    s.basemap?.refresh();
  }, [crs]);

  const tools = props.drawTools ?? [];
  const editable = props.editable ?? tools.length > 0;
  return (
    <GlobeToolbar
      tools={tools}
      drawKind={drawKind}
      onDraw={(k) => startDrawingRef.current(k)}
      onDeleteShape={
        editable && activeShape
          ? () => {
              const rest = s.shapes.filter((x) => x.id !== activeShape);
              setActiveShape(null);
              emitShapes(ctx, rest);
            }
          : null
      }
      mode={mode}
      onMode={(m) => api?.setSceneMode(m)}
      cursorRef={cursorRef}
    />
  );
}
