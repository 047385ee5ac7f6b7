/**
 * Reviews of customer information (docs/requirements.md §2 userInformationReview, modification): real-name verifications and
 * changes of a verified customer's name or organization. One queue (`real_person_requests`, by `kind`): staff
 * review every request, sales those of the customers they look after. A decision alerts the customer, is audited,
 * and an approved change is applied to the account in the same transaction.
 */
import type { Queryable } from '../db';
import { writeAudit } from '../audit/log';
import { writeAlert } from '../alerts/notifications';
import { notFound, unprocessable } from '../http/errors';

export type ReviewKind = 'verification' | 'change';
export type ReviewStatus = 'pending' | 'approved' | 'rejected';
/** The fields a change request may carry. */
export interface InfoChanges {
  name?: string;
  organization?: string;
}

export interface ReviewState {
  real_person_status: 'none' | ReviewStatus;
  /** The reviewer's reason when the latest verification was rejected (or their comment). */
  real_person_comment: string;
  /** A change of name or organization waiting for review. */
  pending_change: InfoChanges | null;
  /** The latest decided change: what was asked, the decision and the reason. */
  last_change: { changes: InfoChanges; status: 'approved' | 'rejected'; comment: string } | null;
}

/** What the customer's account page shows of their reviews. */
export async function reviewState(db: Queryable, userId: number): Promise<ReviewState> {
  const { rows } = await db.query<{
    kind: ReviewKind;
    status: ReviewStatus;
    comment: string;
    changes: InfoChanges | null;
  }>(
    'SELECT kind, status, comment, changes FROM real_person_requests WHERE user_id = $1 ORDER BY id DESC LIMIT 50',
    [userId],
  );
  const verification = rows.find((r) => r.kind === 'verification');
  const pending = rows.find((r) => r.kind === 'change' && r.status === 'pending');
  const decided = rows.find((r) => r.kind === 'change' && r.status !== 'pending');
  return {
    real_person_status: verification?.status ?? 'none',
    real_person_comment: verification?.comment ?? '',
    pending_change: pending?.changes ?? null,
    last_change: decided
      ? {
          changes: decided.changes ?? {},
          status: decided.status as 'approved' | 'rejected',
          comment: decided.comment,
        }
      : null,
  };
}

/** The status of the account's latest real-name verification ('none' before any). */
export async function verificationStatus(db: Queryable, userId: number): Promise<'none' | ReviewStatus> {
  const { rows } = await db.query<{ status: ReviewStatus }>(
    `SELECT status FROM real_person_requests WHERE user_id = $1 AND kind = 'verification' ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.status ?? 'none';
}

/** Is this error the refusal of a second pending request of the same kind (index real_person_one_pending)? */
export const isSecondPending = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/**
 * Asks for a change of a verified account's name or organization (they were checked against the identity
 * document, so they change only after review). One pending change at a time, whatever the timing: while one waits
 * for review another is refused (422 changeAlreadyPending); the unique index real_person_one_pending holds it when
 * two arrive together.
 */
export async function requestInfoChange(
  tx: Queryable,
  user: { id: number; name: string; organization: string },
  changes: InfoChanges,
): Promise<number> {
  const waiting = await tx.query(
    `SELECT 1 FROM real_person_requests WHERE user_id = $1 AND kind = 'change' AND status = 'pending'`,
    [user.id],
  );
  if (waiting.rows.length) throw unprocessable('changeAlreadyPending');
  const previous: InfoChanges = {};
  for (const k of Object.keys(changes) as (keyof InfoChanges)[]) previous[k] = user[k];
  try {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO real_person_requests (user_id, kind, changes, previous) VALUES ($1, 'change', $2::jsonb, $3::jsonb) RETURNING id`,
      [user.id, JSON.stringify(changes), JSON.stringify(previous)],
    );
    return Number(rows[0].id);
  } catch (err) {
    if (isSecondPending(err)) throw unprocessable('changeAlreadyPending');
    throw err;
  }
}

interface Pending {
  id: string;
  user_id: string;
  kind: ReviewKind;
  status: ReviewStatus;
  changes: InfoChanges | null;
  comment: string;
}

/**
 * Approves or rejects a pending request the reviewer may see (`scope`: an SQL condition on `u`, the customer),
 * with their reason; applies an approved change, alerts the customer and writes the audit row.
 */
export async function decideReview(
  tx: Queryable,
  reviewer: { id: number; username: string },
  decision: { id: number; approve: boolean; comment: string },
  scope: { sql: string; params: unknown[] },
): Promise<void> {
  const params = [decision.id, ...scope.params];
  const found = (
    await tx.query<Pending>(
      `SELECT p.id, p.user_id, p.kind, p.status, p.changes, p.comment
         FROM real_person_requests p JOIN users u ON u.id = p.user_id
        WHERE p.id = $1 AND u.deleted_at IS NULL AND ${scope.sql} FOR UPDATE OF p`,
      params,
    )
  ).rows[0];
  if (!found) throw notFound();
  if (found.status !== 'pending') throw unprocessable('alreadyReviewed');
  const status = decision.approve ? 'approved' : 'rejected';
  await tx.query(
    'UPDATE real_person_requests SET status = $2, comment = $3, reviewer_id = $4, reviewed_at = now() WHERE id = $1',
    [decision.id, status, decision.comment, reviewer.id],
  );
  const userId = Number(found.user_id);
  if (found.kind === 'change' && decision.approve && found.changes) {
    await tx.query(
      `UPDATE users SET name = coalesce($2, name), organization = coalesce($3, organization), updated_at = now() WHERE id = $1`,
      [userId, found.changes.name ?? null, found.changes.organization ?? null],
    );
  }
  await writeAlert(tx, {
    userId,
    kind: 'review',
    event: `${found.kind}_${status}`,
    subjectId: decision.id,
    detail: decision.approve ? '' : decision.comment,
  });
  await writeAudit(tx, {
    actor: reviewer,
    action: `review.${decision.approve ? 'approve' : 'reject'}`,
    subject: { type: 'review', id: decision.id },
    before: { status: found.status, kind: found.kind, changes: found.changes },
    after: { status, comment: decision.comment },
  });
}
