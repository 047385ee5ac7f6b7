/**
 * Which of a page's requests are Cesium's: its static folders at /cesium/ (workers, assets, styles) and the `cesium`
 * chunk of a remote's release, /mf/<remote>/<version>/cesium.<hash>.js, the chunk in which the builds put Cesium and
 * resium (tooling/webpack.cjs). The globe's own code is the `globe` chunk beside it.
 */
const CESIUM_CHUNK = /^\/mf\/[^/]+\/[^/]+\/cesium\.[0-9a-f]+\.js$/;
const GLOBE_CHUNK = /^\/mf\/[^/]+\/[^/]+\/globe\.[0-9a-f]+\.js$/;

export function isCesiumUrl(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/cesium/') || CESIUM_CHUNK.test(pathname);
}

/** Cesium's chunk, its scripts at /cesium/ (workers) and the globe's code: what a globe costs in JavaScript. */
export function isGlobeScriptUrl(url: string): boolean {
  const { pathname } = new URL(url);
  return (
    CESIUM_CHUNK.test(pathname) ||
    GLOBE_CHUNK.test(pathname) ||
    (pathname.startsWith('/cesium/') && pathname.endsWith('.js'))
  );
}
