/** What staff see of the job queue: jobs by state (failed = dead-lettered: retries spent), and a retry. */
import { JOB_STATES, type JobState, type StaffJob } from '@portal/shared/domain/jobs';
import type { Queryable } from '../db';
import { BOSS_SCHEMA, retryJob } from './sql';

export { JOB_STATES, type JobState };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A page of the jobs in a state, newest first, and how many there are. */
export async function jobsInState(
  q: Queryable,
  state: JobState,
  offset: number,
  limit: number,
): Promise<{ jobs: StaffJob[]; total: number }> {
  const total = (
    await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${BOSS_SCHEMA}.job WHERE state = $1`, [
      state,
    ])
  ).rows[0].n;
  const { rows } = await q.query<{
    id: string;
    name: string;
    state: JobState;
    retry_count: number;
    retry_limit: number;
    output: { message?: string } | null;
    created_on: Date;
    started_on: Date | null;
    completed_on: Date | null;
  }>(
    `SELECT id, name, state, retry_count, retry_limit, output, created_on, started_on, completed_on
       FROM ${BOSS_SCHEMA}.job WHERE state = $1 ORDER BY COALESCE(completed_on, created_on) DESC, id
      LIMIT $2 OFFSET $3`,
    [state, limit, offset],
  );
  const jobs = rows.map((r) => ({
    id: r.id,
    queue: r.name,
    state: r.state,
    // retry_count counts the retries begun; a job that ran (or runs) also had its first attempt.
    attempts: r.retry_count + (r.started_on ? 1 : 0),
    retry_limit: r.retry_limit,
    error: r.state === 'completed' ? null : (r.output?.message ?? null),
    created_at: iso(r.created_on)!,
    started_at: iso(r.started_on),
    finished_at: iso(r.completed_on),
  }));
  return { jobs, total };
}

/** Gives a failed job one more attempt (pg-boss's retry); false when no failed job has this id. */
export async function retryFailedJob(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT name FROM ${BOSS_SCHEMA}.job WHERE id = $1 AND state = 'failed'`,
    [id],
  );
  if (!rows[0]) return false;
  return retryJob(q, rows[0].name, id);
}
