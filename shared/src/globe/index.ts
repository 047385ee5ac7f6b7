/**
 * @portal/shared/globe — the portal's Cesium globe (ARCHITECTURE §2). This entry point holds no Cesium code: `Globe`
 * is a lazy component whose chunks (`globe`: the view; `cesium`: Cesium and resium, tree-shaken, see
 * tooling/webpack.cjs) download only when a page renders it, so routes without a globe never fetch Cesium. Shared by the builds that depend on cesium.
 */
import { createElement, lazy, Suspense } from 'react';
import { GlobeLoading } from './GlobeLoading';
import { CESIUM_BASE_URL, loadGlobeConfig } from './config';
import type { GlobeProps } from './types';

export * from './types';
export * from './geometry';
export { CESIUM_BASE_URL, GLOBE_CONFIG_URL, loadGlobeConfig, type GlobeConfig } from './config';

declare global {
  interface Window {
    CESIUM_BASE_URL?: string;
    __portalGlobe?: import('./types').GlobeDebugState;
  }
}

const GlobeView = lazy(() => {
  // Cesium reads its base URL when it first resolves a Worker or an Asset; set it before the module loads.
  if (typeof window !== 'undefined') window.CESIUM_BASE_URL ??= CESIUM_BASE_URL;
  // The globe's configuration is fetched while its code downloads.
  void loadGlobeConfig();
  return import(/* webpackChunkName: "globe" */ './GlobeView');
});

/** The globe, loaded on first render (a spinner shows meanwhile). */
export function Globe(props: GlobeProps) {
  const fallback = createElement(GlobeLoading, { height: props.height ?? 480 });
  return createElement(Suspense, { fallback }, createElement(GlobeView, props));
}
