/**
 * Events of an organisation itself (docs/organisations.md "Approvals"): delivered to the organisation's endpoints
 * and to its managers' own, in the caller's transaction like every event (./events.ts).
 */
import type { WebhookEvent } from '@portal/shared/domain/webhooks';
import type { Queryable } from '../db';
import { addDelivery, bodyOf } from './events';

export async function emitOrgEvent(
  q: Queryable,
  orgId: number,
  type: WebhookEvent,
  data: object,
): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT e.id FROM webhook_endpoints e
      WHERE (e.org_id = $1
             OR (e.org_id IS NULL AND e.user_id IN (SELECT user_id FROM org_members
                                                     WHERE org_id = $1 AND role = 'manager' AND enabled)))
        AND e.enabled AND e.deleted_at IS NULL AND $2 = ANY (e.events) ORDER BY e.id`,
    [orgId, type],
  );
  const body = bodyOf(type, data);
  for (const r of rows) await addDelivery(q, Number(r.id), type, body);
  return rows.length;
}
