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
import type { GlobeDebugState } from '../types';

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
