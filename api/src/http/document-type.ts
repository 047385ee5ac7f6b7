/**
 * The type of an uploaded document, read from its bytes: a file is what its content says, not what its name says
 * (an executable renamed .pdf is refused). Only the types a real-name verification accepts are recognised.
 */
import JSZip from 'jszip';

export type DocumentType =
  | 'application/pdf'
  | 'image/png'
  | 'image/jpeg'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The type each accepted file name ending must have. */
export const DOCUMENT_EXTENSIONS: Record<string, DocumentType> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (data: Buffer, magic: number[]) =>
  data.length >= magic.length && magic.every((b, i) => data[i] === b);

/** The document type of the bytes, or null when they are none of the accepted types. */
export async function sniffDocumentType(data: Buffer): Promise<DocumentType | null> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // OLE2 compound file: the container of Word 97–2003 documents.
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    try {
      // Only the central directory is read (names), nothing is inflated.
      const zip = await JSZip.loadAsync(data);
      if (zip.file('[Content_Types].xml') && zip.file('word/document.xml'))
        return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    } catch {
      return null;
    }
  }
  return null;
}
