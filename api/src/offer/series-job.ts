/**
 * The queue `tasking-series`: every job-running process offers one run an hour (jobs/runner.ts), one of them is
 * sent, and it writes the collects the rolling horizon has reached (./series.ts extendSeries). Idempotent: a
 * collect already written is not written again.
 */
import type { JobHandler } from '../jobs/types';
import { extendSeries } from './series';

export const seriesHandler: JobHandler<object> = {
  queue: 'tasking-series',
  run: (_job, { db }) => extendSeries(db),
};
