/**
 * The contract of the audit log (docs/requirements.md §1.6: staff actions, read by the system administrator only):
 * GET audit_log/. Imported as `@portal/shared/domain/audit`.
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { queryId } from './record-id';

/** What an audited action is about. */
export const AUDIT_SUBJECT_TYPES = [
  'user',
  'review',
  'permission',
  'feedback',
  'content',
  'scene',
  'mission',
  'price',
  'organisation',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int().nullable(),
    actor_username: z.string(),
    action: z.string(),
    subject_type: z.enum(AUDIT_SUBJECT_TYPES),
    subject_id: z.number().int(),
    before: z.unknown(),
    after: z.unknown(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = z.object({
  ...pageQuery,
  subject_type: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  subject_id: queryId().optional(),
  actor: z.string().trim().max(50).optional().describe('Username of who acted'),
  action: z.string().trim().max(50).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
