/**
 * A watchdog for tests that run the service in their own process: if the process stops answering its beats for
 * `ms` (an endless loop on the event loop), a thread of its own prints what was last under way and ends the
 * process, so the test run fails with that request named instead of hanging until CI's time runs out.
 */
import { Worker } from 'node:worker_threads';

const WATCHDOG = `
const { parentPort, workerData } = require('node:worker_threads');
let last = Date.now();
let what = 'start';
parentPort.on('message', (m) => { last = Date.now(); what = m; });
setInterval(() => {
  if (Date.now() - last > workerData.ms) {
    // Straight to file descriptor 2: a worker's process.stderr goes through the (blocked) main thread.
    require('node:fs').writeSync(2, 'watchdog: nothing answered for ' + workerData.ms + ' ms; last under way: ' + what + '\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}, 500);
`;

export function startWatchdog(ms: number): { beat(what: string): void; stop(): Promise<number> } {
  const worker = new Worker(WATCHDOG, { eval: true, workerData: { ms } });
  worker.unref();
  return { beat: (what) => worker.postMessage(what), stop: () => worker.terminate() };
}
