/**
 * Embeds an 8-bit grayscale PNG (a sample's picture) in a PDF without decoding it: its IDAT data is a zlib stream
 * of PNG-filtered scanlines, which PDF's FlateDecode reads as is with the PNG predictors (ISO 32000-1, 7.4.4.4).
 * pdf-lib's own embedPng re-compresses the pixels in JavaScript, some 400 ms of the event loop for a speckled
 * 512×512 picture. Other kinds of PNG go through embedPng.
 */
import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

export interface EmbeddedImage {
  width: number;
  height: number;
  draw(page: PDFPage, box: { x: number; y: number; width: number; height: number }): void;
}

function grayPngParts(png: Buffer): { width: number; height: number; idat: Buffer } | null {
  if (!png.subarray(0, 8).equals(SIGNATURE)) return null;
  const idat: Buffer[] = [];
  let header: { width: number; height: number; ok: boolean } | null = null;
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR')
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        // bit depth 8, colour type 0 (grayscale), no interlace
        ok: data[8] === 8 && data[9] === 0 && data[12] === 0,
      };
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  return header?.ok && idat.length
    ? { width: header.width, height: header.height, idat: Buffer.concat(idat) }
    : null;
}

export async function embedPicture(pdf: PDFDocument, png: Buffer): Promise<EmbeddedImage> {
  const parts = grayPngParts(png);
  if (!parts) {
    const image = await pdf.embedPng(png);
    return { width: image.width, height: image.height, draw: (page, box) => page.drawImage(image, box) };
  }
  const { width, height, idat } = parts;
  const ref: PDFRef = pdf.context.register(
    pdf.context.stream(idat, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 8, Columns: width },
    }),
  );
  return {
    width,
    height,
    draw(page, box) {
      const name = page.node.newXObject('Image', ref);
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
        drawObject(name),
        popGraphicsState(),
      );
    },
  };
}
