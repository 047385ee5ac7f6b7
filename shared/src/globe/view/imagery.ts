/**
 * The globe's imagery, all from the portal: the NaturalEarthII tile set served with Cesium's static folders (the
 * whole-Earth views), the API's basemap tiles over it from the level where NaturalEarthII gets blurry (land and
 * water sharp at province and city zoom), and the optional tile service of /globe-config.json on top. No Cesium ion,
 * no request elsewhere.
 */
import {
  Credit,
  GeographicTilingScheme,
  ImageryLayer,
  Rectangle,
  Resource,
  UrlTemplateImageryProvider,
  type CesiumWidget,
} from 'cesium';
import {
  BASEMAP_TILES_FROM_LEVEL,
  BASEMAP_TILES_MAX_LEVEL,
  BASEMAP_TILES_URL,
  CESIUM_BASE_URL,
  loadGlobeConfig,
} from '../config';
import { bboxOf, positionsOf } from '../geometry';
import type { GlobeDebugState, GlobeOverlay } from '../types';

/**
 * NaturalEarthII as Cesium ships it: a TMS tile set (tilemapresource.xml) of levels 0–2 in the geographic tiling
 * scheme, JPEG, rows counted from the south. Described here rather than read from its tilemapresource.xml, so that
 * the layer exists as the widget does and the first frame already asks for its tiles (no round trip before).
 */
export function naturalEarthII(baseUrl: string): UrlTemplateImageryProvider {
  return new UrlTemplateImageryProvider({
    url: `${baseUrl}/{z}/{x}/{reverseY}.jpg`,
    tilingScheme: new GeographicTilingScheme(),
    maximumLevel: 2,
  });
}

/**
 * Adds the base layers at once and the configured tiles when /globe-config.json answers; resolves when the globe is
 * ready (unless it went away meanwhile).
 */
export async function addImagery(
  widget: CesiumWidget,
  d: GlobeDebugState,
  gone: () => boolean,
): Promise<boolean> {
  const baseUrl = `${CESIUM_BASE_URL}Assets/Textures/NaturalEarthII`;
  widget.imageryLayers.addImageryProvider(naturalEarthII(baseUrl), 0);
  d.imageryLayers.push(baseUrl);
  // Shown (and requested) only on the globe's finer tiles: the first, whole-Earth view loads NaturalEarthII alone.
  const tiles = new UrlTemplateImageryProvider({
    url: BASEMAP_TILES_URL,
    tilingScheme: new GeographicTilingScheme(),
    maximumLevel: BASEMAP_TILES_MAX_LEVEL,
  });
  widget.imageryLayers.add(new ImageryLayer(tiles, { minimumTerrainLevel: BASEMAP_TILES_FROM_LEVEL }), 1);
  d.imageryLayers.push(BASEMAP_TILES_URL);
  const config = await loadGlobeConfig();
  if (gone()) return false;
  if (config.tiles) {
    widget.imageryLayers.addImageryProvider(
      new UrlTemplateImageryProvider({
        url: config.tiles,
        maximumLevel: config.maximumLevel ?? 18,
        credit: config.tilesCredit ? new Credit(config.tilesCredit) : undefined,
      }),
    );
    d.imageryLayers.push(config.tiles);
  }
  return true;
}

/**
 * Tiles of the globe's geographic scheme as a layer over a bounding box (WGS-84): requested only there and down to
 * `maximumLevel`, with the given headers. Not yet on the globe.
 */
export function tileLayerOver(
  tiles: { url: string; maximumLevel: number; headers?: Record<string, string> },
  geometry: GlobeOverlay['geometry'],
  alpha: number,
): ImageryLayer {
  // Across ±180° the box spans every longitude: tiles away from the scene come back empty.
  const [west, south, east, north] = bboxOf(positionsOf(geometry));
  const provider = new UrlTemplateImageryProvider({
    url: new Resource({ url: tiles.url, headers: tiles.headers }),
    tilingScheme: new GeographicTilingScheme(),
    maximumLevel: tiles.maximumLevel,
    rectangle: Rectangle.fromDegrees(west, south, east, north),
    tileWidth: 256,
    tileHeight: 256,
  });
  return new ImageryLayer(provider, { alpha });
}

/**
 * A scene's tiles as a layer over its bounding box (WGS-84), on top of every other: requested only there and down to
 * the level the viewer may see, with the session's headers. Returns the layer (the caller removes it).
 */
export function addTileOverlay(
  widget: CesiumWidget,
  overlay: GlobeOverlay & { tiles: NonNullable<GlobeOverlay['tiles']> },
  geometry: GlobeOverlay['geometry'],
): ImageryLayer {
  const layer = tileLayerOver(overlay.tiles, geometry, overlay.alpha ?? 1);
  widget.imageryLayers.add(layer);
  return layer;
}
