/**
 * Exports above the size answered at once run as jobs on the server (202 with the job): their state and progress,
 * and the file once it is written.
 */
import { callOne, type PortalRequestConfig } from './client';
import { downloadFile } from './download';

export interface ExportJob {
  id: string;
  kind: 'export';
  state: 'created' | 'active' | 'retry' | 'completed' | 'failed' | 'cancelled';
  done: number;
  total: number;
  file_name: string;
  file_url: string | null;
  created_at: string;
  finished_at: string | null;
}

/** One of the caller's export jobs, as it stands now. */
export const exportJob = (id: string) =>
  callOne<ExportJob>({ method: 'GET', url: `/jobs/${encodeURIComponent(id)}/` });

/** Saves a finished export's file. */
export const downloadExportJob = (job: ExportJob) =>
  downloadFile({ method: 'GET', url: `/jobs/${encodeURIComponent(job.id)}/file/` }, job.file_name);

/** The API's answer to an export request: the file (saved at once) or, for a large export, its job. */
export async function exportOrQueue(
  config: PortalRequestConfig,
  fallbackName: string,
): Promise<ExportJob | null> {
  return (await downloadFile(config, fallbackName)) as ExportJob | null;
}
