import type { FastifyRequest } from 'fastify';
import type { AuditEntry, AuditSubject } from './log';

const SUBJECTS: Record<string, AuditSubject> = {
  user: 'user',
  review: 'review',
  permission: 'permission',
  feedback: 'feedback',
  content: 'content',
  scene: 'scene',
  mission: 'mission',
  price: 'price',
  organisation: 'organisation',
};

/** An audit entry of the signed-in caller's `action` ('<subject>.<verb>') on the subject with that id. */
export function auditOf(
  req: FastifyRequest,
  action: `${AuditSubject}.${string}`,
  subjectId: number,
  before: unknown,
  after: unknown,
): AuditEntry {
  const me = req.user!;
  return {
    actor: { id: me.id, username: me.username },
    action,
    subject: { type: SUBJECTS[action.split('.')[0]], id: subjectId },
    before,
    after,
  };
}
