// Stand-in for `meshoptimizer`: Cesium decodes meshopt-compressed glTF buffers and 3D-tiles terrain with it, and the
// portal's globe loads neither. See ../cesium-build.cjs.
const notBundled = () => {
  throw new Error('meshoptimizer is not part of the portal build (tooling/cesium-build.cjs)');
};
export const MeshoptDecoder = {
  supported: false,
  get ready() {
    return Promise.reject(new Error('meshoptimizer is not part of the portal build'));
  },
  decodeGltfBuffer: notBundled,
  decodeGltfBufferAsync: notBundled,
};
