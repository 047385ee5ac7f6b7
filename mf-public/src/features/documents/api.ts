import { http, type PortalRequestConfig } from '@portal/shared/http';
import { documentPath, fallbackFileName, fileNameFromDisposition, type PortalDocument } from './documents';

export interface FetchedDocument {
  bytes: Uint8Array;
  fileName: string;
}

/** The PDF of a document; `onProgress` gets the fraction received, or null while the size is unknown. */
export async function fetchDocument(
  doc: PortalDocument,
  onProgress: (fraction: number | null) => void,
  signal: AbortSignal,
): Promise<FetchedDocument> {
  const config: PortalRequestConfig = {
    method: 'GET',
    url: documentPath(doc),
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
