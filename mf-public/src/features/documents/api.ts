import { http, type PortalRequestConfig } from '@portal/shared/http';
import type { Lang } from '@portal/shared/i18n';
import { documentPath, fallbackFileName, fileNameFromDisposition, type PortalDocument } from './documents';

export interface FetchedDocument {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * The PDF of a document in `lang` (the API writes it in Chinese or English; `lang` in the address keeps each
 * language's copy apart in caches); `onProgress` gets the fraction received, or null while the size is unknown.
 */
export async function fetchDocument(
  doc: PortalDocument,
  lang: Lang,
  onProgress: (fraction: number | null) => void,
  signal: AbortSignal,
): Promise<FetchedDocument> {
  const config: PortalRequestConfig = {
    method: 'GET',
    url: documentPath(doc),
    params: { lang },
    responseType: 'blob',
    quiet: true,
    signal,
    onDownloadProgress: (e) => onProgress(e.total ? e.loaded / e.total : null),
  };
  const res = await http.request<Blob>(config);
  const disposition = res.headers['content-disposition'] as string | undefined;
  return {
    bytes: new Uint8Array(await res.data.arrayBuffer()),
    fileName: fileNameFromDisposition(disposition) ?? fallbackFileName(doc),
  };
}
