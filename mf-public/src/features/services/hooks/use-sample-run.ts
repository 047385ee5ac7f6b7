import { useState } from 'react';
import type { Sample } from '../../../common/samples-api';
import type { WorkerRequest } from '../analysis/protocol';
import { useAnalysisWorker } from './use-analysis-worker';

/**
 * A demonstration's sample and its run in the worker: the first sample is chosen at first, and a result is shown
 * only on the sample it was computed on (choosing another one hides it until it is run again).
 */
export function useSampleRun<R extends WorkerRequest>(samples: Sample[]) {
  const [selected, setSelected] = useState(samples[0].id);
  const [ranOn, setRanOn] = useState<number | null>(null);
  const [run, start] = useAnalysisWorker<R>();
  const sample = samples.find((s) => s.id === selected) ?? samples[0];
  const result = run.status === 'done' && ranOn === sample.id ? run.result : null;
  const runOn = (request: R) => {
    setRanOn(sample.id);
    start(request);
  };
  /** The sample picker and run button's state (SampleRunBar). */
  const bar = { samples, value: sample.id, onChange: setSelected, running: run.status === 'running' };
  return { sample, run, result, runOn, bar };
}
