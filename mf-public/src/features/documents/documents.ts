/** The documents of /PDF: the product specification sheet and one report per public sample (both PDFs of the API). */

export type PortalDocument = { kind: 'spec' } | { kind: 'sample'; id: number };

export const SPEC_SHEET: PortalDocument = { kind: 'spec' };

/** The document's path under /api. */
export function documentPath(doc: PortalDocument): string {
  return doc.kind === 'spec' ? '/web/product_spec/' : `/shp_pdf/${doc.id}/`;
}

/** The name a download gets when the server does not give one. */
export function fallbackFileName(doc: PortalDocument): string {
  return doc.kind === 'spec' ? 'product-specification.pdf' : `sample-${doc.id}-report.pdf`;
}

/** A document as the value of the selector: 'spec' or a sample's id. */
export function documentKey(doc: PortalDocument): string {
  return doc.kind === 'spec' ? 'spec' : String(doc.id);
}

export function documentFromKey(key: string): PortalDocument {
  const id = Number(key);
  return key !== 'spec' && Number.isInteger(id) && id > 0 ? { kind: 'sample', id } : SPEC_SHEET;
}

/** The document the address names: `?sample=<id>` a sample's report, anything else the specification sheet. */
export function documentFromSearch(params: URLSearchParams): PortalDocument {
  const sample = params.get('sample');
  return sample ? documentFromKey(sample.trim()) : SPEC_SHEET;
}

/** The address's query for a document (other parameters kept). */
export function searchForDocument(params: URLSearchParams, doc: PortalDocument): URLSearchParams {
  const next = new URLSearchParams(params);
  if (doc.kind === 'sample') next.set('sample', String(doc.id));
  else next.delete('sample');
  return next;
}

/** The file name of a Content-Disposition header, if it names one. */
export function fileNameFromDisposition(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain parameter
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
}
