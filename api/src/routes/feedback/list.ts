/**
 * GET /feedback/feedback_info/ (the list: a customer or sales person their own, staff all with filters) and
 * GET /feedback/feedback_info/download/ (one attachment, or the filtered list as XLSX or CSV for staff); the
 * reading is api/src/feedback/list.ts.
 */
import {
  feedbackDownloadQuery,
  feedbackListQuery,
  feedbackSchema,
} from '@portal/shared/domain/feedback-contract';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { feedbackTable, listFeedback, sendAttachment } from '../../feedback/list';
import { listEnvelope, responses } from '../../http/envelope';
import { defineRoutes } from '../deps';
import { binary, builtPage } from '../../http/route-parts';

const tags = ['Feedback'];

export default defineRoutes((r, { db, storage }) => {
  r.get('/feedback/feedback_info/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Feedback, newest first: a customer or sales person sees their own, staff all (with filters)',
      querystring: feedbackListQuery,
      response: responses(listEnvelope(feedbackSchema)),
    },
    handler: async (req, reply) => {
      const p = await listFeedback(db, req, req.query);
      return builtPage(reply.ok(p.data), p);
    },
  });

  r.get('/feedback/feedback_info/download/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "With id: the feedback's attachment (its sender or staff). Without: the filtered list as XLSX or CSV (staff)",
      querystring: feedbackDownloadQuery,
      produces: [...TABLE_TYPES, 'application/octet-stream'],
      response: binary,
    },
    handler: async (req, reply) => {
      const { id, format, ...query } = req.query;
      if (id !== undefined) return sendAttachment(db, storage, req, reply, id);
      const file = await tableFile(await feedbackTable(db, req, query), format);
      return sendExport(reply, file, datedName('feedback'));
    },
  });
});
