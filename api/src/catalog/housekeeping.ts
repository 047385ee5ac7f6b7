/**
 * The storage's clean-up (queue `housekeeping`): an export job's file is removed EXPORT_KEEP_DAYS after it was made,
 * and its download then answers 410 (export-status.ts). It also sends a `sample-pictures` job for each public
 * sample whose pictures are not stored (new samples, or changed ones: their key follows what they are drawn from),
 * so a job rather than the first visitor draws them. Every job-running process sends one clean-up job an
 * hour (`sendHousekeeping`, jobs/sql.ts), one per hour across all of them, so it runs the same on PostgreSQL and on PGlite in
 * process. Idempotent: a file already removed is removed again without error, and its row is cleared once.
 */
import { HOUSEKEEPING_SECONDS, sendJob } from '../jobs/sql';
import type { JobHandler } from '../jobs/types';
import { isStored } from '../storage';
import { sampleForPicture } from './analysis-job';
import { samplePictureKeyOf, type SamplePicturesJobData } from './sample-pictures';
import type { SampleRow } from './samples';

export const housekeepingHandler: JobHandler<object> = {
  queue: 'housekeeping',
  async run(_job, { db, storage, config }) {
    const { rows } = await db.query<{ job_id: string; file_key: string }>(
      `SELECT job_id, file_key FROM job_exports
        WHERE file_key IS NOT NULL AND finished_at < now() - make_interval(days => $1::int)`,
      [config.jobs.exportKeepDays],
    );
    for (const r of rows) {
      // The file first: a process dying in between leaves the row pointing at nothing, and the next run clears it.
      await storage.remove(r.file_key);
      await db.query('UPDATE job_exports SET file_key = NULL WHERE job_id = $1 AND file_key = $2', [
        r.job_id,
        r.file_key,
      ]);
    }
    let samplesQueued = 0;
    const samples = await db.query<SampleRow>('SELECT * FROM sar_samples ORDER BY id');
    for (const sample of samples.rows) {
      if (await isStored(storage, samplePictureKeyOf(sampleForPicture(sample), 'image.png'))) continue;
      // One job per sample an hour at most, should the previous one still wait in the queue.
      const sent = await sendJob(
        db,
        'sample-pictures',
        { sampleId: sample.id } satisfies SamplePicturesJobData,
        {
          singletonKey: `sample-${sample.id}`,
          singletonSeconds: HOUSEKEEPING_SECONDS,
        },
      );
      if (sent) samplesQueued++;
    }
    return { exportsRemoved: rows.length, samplesQueued };
  },
};
