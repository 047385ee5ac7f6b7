import {
  documentFromKey,
  documentFromSearch,
  documentKey,
  documentPath,
  fallbackFileName,
  fileNameFromDisposition,
  searchForDocument,
} from './documents';

describe('the document named by the address', () => {
  it('is the specification sheet without ?sample=', () => {
    expect(documentFromSearch(new URLSearchParams(''))).toEqual({ kind: 'spec' });
    expect(documentPath(documentFromSearch(new URLSearchParams('lang=en')))).toBe('/web/product_spec/');
  });

  it("is a sample's report with ?sample=<id>", () => {
    const doc = documentFromSearch(new URLSearchParams('sample=12'));
    expect(doc).toEqual({ kind: 'sample', id: 12 });
    expect(documentPath(doc)).toBe('/shp_pdf/12/');
    expect(fallbackFileName(doc)).toBe('sample-12-report.pdf');
  });

  it.each(['0', '-3', '1.5', 'abc', 'spec', ''])('falls back to the sheet for ?sample=%s', (v) => {
    expect(documentFromSearch(new URLSearchParams({ sample: v }))).toEqual({ kind: 'spec' });
  });

  it('round-trips through the selector value and the query, keeping other parameters', () => {
    for (const doc of [{ kind: 'spec' } as const, { kind: 'sample', id: 7 } as const])
      expect(documentFromKey(documentKey(doc))).toEqual(doc);
    const q = searchForDocument(new URLSearchParams('x=1&sample=3'), { kind: 'sample', id: 9 });
    expect(q.toString()).toBe('x=1&sample=9');
    expect(searchForDocument(q, { kind: 'spec' }).toString()).toBe('x=1');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads the plain and the encoded file name', () => {
    expect(fileNameFromDisposition('attachment; filename="spec.pdf"')).toBe('spec.pdf');
    expect(fileNameFromDisposition('inline; filename=report.pdf')).toBe('report.pdf');
    expect(
      fileNameFromDisposition(`attachment; filename="r.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`),
    ).toBe('报告.pdf');
  });

  it('gives nothing when no name is there', () => {
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
