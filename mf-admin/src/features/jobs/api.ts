/** Staff's calls on the background job queue (GET /admin/jobs/, POST /admin/jobs/{id}/retry/). */
import type { JobState, StaffJob } from '@portal/shared/domain/jobs';
import { call, type Envelope } from '@portal/shared/http';

export const listJobs = (q: { state: JobState; page: number; size: number }): Promise<Envelope<StaffJob>> =>
  call<StaffJob>({ method: 'GET', url: '/admin/jobs/', params: q, quiet: true });

/** Gives a failed job one more attempt; resolves to the server's message. */
export const retryJob = async (id: string): Promise<string> =>
  (await call({ method: 'POST', url: `/admin/jobs/${encodeURIComponent(id)}/retry/`, quiet: true })).msg;
