import { useCallback, useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useLang } from '@portal/shared/ui';
import { fetchDocument, type FetchedDocument } from '../api';
import { documentKey, type PortalDocument } from '../documents';
import { openPdf } from '../pdf';
import { failureMessage } from '@portal/shared/http';

export type PdfState =
  | { status: 'loading'; progress: number | null }
  | { status: 'error'; message: string }
  | { status: 'done'; pdf: PDFDocumentProxy; file: FetchedDocument };

/**
 * Downloads a document in the page's language and opens it with pdf.js, again when the language changes; the
 * previous one is closed. `retry` loads it again.
 */
export function usePdfDocument(doc: PortalDocument): [PdfState, () => void] {
  const [state, setState] = useState<PdfState>({ status: 'loading', progress: null });
  const [attempt, setAttempt] = useState(0);
  const key = documentKey(doc);
  const lang = useLang();
  useEffect(() => {
    const abort = new AbortController();
    let pdf: PDFDocumentProxy | undefined;
    setState({ status: 'loading', progress: null });
    fetchDocument(doc, lang, (progress) => setState({ status: 'loading', progress }), abort.signal)
      .then(async (file) => {
        const opened = await openPdf(file.bytes);
        if (abort.signal.aborted) return void opened.destroy();
        pdf = opened;
        setState({ status: 'done', pdf, file });
      })
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'error', message: failureMessage(e) ?? '' });
      });
    return () => {
      abort.abort();
      void pdf?.destroy();
    };
  }, [key, lang, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
