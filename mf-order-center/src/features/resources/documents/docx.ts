/** Word documents (DOCX) of the resource centre, written with the docx library. */
import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Lang } from '@portal/shared/domain';
import { applicationFormRows, formNote, formTitle } from './application-form';
import type { ManualText } from '@portal/shared/user-manual';

const FONT = { ascii: 'Arial', eastAsia: 'SimSun', hAnsi: 'Arial' };

function docOf(title: string, children: (Paragraph | Table)[]): Document {
  return new Document({
    title,
    creator: 'SAR Imagery Portal',
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    sections: [{ children }],
  });
}

export function manualDocx(text: ManualText): Promise<Blob> {
  const children: Paragraph[] = [
    new Paragraph({ text: text.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: text.subtitle, italics: true })] }),
  ];
  for (const section of text.sections) {
    children.push(new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_1 }));
    for (const p of section.paragraphs) children.push(new Paragraph({ text: p, spacing: { after: 120 } }));
  }
  return Packer.toBlob(docOf(text.title, children));
}

const border = { style: BorderStyle.SINGLE, size: 4, color: '888888' };
const borders = { top: border, bottom: border, left: border, right: border };

function row(label: string, height = 480): TableRow {
  return new TableRow({
    height: { value: height, rule: 'atLeast' },
    children: [
      new TableCell({
        width: { size: 35, type: WidthType.PERCENTAGE },
        borders,
        children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
      }),
      new TableCell({
        width: { size: 65, type: WidthType.PERCENTAGE },
        borders,
        children: [new Paragraph('')],
      }),
    ],
  });
}

/** The application form as a table to fill in, with labels in the given languages. */
export function applicationFormDocx(langs: readonly Lang[]): Promise<Blob> {
  const { fields, signature } = applicationFormRows(langs);
  const title = formTitle(langs);
  const table = (labels: string[], height?: number) =>
    new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: labels.map((l) => row(l, height)) });
  return Packer.toBlob(
    docOf(title, [
      new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
      ...formNote(langs).map((n) => new Paragraph({ text: n, spacing: { after: 120 } })),
      table(fields),
      new Paragraph({ text: '', spacing: { after: 240 } }),
      table(signature, 720),
    ]),
  );
}
