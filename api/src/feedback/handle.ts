/**
 * Staff handle feedback: a reply (the sender gets an alert) or a change of state. Each action is audited in its own
 * transaction.
 */
import type { Feedback } from '@portal/shared/domain/feedback-contract';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/log';
import { auditOf } from '../audit/request';
import type { Db } from '../db';
import { writeAlert } from '../alerts/notifications';
import { feedbackById } from './store';

export async function replyToFeedback(
  db: Db,
  req: FastifyRequest,
  b: { id: number; reply: string; state?: Feedback['state'] },
): Promise<Feedback> {
  const { id, state } = b;
  return db.transaction(async (tx) => {
    const before = await feedbackById(tx, id, true);
    await tx.query(
      `UPDATE feedback SET reply = $2, state = $3, replied_by = $4, replied_at = now(), updated_at = now()
       WHERE id = $1`,
      [id, b.reply, state ?? 'replied', req.user!.id],
    );
    const updated = await feedbackById(tx, id);
    await writeAudit(tx, auditOf(req, 'feedback.reply', id, before, updated));
    await writeAlert(tx, {
      userId: updated.user_id,
      kind: 'feedback',
      event: 'feedback_replied',
      subjectId: id,
    });
    return updated;
  });
}

export async function changeFeedbackState(
  db: Db,
  req: FastifyRequest,
  id: number,
  state: Feedback['state'],
): Promise<Feedback> {
  return db.transaction(async (tx) => {
    const before = await feedbackById(tx, id, true);
    await tx.query('UPDATE feedback SET state = $2, updated_at = now() WHERE id = $1', [id, state]);
    const updated = await feedbackById(tx, id);
    await writeAudit(tx, auditOf(req, 'feedback.state', id, before, updated));
    return updated;
  });
}
