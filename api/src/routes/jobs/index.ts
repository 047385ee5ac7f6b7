/**
 * Background jobs seen from outside: a user's export job (state, progress, file), and the staff's view of the queue
 * (failed = dead-lettered jobs with their error and attempts, and a retry).
 */
import { z } from 'zod';
import { staffJobQuery, staffJobSchema } from '@portal/shared/domain/jobs';
import { STAFF } from '../../http/access';
import { sendStoredFile } from '../../http/stored-file';
import {
  decodeCursor,
  fileResponses,
  listEnvelope,
  okEnvelope,
  messageOnly,
  responses,
} from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { exportFile, exportJobSchema, exportJobStatus } from '../../catalog/export-status';
import { jobsInState, retryFailedJob } from '../../jobs/staff';
import { defineRoutes } from '../deps';
import { orNotFound, pageAnswer } from '../../http/route-parts';

const tags = ['Background jobs'];
const jobParams = z.object({ id: z.uuid() });

export default defineRoutes((r, { db, storage }) => {
  r.get('/jobs/:id/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'jobStatus',
      summary:
        "One of the caller's export jobs: its state, progress (done of total rows) and, once completed, the file's link",
      params: jobParams,
      response: responses(okEnvelope(exportJobSchema)),
    },
    handler: async (req, reply) => {
      const status = orNotFound(await exportJobStatus(db, req.params.id, req.user!.id));
      return reply.ok([status]);
    },
  });

  r.get('/jobs/:id/file/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'jobFile',
      summary: "The file of one of the caller's finished export jobs",
      params: jobParams,
      response: fileResponses,
    },
    handler: async (req, reply) => {
      orNotFound(await exportJobStatus(db, req.params.id, req.user!.id));
      const file = await exportFile(db, req.params.id, req.user!.id);
      if (!file) throw new ApiError(409, 'exportNotReady');
      const extension = file.key.slice(file.key.lastIndexOf('.') + 1);
      // Streamed from the store, with ranges (a large export may be resumed); the name is the dated ASCII one.
      reply.header('Content-Disposition', `attachment; filename="${file.fileName}.${extension}"`);
      return sendStoredFile(req, reply, storage, file.key, {
        type: file.contentType,
        cacheControl: 'private, no-store',
      });
    },
  });

  r.get('/admin/jobs/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'adminJobs',
      summary:
        'Jobs in a state, newest first (default failed: dead-lettered, their retries spent), with their error and attempts',
      querystring: staffJobQuery,
      response: responses(listEnvelope(staffJobSchema)),
    },
    handler: async (req, reply) => {
      const { state, page, size, cursor } = req.query;
      const offset = decodeCursor(cursor, page, size);
      const { jobs, total } = await jobsInState(db, state, offset, size);
      return pageAnswer(reply.ok(jobs), offset, size, total);
    },
  });

  r.post('/admin/jobs/:id/retry/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'adminJobRetry',
      summary:
        'Gives a failed job one more attempt (its handler does not redo what an earlier attempt finished)',
      params: jobParams,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      if (!(await retryFailedJob(db, req.params.id))) throw new ApiError(409, 'jobNotRetryable');
      return reply.ok([]);
    },
  });
});
