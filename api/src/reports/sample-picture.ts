/**
 * A sample's picture in a PDF with the detections drawn over it as vector paths: water bodies (blue) and oil dark
 * spots (red) outlined along their WGS-84 polygons, ships boxed (yellow) and numbered as in the report's table.
 */
import type { NorthUpGrid } from '@portal/shared/domain/sample-footprint';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AnalysisFeature, AnalysisResult } from '../analysis/features';
import { embedPicture } from './png-image';

export const WATER_COLOR = rgb(0.1, 0.45, 1);
export const OIL_COLOR = rgb(0.95, 0.1, 0.1);
export const SHIP_COLOR = rgb(1, 0.85, 0);
/** Smallest side of a ship's box, in image pixels (a ship is a few pixels long in wide modes). */
const MIN_SHIP_BOX_PX = 12;
const LINE_PT = 1;

export interface PictureLayers {
  water: AnalysisResult;
  oil: AnalysisResult;
  vessel: AnalysisResult;
}

/** WGS-84 → pixels (x right, y down) of the picture's grid, longitudes unwrapped eastwards from its west edge. */
const pixelOf =
  (g: NorthUpGrid) =>
  ([lon, lat]: number[]) => {
    let d = lon - g.west;
    if (d < -180) d += 360;
    return [d / g.dx, (g.north - lat) / g.dy];
  };

/** An SVG path (pixel units) of the features' polygon rings. */
function ringsPath(features: AnalysisFeature[], toPixel: (p: number[]) => number[]): string {
  const parts: string[] = [];
  for (const f of features) {
    if (f.geometry.type !== 'Polygon') continue;
    for (const ring of f.geometry.coordinates)
      parts.push(
        `M${ring
          .map((p) =>
            toPixel(p)
              .map((v) => v.toFixed(2))
              .join(' '),
          )
          .join('L')}Z`,
      );
  }
  return parts.join('');
}

/**
 * Draws the PNG in the box (x, y, width: bottom-left corner and width in points; height follows the picture) and
 * the layers over it.
 */
export async function drawSamplePicture(
  pdf: PDFDocument,
  page: PDFPage,
  box: { x: number; y: number; width: number },
  png: Buffer,
  grid: NorthUpGrid,
  layers: PictureLayers,
  font: PDFFont,
): Promise<void> {
  const image = await embedPicture(pdf, png);
  const { width, height } = image;
  const scale = box.width / width;
  const top = box.y + height * scale;
  image.draw(page, { x: box.x, y: box.y, width: box.width, height: height * scale });
  const toPixel = pixelOf(grid);
  const outline = (result: AnalysisResult, color: typeof WATER_COLOR, fill: number) => {
    const path = ringsPath(result.features, toPixel);
    if (path)
      page.drawSvgPath(path, {
        x: box.x,
        y: top,
        scale,
        borderColor: color,
        borderWidth: LINE_PT / scale,
        color,
        opacity: fill,
      });
  };
  outline(layers.water, WATER_COLOR, 0.15);
  outline(layers.oil, OIL_COLOR, 0.3);
  layers.vessel.features.forEach((f, i) => {
    // By position: ships are found on the sample's finer detail (discern/sources.ts), not in this picture's pixels.
    const [px, py] = toPixel(f.geometry.coordinates as number[]);
    if (!(px >= 0 && py >= 0 && px <= width && py <= height)) return;
    const side = Math.max(MIN_SHIP_BOX_PX, Number(f.properties.length_m) / grid.pixelSizeM[0]) * scale;
    const [cx, cy] = [box.x + px * scale, top - py * scale];
    page.drawRectangle({
      x: cx - side / 2,
      y: cy - side / 2,
      width: side,
      height: side,
      borderColor: SHIP_COLOR,
      borderWidth: LINE_PT,
    });
    page.drawText(String(i + 1), {
      x: cx + side / 2 + 1,
      y: cy + side / 2 - 6,
      size: 7,
      font,
      color: SHIP_COLOR,
    });
  });
}
