/**
 * An archive export above EXPORT_INLINE_ROWS (10 000) rows runs as a job: the request answers at once with the job,
 * the handler pages through the result set (its progress readable at GET /api/jobs/{id}/), keeps the file in the
 * storage and brings its link in an alert. Idempotent: the file's key is the job's, and the alert is written in the
 * transaction that marks the export finished, only if it was not already.
 */
import type { exportBody } from '@portal/shared/domain/catalog';
import type { CoordinateSystem } from '@portal/shared/domain';
import type { z } from 'zod';
import { writeAlert } from '../alerts/notifications';
import type { Queryable } from '../db';
import { sendJob } from '../jobs/sql';
import type { JobHandler } from '../jobs/types';
import { exportFileKey } from '../storage';
import { findScenes, type Keyset, type SceneSummaryRow } from './query';
import { sceneExport, type SceneExportFormat } from './scene-export';
import { linkViewer } from './scene-access';
import { filterOf } from './search-filter';
import { linkSecret, quicklookSigner } from './signing';
import { toSummary } from './summary';

/** The most rows an export job writes. */
export const MAX_JOB_EXPORT_ROWS = 200_000;
/** Rows read per query (and per progress step). */
const PAGE_ROWS = 2_000;

export interface ExportJobData {
  /** Whether the requester held scene permission records (as the session said): which scenes they see. */
  permitted: boolean;
}

/** An export request as the route parsed it (defaults filled in). */
export type ExportBody = z.output<typeof exportBody>;

interface StoredRequest {
  body: ExportBody;
  crs: CoordinateSystem;
  total: number;
}

/** Queues the export of a result set of `total` rows for a user; returns the job id. */
export async function startExportJob(
  q: Queryable,
  a: {
    userId: number;
    permitted: boolean;
    body: ExportBody;
    crs: CoordinateSystem;
    total: number;
    fileName: string;
  },
): Promise<string> {
  const id = await sendJob(q, 'export', { permitted: a.permitted } satisfies ExportJobData);
  const request: StoredRequest = { body: a.body, crs: a.crs, total: a.total };
  await q.query(
    'INSERT INTO job_exports (job_id, user_id, request, file_name, total) VALUES ($1, $2, $3, $4, $5)',
    [id, a.userId, JSON.stringify(request), a.fileName, Math.min(a.total, MAX_JOB_EXPORT_ROWS)],
  );
  return id;
}

/** The path a finished export is downloaded from (the alert's link). */
export const exportFilePath = (jobId: string) => `/api/jobs/${jobId}/file/`;

/** Test-only pause point (the crash test): the handler stops half-way and waits, announcing it with this file. */
async function testPause(): Promise<void> {
  const marker = process.env.JOB_TEST_PAUSE_FILE;
  if (!marker) return;
  const { writeFileSync } = await import('node:fs');
  writeFileSync(marker, String(process.pid));
  await new Promise((r) => setTimeout(r, 60_000));
}

export const exportHandler: JobHandler<ExportJobData> = {
  queue: 'export',
  async run({ id, data }, { db, storage }) {
    const { rows } = await db.query<{
      user_id: number;
      request: StoredRequest;
      file_name: string;
      finished: boolean;
    }>(
      'SELECT user_id, request, file_name, finished_at IS NOT NULL AS finished FROM job_exports WHERE job_id = $1',
      [id],
    );
    const job = rows[0];
    if (!job) throw new Error(`export job ${id} has no request`);
    if (job.finished) return { skipped: true };
    const account = await linkViewer(db, job.user_id);
    if (!account) throw new Error(`export job ${id}: the account is gone or disabled`);
    const viewer = { ...account, permitted: data.permitted };
    const { body, crs } = job.request;
    const order = body.sort === 'oldest' ? 'asc' : 'desc';
    const filter = await filterOf(db, body, crs);

    const found: SceneSummaryRow[] = [];
    let after: Keyset | null = null;
    do {
      const limit = Math.min(PAGE_ROWS, MAX_JOB_EXPORT_ROWS - found.length);
      const page = await findScenes(db, filter, viewer, { order, limit, after, geometry: true, decimals: 6 });
      found.push(...page.rows);
      after = page.next;
      await db.query('UPDATE job_exports SET done = $2, total = GREATEST(total, $2) WHERE job_id = $1', [
        id,
        found.length,
      ]);
      if (found.length * 2 >= job.request.total) await testPause();
    } while (after && found.length < MAX_JOB_EXPORT_ROWS);

    const quicklook = quicklookSigner(await linkSecret(db), job.user_id);
    const scenes = found.map((r) => toSummary(r, 'WGS84', quicklook));
    const file = await sceneExport(scenes, body.format as SceneExportFormat, job.file_name);
    const key = exportFileKey(id, file.extension);
    await storage.put(key, file.body);
    await db.transaction(async (tx) => {
      const done = await tx.query(
        `UPDATE job_exports SET file_key = $2, content_type = $3, done = $4, total = $4, finished_at = now()
          WHERE job_id = $1 AND finished_at IS NULL`,
        [id, key, file.contentType, found.length],
      );
      if (done.rowCount === 1)
        await writeAlert(tx, {
          userId: job.user_id,
          kind: 'export',
          event: 'export_ready',
          subjectId: null,
          detail: exportFilePath(id),
        });
    });
    return { rows: found.length, key };
  },
};
