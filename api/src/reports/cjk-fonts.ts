/**
 * The Chinese documents' fonts: Noto Sans SC (Noto Sans Hans, OFL-1.1) of @embedpdf/fonts-sc, regular and bold,
 * embedded as subsets of the glyphs a document draws. pdf-lib subsets through the fontkit it is given;
 * @pdf-lib/fontkit's stale fork writes broken subsets of CID-keyed CFF fonts like these (an invalid CFF header, every
 * glyph blank in pdf.js and poppler), upstream fontkit 2 writes correct ones. pdf-lib reads a subset through the
 * stream API fontkit 2 dropped (`encodeStream`), so each subset gets one over its `encode()`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/** The package's font files (its entry point is dist/index.cjs; the fonts sit in fonts/ beside dist/). */
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

let files: { regular: Buffer; bold: Buffer } | null = null;

/** The two OTF files (8 MB each), read once per thread. */
export function cjkFontFiles(): { regular: Buffer; bold: Buffer } {
  files ??= {
    regular: readFileSync(path.join(FONT_DIR, 'NotoSansHans-Regular.otf')),
    bold: readFileSync(path.join(FONT_DIR, 'NotoSansHans-Bold.otf')),
  };
  return files;
}

interface Subset {
  encode(): Uint8Array;
  encodeStream?: () => Readable;
}

/** Fonts parsed, by the bytes they were parsed from: documents share them (a parse costs ~100 ms per font). */
const parsed = new WeakMap<ArrayBufferLike, { createSubset(): Subset }>();

/** Upstream fontkit shaped as pdf-lib's `registerFontkit` expects it. */
export const subsettingFontkit = {
  create(data: Uint8Array) {
    const known = parsed.get(data.buffer);
    if (known && data.byteOffset === 0) return known;
    const font = fontkit.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) as {
      createSubset(): Subset;
    };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => Readable.from([subset.encode()]);
      return subset;
    };
    if (data.byteOffset === 0) parsed.set(data.buffer, font);
    return font;
  },
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];
