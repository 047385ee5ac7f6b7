// Stand-in for an entity visualizer of a graphics type the portal never gives an entity (models, 3D tilesets):
// DataSourceDisplay creates it by default and asks it every frame; it has nothing to draw. See ../cesium-build.cjs.
const FAILED = 2; // BoundingSphereState.FAILED: this visualizer knows no bounding sphere of the entity

export default class NoVisualizer {
  constructor() {
    this._destroyed = false;
  }
  update() {
    return true;
  }
  getBoundingSphere() {
    return FAILED;
  }
  isDestroyed() {
    return this._destroyed;
  }
  destroy() {
    this._destroyed = true;
  }
}
