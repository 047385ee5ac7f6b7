// Stand-in for `@spz-loader/core` (a WebAssembly decoder of SPZ Gaussian splats in glTF, inlined: 400 KB): the
// portal's globe loads no glTF. See ../cesium-build.cjs.
export function loadSpz() {
  throw new Error('@spz-loader/core is not part of the portal build (tooling/cesium-build.cjs)');
}
