/**
 * The globe's terrain on a software renderer: the ellipsoid, as Cesium's default EllipsoidTerrainProvider gives it,
 * but with its tiles' meshes made without Cesium's throttle. Cesium makes a tile's mesh in a worker and, by default,
 * lets at most five be made at once, asking again in the next frame for the others: the first view's thirty-odd
 * tiles then took six frames or more, and a software frame takes hundreds of milliseconds. A flat 16 × 16 mesh
 * costs the worker next to nothing, so the first view's meshes are asked for in the frame that needs them.
 */
import { EllipsoidTerrainProvider, HeightmapTerrainData, type Request, type TerrainData } from 'cesium';

const SAMPLES = 16; // as EllipsoidTerrainProvider's

type CreateMesh = (options: { throttle?: boolean } & Record<string, unknown>) => unknown;

/** A flat tile whose mesh is made at once (Cesium's `createMesh` is not in its public types). */
class UnthrottledHeightmap extends HeightmapTerrainData {}
const createMesh = (HeightmapTerrainData.prototype as unknown as { createMesh: CreateMesh }).createMesh;
(UnthrottledHeightmap.prototype as unknown as { createMesh: CreateMesh }).createMesh = function (options) {
  return createMesh.call(this, { ...options, throttle: false });
};

export class FlatTerrain extends EllipsoidTerrainProvider {
  override requestTileGeometry(
    _x: number,
    _y: number,
    _level: number,
    _request?: Request,
  ): Promise<TerrainData> | undefined {
    return Promise.resolve(
      new UnthrottledHeightmap({
        buffer: new Uint8Array(SAMPLES * SAMPLES),
        width: SAMPLES,
        height: SAMPLES,
      }),
    );
  }
}
