import { useCallback, useEffect, useRef, useState } from 'react';
import type { PixelAnalysis, VideoFrames, WorkerMessage, WorkerRequest } from '../analysis/protocol';

export type WorkerRun<T> =
  | { status: 'idle' }
  | { status: 'running'; progress: number }
  | { status: 'done'; result: T }
  | { status: 'error'; message: string };

type ResultOf<R extends WorkerRequest> = R extends { kind: 'analyse' } ? PixelAnalysis : VideoFrames;

/**
 * Runs one request at a time in the demonstrations' web worker (bundled from our origin by webpack): a new run
 * ends the one before, and leaving the page ends the worker.
 */
export function useAnalysisWorker<R extends WorkerRequest>(): [WorkerRun<ResultOf<R>>, (request: R) => void] {
  const [run, setRun] = useState<WorkerRun<ResultOf<R>>>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const start = useCallback((request: R) => {
    worker.current?.terminate();
    const w = new Worker(new URL('../analysis/analysis.worker.ts', import.meta.url), {
      name: 'sar-analysis',
    });
    worker.current = w;
    setRun({ status: 'running', progress: 0 });
    w.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.kind === 'progress') setRun({ status: 'running', progress: data.fraction });
      else {
        setRun(
          data.kind === 'error'
            ? { status: 'error', message: data.message }
            : { status: 'done', result: data.result as ResultOf<R> },
        );
        w.terminate();
      }
    };
    w.onerror = (e) => setRun({ status: 'error', message: e.message || 'worker error' });
    w.postMessage(request);
  }, []);
  return [run, start];
}
