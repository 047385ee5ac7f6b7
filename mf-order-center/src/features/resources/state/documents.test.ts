/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { DOCUMENTS } from './documents';
import { USER_MANUAL } from '@portal/shared/user-manual';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('the documents of the resource centre', () => {
  test.each(DOCUMENTS.map((d) => [d.id, d] as const))('%s is a real file of its format', async (_id, doc) => {
    const bytes = await bytesOf(await doc.build());
    if (doc.format === 'PDF') {
      expect(ascii(bytes.subarray(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(doc.fileName).toMatch(/\.pdf$/);
    } else {
      // A DOCX is a zip (local file header PK\3\4) whose central directory names word/document.xml.
      expect(ascii(bytes.subarray(0, 4))).toBe('PK\x03\x04');
      expect(ascii(bytes)).toContain('word/document.xml');
      expect(doc.fileName).toMatch(/\.docx$/);
    }
  });

  test('the user manual covers the same seven sections in both languages', () => {
    expect(USER_MANUAL.zh.sections).toHaveLength(7);
    expect(USER_MANUAL.en.sections).toHaveLength(7);
    USER_MANUAL.en.sections.forEach((s, i) => expect(USER_MANUAL.zh.sections[i].title[0]).toBe(s.title[0]));
  });

  test('the English manual PDF spans more than one page of text', async () => {
    const manual = DOCUMENTS.find((d) => d.id === 'manual-en')!;
    const pdf = await PDFDocument.load(await bytesOf(await manual.build()));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getTitle()).toBe(USER_MANUAL.en.title);
  });

  test('every document has a name and language in both languages', () => {
    for (const d of DOCUMENTS) {
      expect(d.name.zh && d.name.en).toBeTruthy();
      expect(d.language.zh && d.language.en).toBeTruthy();
    }
  });
});
