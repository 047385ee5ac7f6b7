/** pdf.js, loaded on first use (its own chunk); its worker is bundled and served from the portal's origin. */
import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

let library: Promise<typeof PdfJs> | undefined;

function loadPdfjs(): Promise<typeof PdfJs> {
  library ??= import('pdfjs-dist').then(
    (pdfjs) => {
      // webpack builds the worker into a chunk of this remote (a `new Worker(new URL(…))` it recognises), so it is
      // a same-origin script with a .js name, whatever MIME types the web server knows.
      pdfjs.GlobalWorkerOptions.workerPort = new Worker(
        new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url),
        { type: 'module' },
      );
      return pdfjs;
    },
    (e: unknown) => {
      library = undefined; // a later attempt loads it again
      throw e;
    },
  );
  return library;
}

/** Opens a PDF from its bytes (a copy goes to the worker: the caller's bytes stay usable). */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}

/** pdf.js's answer to a cancelled render: not an error to show. */
export const isRenderCancelled = (e: unknown) =>
  (e as { name?: string } | undefined)?.name === 'RenderingCancelledException';
