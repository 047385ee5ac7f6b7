import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The text of each page of a PDF as pdfjs-dist extracts it (see pdf-text-worker.mjs), one line a text run. */
export function pdfText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'pdf-text-worker.mjs'), {
      workerData: new Uint8Array(pdf),
    });
    worker.once('message', (pages: string[]) => {
      resolve(pages);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PDF reader stopped (exit code ${code})`)));
  });
}
