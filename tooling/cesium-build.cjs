// How the builds that depend on cesium (the globe's pages) bundle it; ./webpack.cjs applies it to every build.
/**
 * Cesium, for the builds that depend on it (the globe's pages; ARCHITECTURE §2). Cesium and resium are bundled, not
 * shared: only the globe entry of @portal/shared imports them, and that entry is the shared singleton, so one copy
 * runs per page all the same. Bundled, they are tree-shaken: `cesium` resolves to its ES module sources (not the
 * prebuilt Build/Cesium/index.js, one module that cannot be shaken), the globe is a CesiumWidget (not a Viewer and its
 * widgets), and resium's component factories are marked pure (./resium-pure-loader.cjs), so the globe's chunk holds
 * only the Cesium modules it reaches. Cesium's static folders (Workers, Assets, ThirdParty, Widgets) are not bundled:
 * the shell's deployment serves them once at CESIUM_BASE_URL (deploy/build-all.mjs copies them), an absolute URL so
 * that every remote's copy of the globe finds them.
 */
const CESIUM_BASE_URL = '/cesium/';
function cesiumOptions(dir, pkg) {
  if (!pkg.dependencies?.cesium) return { define: {}, rules: [], optimization: undefined };
  return {
    define: { CESIUM_BASE_URL: JSON.stringify(CESIUM_BASE_URL) },
    // The packages of the lazy `globe` chunk (shared/src/globe/index.ts) go into one chunk named `cesium`: what the
    // benchmark and the tests recognise as Cesium's bytes.
    optimization: {
      splitChunks: {
        cacheGroups: {
          cesium: {
            test: /[\\/]node_modules[\\/]/,
            chunks: (chunk) => chunk.name === 'globe',
            name: 'cesium',
            priority: 30,
            enforce: true,
          },
        },
      },
    },
    rules: [
      { test: /[\\/]resium[\\/]dist[\\/]resium\.js$/, use: require.resolve('./resium-pure-loader.cjs') },
    ],
  };
}

module.exports = { cesiumOptions, CESIUM_BASE_URL };
