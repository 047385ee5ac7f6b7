/** The control team's requirement notices: the list and their acknowledgement. */
import {
  acknowledgeBody,
  acknowledgeResult,
  noticeListQuery,
  requirementNotice,
} from '@portal/shared/domain/tasks';
import { decodeCursor, listEnvelope, okEnvelope, pageQuery, responses } from '../../http/envelope';
import { pageAnswer } from '../../http/route-parts';
import { acknowledgeNotices, listNotices } from '../../tasks/overview';
import { defineRoutes } from '../deps';
import { access, tags } from './common';

export default defineRoutes((r, { db }) => {
  r.get('/commodity/requirement_notices/', {
    config: { access },
    schema: {
      tags,
      operationId: 'requirementNoticeList',
      summary:
        "The control team's notices of new, changed, suspended, resumed and cancelled requirements, newest first",
      querystring: noticeListQuery.extend(pageQuery),
      response: responses(listEnvelope(requirementNotice)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { notices, total } = await listNotices(
        db,
        { kind: q.kind, unacknowledged: q.unacknowledged === 'true' },
        offset,
        q.size,
      );
      return pageAnswer(reply.ok(notices), offset, q.size, total);
    },
  });

  r.post('/commodity/requirement_notices/ack/', {
    config: { access },
    schema: {
      tags,
      operationId: 'requirementNoticeAck',
      summary: 'Acknowledge notices (the caller and the time are recorded)',
      body: acknowledgeBody,
      response: responses(okEnvelope(acknowledgeResult)),
    },
    handler: async (req, reply) =>
      reply.ok([{ acknowledged: await acknowledgeNotices(db, req.body.ids, req.user!.id) }], 'saved'),
  });
});
