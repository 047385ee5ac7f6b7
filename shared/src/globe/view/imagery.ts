/**
 * The globe's imagery, all from the portal: the NaturalEarthII tile set served with Cesium's static folders, and the
 * optional tile service of /globe-config.json. No Cesium ion, no request elsewhere.
 */
import { Credit, TileMapServiceImageryProvider, UrlTemplateImageryProvider, type CesiumWidget } from 'cesium';
import { CESIUM_BASE_URL, loadGlobeConfig } from '../config';
import type { GlobeDebugState } from '../types';

/** Adds the base layer and the configured tiles; resolves when the globe is ready (unless it went away meanwhile). */
export async function addImagery(
  widget: CesiumWidget,
  d: GlobeDebugState,
  gone: () => boolean,
): Promise<boolean> {
  const baseUrl = `${CESIUM_BASE_URL}Assets/Textures/NaturalEarthII`;
  const base = await TileMapServiceImageryProvider.fromUrl(baseUrl);
  if (gone()) return false;
  widget.imageryLayers.addImageryProvider(base, 0);
  d.imageryLayers.push(baseUrl);
  const config = await loadGlobeConfig();
  if (config.tiles && !gone()) {
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
