/**
 * The staff's view of the background job queue (GET /admin/jobs/): jobs by state, failed being dead-lettered (their
 * retries spent) until staff retry them. Imported as `@portal/shared/domain/jobs`.
 */
import { z } from 'zod';
import { pageQuery } from './paging';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const staffJobSchema = z
  .object({
    id: z.string(),
    queue: z.string().describe('The kind of work: mail (e-mail and SMS delivery), export (large exports), …'),
    state: z.enum(JOB_STATES),
    attempts: z.number().int().describe('Attempts made so far (the first run and its retries)'),
    retry_limit: z.number().int(),
    error: z.string().nullable().describe("The last attempt's error"),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'StaffJob' });
export type StaffJob = z.infer<typeof staffJobSchema>;

/** GET admin/jobs/: a page of the jobs in a state (default failed). */
export const staffJobQuery = z.object({ state: z.enum(JOB_STATES).default('failed'), ...pageQuery });
