/**
 * The audit log: every staff (and sales) action on a user, a review, a permission or a feedback item, with who,
 * when, what, and the record before and after. Written in the action's own transaction, so an action and its
 * audit row are saved together or not at all. Read by the system administrator (routes/audit).
 */
import type { AuditSubjectType } from '@portal/shared/domain/audit';
import type { Queryable } from '../db';

export type AuditSubject = AuditSubjectType;

export interface AuditEntry {
  actor: { id: number; username: string };
  /**
   * `<subject>.<verb>`, e.g. 'user.update', 'permission.revoke', 'feedback.reply', and for a scene added, replaced or
   * deleted through STAC Transactions 'scene.ingest', 'scene.replace', 'scene.delete'.
   */
  action: string;
  /** A scene, named by text, has id 0 here: its id is in `before` and `after`. */
  subject: { type: AuditSubject; id: number };
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (actor_id, actor_username, action, subject_type, subject_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      e.actor.id,
      e.actor.username,
      e.action,
      e.subject.type,
      e.subject.id,
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
    ],
  );
}
