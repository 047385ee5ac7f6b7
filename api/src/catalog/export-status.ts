/** What a user reads of their export job (GET /api/jobs/{id}/): its state, its progress and, once done, its file. */
import { z } from 'zod';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { BOSS_SCHEMA } from '../jobs/sql';
import { JOB_STATES, type JobState } from '../jobs/staff';
import { exportFilePath } from './export-job';

export const exportJobSchema = z
  .object({
    id: z.string(),
    kind: z.literal('export'),
    state: z
      .enum(JOB_STATES)
      .describe(
        'created (waiting), active (running), retry (an attempt failed, another follows), completed, failed (retries spent), cancelled',
      ),
    done: z.number().int().describe('Rows written so far'),
    total: z
      .number()
      .int()
      .describe(
        'Rows the export holds: the count of the search when it started (estimated above 10000), exact once completed',
      ),
    file_name: z.string().describe('The file name, without its extension'),
    file_url: z.string().nullable().describe('Where the finished file is downloaded (null until completed)'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'ExportJob' });
export type ExportJobStatus = z.infer<typeof exportJobSchema>;

/** The export job `id` of `userId` (null when it is not theirs or does not exist). */
export async function exportJobStatus(
  q: Queryable,
  id: string,
  userId: number,
): Promise<ExportJobStatus | null> {
  const { rows } = await q.query<{
    state: JobState | null;
    done: number;
    total: number;
    file_name: string;
    created_at: Date;
    finished_at: Date | null;
  }>(
    `SELECT j.state, e.done, e.total, e.file_name, e.created_at, e.finished_at
       FROM job_exports e LEFT JOIN ${BOSS_SCHEMA}.job j ON j.name = 'export' AND j.id = e.job_id
      WHERE e.job_id = $1 AND e.user_id = $2`,
    [id, userId],
  );
  const r = rows[0];
  if (!r) return null;
  // The file is the proof of completion: the queue's row may already be archived, or not yet marked completed.
  const finished = r.finished_at !== null;
  return {
    id,
    kind: 'export',
    state: finished ? 'completed' : (r.state ?? 'created'),
    done: r.done,
    total: r.total,
    file_name: r.file_name,
    file_url: finished ? exportFilePath(id) : null,
    created_at: new Date(r.created_at).toISOString(),
    finished_at: finished ? new Date(r.finished_at!).toISOString() : null,
  };
}

/**
 * Where a user's finished export is kept, with its type (null when not theirs or not finished). A file the
 * clean-up removed (EXPORT_KEEP_DAYS after it was made) is gone for good: 410.
 */
export async function exportFile(
  q: Queryable,
  id: string,
  userId: number,
): Promise<{ key: string; contentType: string; fileName: string } | null> {
  const { rows } = await q.query<{
    file_key: string | null;
    content_type: string | null;
    file_name: string;
    finished: boolean;
  }>(
    `SELECT file_key, content_type, file_name, finished_at IS NOT NULL AS finished
       FROM job_exports WHERE job_id = $1 AND user_id = $2`,
    [id, userId],
  );
  const r = rows[0];
  if (r?.finished && !r.file_key) throw new ApiError(410, 'exportExpired');
  if (!r?.file_key) return null;
  return {
    key: r.file_key,
    contentType: r.content_type ?? 'application/octet-stream',
    fileName: r.file_name,
  };
}
