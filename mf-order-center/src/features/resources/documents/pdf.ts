/**
 * PDF documents of the resource centre, written with pdf-lib. The standard PDF fonts have no Chinese glyphs (and
 * no CJK font can be embedded here), so the PDFs are English; the Chinese documents are DOCX.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { applicationFormRows, formNote, formTitle } from './application-form';
import type { ManualText } from '@portal/shared/user-manual';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;

/** Lines of at most `width` points, broken between words. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes flowing text top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = A4[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }
  private room(height: number): PDFPage {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    return this.page;
  }
  text(text: string, opts: { size?: number; bold?: boolean; after?: number } = {}): void {
    const size = opts.size ?? 11;
    const font = opts.bold ? this.bold : this.regular;
    for (const line of wrapText(text, font, size, WIDTH)) {
      const page = this.room(size * 1.4);
      this.y -= size * 1.4;
      page.drawText(line, { x: MARGIN, y: this.y, size, font });
    }
    this.y -= opts.after ?? 6;
  }
  /** A two-column row: the label, and an empty box to write in. */
  box(label: string, height: number): void {
    const page = this.room(height);
    const split = WIDTH * 0.38;
    const grey = rgb(0.5, 0.5, 0.5);
    page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: split,
      height,
      borderColor: grey,
      borderWidth: 0.6,
    });
    page.drawRectangle({
      x: MARGIN + split,
      y: this.y - height,
      width: WIDTH - split,
      height,
      borderColor: grey,
      borderWidth: 0.6,
    });
    const lines = wrapText(label, this.bold, 10, split - 8);
    lines.forEach((l, i) =>
      page.drawText(l, { x: MARGIN + 4, y: this.y - 14 - i * 12, size: 10, font: this.bold }),
    );
    this.y -= height;
  }
  gap(points: number): void {
    this.y -= points;
  }
}

async function writer(title: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('SAR Imagery Portal');
  doc.setLanguage('en');
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  return { doc, w };
}

const blobOf = async (doc: PDFDocument) =>
  new Blob([(await doc.save()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });

export async function manualPdf(text: ManualText): Promise<Blob> {
  const { doc, w } = await writer(text.title);
  w.text(text.title, { size: 20, bold: true, after: 10 });
  w.text(text.subtitle, { size: 11, after: 16 });
  for (const section of text.sections) {
    w.text(section.title, { size: 14, bold: true, after: 4 });
    for (const p of section.paragraphs) w.text(p, { after: 8 });
    w.gap(6);
  }
  return blobOf(doc);
}

export async function applicationFormPdf(): Promise<Blob> {
  const langs = ['en'] as const;
  const { fields, signature } = applicationFormRows(langs);
  const { doc, w } = await writer(formTitle(langs));
  w.text(formTitle(langs), { size: 18, bold: true, after: 8 });
  for (const n of formNote(langs)) w.text(n, { size: 10, after: 12 });
  for (const f of fields) w.box(f, 26);
  w.gap(18);
  for (const s of signature) w.box(s, 40);
  return blobOf(doc);
}
