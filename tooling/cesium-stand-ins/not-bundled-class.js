// Stand-in for a Cesium class the portal's globe never creates (3D tilesets, voxels, time-dynamic point clouds):
// CesiumWidget and Scene only test `x instanceof` it, which no object of the portal is. See ../cesium-build.cjs.
export default class NotBundled {
  constructor() {
    throw new Error('This Cesium class is not part of the portal build (tooling/cesium-build.cjs)');
  }
}
