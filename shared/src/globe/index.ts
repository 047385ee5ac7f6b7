/**
 * @portal/shared/globe — the portal's Cesium globe (docs/architecture.md §2). This entry point holds no Cesium code: `Globe`
 * loads the view whose chunks (`globe`: the view; `cesium`: Cesium and resium, tree-shaken, see
 * tooling/webpack.cjs) download only when a page renders it, so routes without a globe never fetch Cesium. Shared by the builds that depend on cesium.
 */
import { createElement, useEffect, useState } from 'react';
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

type GlobeViewComponent = (typeof import('./GlobeView'))['default'];
let globeView: GlobeViewComponent | null = null;
let globeViewLoading: Promise<GlobeViewComponent> | null = null;

/** The view's module, once: its download starts with the first globe a page renders. */
function loadGlobeView(): Promise<GlobeViewComponent> {
  if (!globeViewLoading) {
    // Cesium reads its base URL when it first resolves a Worker or an Asset; set it before the module loads.
    if (typeof window !== 'undefined') window.CESIUM_BASE_URL ??= CESIUM_BASE_URL;
    // The globe's configuration is fetched while its code downloads.
    void loadGlobeConfig();
    globeViewLoading = import(/* webpackChunkName: "globe" */ './GlobeView').then(
      (m) => (globeView = m.default),
    );
    // A failed download is tried again by the next globe rendered (the page's retry).
    globeViewLoading.catch(() => (globeViewLoading = null));
  }
  return globeViewLoading;
}

/**
 * Starts downloading the globe's code before a page renders it: a page whose first view is a globe calls it when its
 * module is evaluated, so Cesium downloads and compiles while the page's first render runs.
 */
export function preloadGlobe(): void {
  void loadGlobeView().catch(() => undefined);
}

/**
 * The globe, loaded on first render (a spinner shows meanwhile). Not a lazy component in a Suspense boundary: React
 * holds back the content of a boundary that showed its fallback until 300 ms after that fallback was committed,
 * and the view's first frame waited for that instead of for its code.
 */
export function Globe(props: GlobeProps) {
  const [View, setView] = useState<GlobeViewComponent | null>(() => globeView);
  const [failure, setFailure] = useState<unknown>(null);
  const loading = View ? null : loadGlobeView();
  useEffect(() => {
    let current = true;
    loading?.then(
      (view) => current && setView(() => view),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [loading]);
  // The page's error boundary says the globe could not load, with a retry.
  if (failure) throw failure;
  if (!View) return createElement(GlobeLoading, { height: props.height ?? 480 });
  return createElement(View, props);
}
