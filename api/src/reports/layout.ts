/**
 * A small page writer over pdf-lib for the API's documents: headings, wrapped paragraphs, tables and reserved boxes
 * (pictures) flowing down A4 pages, a footer on each page. English documents use pdf-lib's standard fonts
 * (Helvetica, WinAnsi only), Chinese ones Noto Sans SC subsets (./cjk-fonts.ts); every text passes through
 * `printable` first, so a character the font lacks prints as "?". Chinese lines break between any two characters,
 * English ones between words.
 */
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb, type Color } from 'pdf-lib';
import type { Lang } from '../i18n/messages';
import { cjkFontFiles, subsettingFontkit } from './cjk-fonts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER = 24;
const LINE_GAP = 1.35;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.8, 0.8, 0.8);

/** A space, one Chinese character (or full-width sign), or a run of anything else: the units a line breaks between. */
const TOKENS =
  / |[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[^ \u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]+/gu;

const pageOf: Record<Lang, (n: number, total: number) => string> = {
  zh: (n, total) => `第 ${n} 页，共 ${total} 页`,
  en: (n, total) => `page ${n} of ${total}`,
};

export interface Column {
  header: string;
  /** Share of the text width. */
  width: number;
}

export class ReportWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly printableCodes: Set<number>;

  private constructor(
    readonly pdf: PDFDocument,
    readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
    private readonly lang: Lang,
  ) {
    this.printableCodes = new Set(font.getCharacterSet());
    this.newPage();
  }

  static async create(meta: {
    title: string;
    subject: string;
    footer: string;
    lang: Lang;
  }): Promise<ReportWriter> {
    // No creation or modification time: the same document is the same bytes, whenever it is asked for.
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.setTitle(meta.title);
    pdf.setSubject(meta.subject);
    pdf.setLanguage(meta.lang === 'zh' ? 'zh-CN' : 'en');
    pdf.setProducer('pdf-lib');
    let font: PDFFont;
    let bold: PDFFont;
    if (meta.lang === 'zh') {
      pdf.registerFontkit(subsettingFontkit);
      const files = cjkFontFiles();
      font = await pdf.embedFont(files.regular, { subset: true });
      bold = await pdf.embedFont(files.bold, { subset: true });
    } else {
      font = await pdf.embedFont(StandardFonts.Helvetica);
      bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    }
    return new ReportWriter(pdf, font, bold, meta.footer, meta.lang);
  }

  readonly width = A4[0] - 2 * MARGIN;

  /** `text` with every character the font cannot encode (Chinese, emoji…) replaced by "?", whitespace as spaces. */
  printable(text: string): string {
    return Array.from(text.normalize('NFC').replace(/\s/g, ' '), (c) =>
      this.printableCodes.has(c.codePointAt(0)!) ? c : '?',
    ).join('');
  }

  private newPage() {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Room for `height` points on this page, or a new page. */
  private ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /** Widths at size 1 of the texts measured so far, per font: a CJK font lays text out slowly. */
  private readonly measured = new Map<PDFFont, Map<string, number>>();

  private widthOf(text: string, font: PDFFont, size: number): number {
    let widths = this.measured.get(font);
    if (!widths) this.measured.set(font, (widths = new Map()));
    let w = widths.get(text);
    if (w === undefined) widths.set(text, (w = font.widthOfTextAtSize(text, 1)));
    return w * size;
  }

  /**
   * Lines no wider than `width`: broken at spaces, and between Chinese characters and punctuation. A line's width
   * is the sum of its tokens' (the fonts here apply no kerning).
   */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const token of this.printable(text).replace(/ +/g, ' ').trim().match(TOKENS) ?? []) {
      const w = this.widthOf(token, font, size);
      if (line && token !== ' ' && lineWidth + w > width) {
        lines.push(line.trimEnd());
        line = token;
        lineWidth = w;
      } else {
        line += token;
        lineWidth += w;
      }
    }
    lines.push(line.trimEnd());
    return lines;
  }

  private lines(
    text: string,
    opts: { size: number; font: PDFFont; color?: Color; x?: number; width?: number },
  ) {
    const height = opts.size * LINE_GAP;
    for (const line of this.wrap(text, opts.font, opts.size, opts.width ?? this.width)) {
      this.ensure(height);
      this.y -= height;
      this.page.drawText(line, {
        x: MARGIN + (opts.x ?? 0),
        y: this.y + (height - opts.size) / 2 + 1,
        size: opts.size,
        font: opts.font,
        color: opts.color,
      });
    }
  }

  title(text: string) {
    this.lines(text, { size: 18, font: this.bold });
    this.space(4);
  }

  heading(text: string) {
    this.space(10);
    this.ensure(40);
    this.lines(text, { size: 13, font: this.bold });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 2 },
      end: { x: MARGIN + this.width, y: this.y - 2 },
      thickness: 0.5,
      color: RULE,
    });
    this.space(6);
  }

  paragraph(text: string, opts: { size?: number; muted?: boolean } = {}) {
    this.lines(text, { size: opts.size ?? 10, font: this.font, color: opts.muted ? GREY : undefined });
    this.space(3);
  }

  space(points: number) {
    this.y -= points;
  }

  /** Label and value pairs, two columns. */
  definitions(rows: readonly (readonly [string, string])[]) {
    this.table(
      [
        { header: '', width: 0.3 },
        { header: '', width: 0.7 },
      ],
      rows,
      { boldFirst: true },
    );
  }

  /** A table whose cells wrap; a header row (when the columns have headers) repeated on each new page. */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    opts: { boldFirst?: boolean } = {},
  ) {
    const size = 9;
    const pad = 3;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const lefts = widths.map((_, i) => widths.slice(0, i).reduce((s, w) => s + w, 0));
    const headers = columns.some((c) => c.header) ? columns.map((c) => c.header) : null;
    const drawRow = (cells: readonly string[], header: boolean) => {
      const wrapped = cells.map((cell, i) =>
        this.wrap(
          cell,
          header || (opts.boldFirst && i === 0) ? this.bold : this.font,
          size,
          widths[i] - 2 * pad,
        ),
      );
      const height = Math.max(...wrapped.map((l) => l.length)) * size * LINE_GAP + 2 * pad;
      const fresh = this.y - height < MARGIN + FOOTER;
      this.ensure(height);
      if (fresh && !header && headers) drawRow(headers, true);
      wrapped.forEach((lines, i) =>
        lines.forEach((line, n) =>
          this.page.drawText(line, {
            x: MARGIN + lefts[i] + pad,
            y: this.y - pad - (n + 1) * size * LINE_GAP + (size * (LINE_GAP - 1)) / 2 + 1,
            size,
            font: header || (opts.boldFirst && i === 0) ? this.bold : this.font,
          }),
        ),
      );
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: header ? 0.8 : 0.4,
        color: RULE,
      });
    };
    if (headers) drawRow(headers, true);
    for (const row of rows) drawRow(row, false);
    this.space(6);
  }

  /** A box of `height` points across the text width, on one page: its page and its bottom-left corner. */
  reserve(height: number): { page: PDFPage; x: number; y: number } {
    this.ensure(height);
    this.y -= height;
    return { page: this.page, x: MARGIN, y: this.y };
  }

  async save(): Promise<Buffer> {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) =>
      page.drawText(this.printable(`${this.footer} - ${pageOf[this.lang](i + 1, pages.length)}`), {
        x: MARGIN,
        y: MARGIN / 2,
        size: 8,
        font: this.font,
        color: GREY,
      }),
    );
    return Buffer.from(await this.pdf.save());
  }
}
