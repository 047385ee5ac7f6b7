// Reads the text of a PDF with pdfjs-dist (what the portal's /PDF page renders with), one page a string, in a
// worker thread: pdfjs is ES modules loaded by dynamic import(), which jest's VM lacks.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const doc = await getDocument({ data: new Uint8Array(workerData), isEvalSupported: false, verbosity: 0 })
  .promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const { items } = await (await doc.getPage(n)).getTextContent();
  pages.push(items.map((item) => ('str' in item ? item.str : '')).join('\n'));
}
await doc.destroy();
parentPort.postMessage(pages);
