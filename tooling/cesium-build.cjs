// How the builds that depend on cesium (the globe's pages) bundle it; ./webpack.cjs applies it to every build.
/**
 * Cesium, for the builds that depend on it (the globe's pages; docs/architecture.md §2). Cesium and resium are bundled, not
 * shared: only the globe entry of @portal/shared imports them, and that entry is the shared singleton, so one copy
 * runs per page all the same. Bundled, they are tree-shaken: `cesium` resolves to its ES module sources (not the
 * prebuilt Build/Cesium/index.js, one module that cannot be shaken), the globe is a CesiumWidget (not a Viewer and its
 * widgets), and resium's component factories are marked pure (./resium-pure-loader.cjs), so the globe's chunk holds
 * only the Cesium modules it reaches. Cesium's static folders (Workers, Assets, ThirdParty, Widgets) are not bundled:
 * the shell's deployment serves them once at CESIUM_BASE_URL (deploy/build-all.mjs copies them), an absolute URL so
 * that every remote's copy of the globe finds them.
 */
const CESIUM_BASE_URL = '/cesium/';

/**
 * Modules of Cesium's graph the globe provably never runs, each replaced by a small stand-in (./cesium-stand-ins/,
 * through ./cesium-stand-in-loader.cjs): the globe shows imagery, entities (polygons, polylines, points, labels) and
 * primitives, and never a glTF model, a 3D tileset, a voxel primitive or a point cloud. They are reached only through
 * the defaults of classes it does use: DataSourceDisplay creates a ModelVisualizer and a Cesium3DTilesetVisualizer for
 * every data source (their entities would have `model` or `tileset` graphics; ours never do), and CesiumWidget and
 * Scene test `instanceof Cesium3DTileset | VoxelPrimitive | TimeDynamicPointCloud` in zoomTo/flyTo and voxel picking.
 * With them go the glTF and 3D-tiles loaders, the model pipeline's shaders, meshoptimizer and the inlined WebAssembly
 * of @spz-loader/core (Gaussian splats). The globe's e2e specs (drawing, picking, footprints, quicklook overlay, 2D/3D,
 * basemap) run against this build.
 */
const STAND_INS = [
  [
    /[\\/]@cesium[\\/]engine[\\/]Source[\\/]DataSources[\\/](ModelVisualizer|Cesium3DTilesetVisualizer)\.js$/,
    'no-visualizer.js',
  ],
  [
    /[\\/]@cesium[\\/]engine[\\/]Source[\\/]Scene[\\/](Cesium3DTileset|VoxelPrimitive|TimeDynamicPointCloud)\.js$/,
    'not-bundled-class.js',
  ],
  [/[\\/]node_modules[\\/]meshoptimizer[\\/]index\.js$/, 'meshoptimizer.js'],
  [/[\\/]node_modules[\\/]@spz-loader[\\/]core[\\/]dist[\\/]index\.js$/, 'spz-loader.js'],
].map(([test, standIn]) => ({
  test,
  use: { loader: require.resolve('./cesium-stand-in-loader.cjs'), options: { standIn } },
}));
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
      ...STAND_INS,
    ],
  };
}

module.exports = { cesiumOptions, CESIUM_BASE_URL };
