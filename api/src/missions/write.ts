/**
 * Tasking orders (missions) a customer writes: creating one charges its price from the balance (one transaction,
 * the ledger row `tasking_spend`), and they edit or delete it only while it waits for review (the difference, or
 * everything, goes back). The price and the first collect come from the quote (api/src/offer). Coordinates are
 * stored in WGS-84.
 */
import { INITIAL_ORDER_STATE, isEditableOrderState } from '@portal/shared/domain';
import { CUSTOMER_COLUMNS } from '@portal/shared/domain/mission-field-views';
import type { MissionFields } from '@portal/shared/domain/missions';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { missionNo } from '../numbers';
import { chargeOrder } from '../orgs/charge';
import { authoriseSpend } from '../orgs/spending';
import { moveMoney, recordChange } from './changes';
import { findMission } from './read';

export interface StoredFile {
  key: string;
  name: string;
}

/** What an order is charged and the first collect its cancellation terms count from (api/src/offer/quote.ts). */
export interface PricedOrder {
  cost_fen: number;
  first_collect_at: string | null;
  /** An organisation member's budget (docs/organisations.md). */
  budget_id?: number | null;
}

/** The columns the customer's fields are stored in and their values by name (coordinates already in WGS-84). */
const COLUMNS = CUSTOMER_COLUMNS.map((c) => c.column);
const valuesOf = (f: MissionFields) =>
  CUSTOMER_COLUMNS.map((c) => f[c.field as keyof MissionFields] ?? c.empty);

/** An order awaiting its organisation's approval is decided by a manager, not edited or deleted (422). */
export const awaitingApproval = (field: string) =>
  new ApiError(422, 'missionAwaitingApproval', [{ field, key: 'missionAwaitingApproval' }]);

/** A collect of a series: which series and which of its collects (at most one order per index). */
export interface SeriesCollectRef {
  seriesId: number;
  index: number;
}

/**
 * Writes an order pending review and charges its cost inside the caller's transaction (the customer's row locked
 * by the caller), or, for an organisation's order that needs a manager, holds it awaiting approval. A collect of a
 * series already written is not written again, nor a later collect while the series' first awaits approval: null.
 * Only a series' first collect may wait: the later ones follow it.
 */
export async function insertMission(
  tx: Queryable,
  userId: number,
  f: MissionFields,
  form: StoredFile,
  priced: PricedOrder,
  collect?: SeriesCollectRef,
): Promise<number | null> {
  const cost = priced.cost_fen;
  if (collect && collect.index > 0) {
    const first = await tx.query(
      'SELECT 1 FROM missions WHERE series_id = $1 AND series_index = 0 AND awaiting_approval',
      [collect.seriesId],
    );
    if (first.rows.length) return null;
  }
  const spend = await authoriseSpend(tx, {
    userId,
    kind: 'tasking',
    costFen: cost,
    budgetId: priced.budget_id,
  });
  if (collect && collect.index > 0) spend.approval = null;
  const params = [
    userId,
    ...valuesOf(f),
    f.target ? JSON.stringify(f.target) : null,
    form.key,
    form.name,
    cost,
    priced.first_collect_at,
    collect?.seriesId ?? null,
    collect?.index ?? null,
  ];
  const n = COLUMNS.length;
  const placeholders = COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO missions (user_id, ${COLUMNS.join(', ')}, target, application_form_key, application_form_name, cost_fen,
                           first_collect_at, series_id, series_index)
     VALUES ($1, ${placeholders}, ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON($${n + 2}), 4326)), $${n + 3}, $${n + 4},
             $${n + 5}, $${n + 6}, $${n + 7}, $${n + 8})
     ON CONFLICT (series_id, series_index) WHERE series_id IS NOT NULL DO NOTHING
     RETURNING id, created_at`,
    params,
  );
  if (!rows[0]) return null;
  const missionId = Number(rows[0].id);
  await chargeOrder(tx, spend, {
    userId,
    kind: 'tasking',
    orderId: missionId,
    orderNo: missionNo(missionId, rows[0].created_at),
    costFen: cost,
    scene: 'tasking_spend',
  });
  await recordChange(tx, missionId, userId, null, INITIAL_ORDER_STATE, userId);
  return missionId;
}

/** Creates an order pending review and charges its cost, in one transaction. */
export async function createMission(
  db: Db,
  userId: number,
  f: MissionFields,
  form: StoredFile,
  priced: PricedOrder,
) {
  const id = await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return (await insertMission(tx, userId, f, form, priced))!;
  });
  return (await findMission(db, id, null))!;
}

/**
 * A customer's edit of their own order while it waits for review: the fields are replaced (the application form
 * too, when a new one is sent) and the balance moves by the difference in cost. 422 once it was reviewed.
 */
export async function updateMission(
  db: Db,
  id: number,
  userId: number,
  f: MissionFields,
  form: StoredFile | null,
  priced: PricedOrder,
) {
  const cost = priced.cost_fen;
  const found = await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await tx.query<{ order_state: number; cost_fen: string; awaiting_approval: boolean }>(
      'SELECT order_state, cost_fen, awaiting_approval FROM missions WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE',
      [id, userId],
    );
    if (!rows[0]) return false;
    if (rows[0].awaiting_approval) throw awaitingApproval('id');
    if (!isEditableOrderState(rows[0].order_state))
      throw new ApiError(422, 'missionNotEditable', [{ field: 'id', key: 'missionNotEditable' }]);
    const values = valuesOf(f);
    const sets = COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
    const n = COLUMNS.length;
    await tx.query(
      `UPDATE missions SET ${sets}, target = ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON($${n + 2}), 4326)),
              application_form_key = coalesce($${n + 3}, application_form_key),
              application_form_name = coalesce($${n + 4}, application_form_name),
              cost_fen = $${n + 5}, first_collect_at = $${n + 6}, updated_at = now(), version = version + 1
        WHERE id = $1`,
      [
        id,
        ...values,
        f.target ? JSON.stringify(f.target) : null,
        form?.key ?? null,
        form?.name ?? null,
        cost,
        priced.first_collect_at,
      ],
    );
    await moveMoney(
      tx,
      userId,
      Number(rows[0].cost_fen) - cost,
      Number(rows[0].cost_fen) > cost ? 'tasking_refund' : 'tasking_spend',
      id,
      userId,
    );
    return true;
  });
  return found ? findMission(db, id, null) : null;
}

/**
 * Deletes a customer's orders that wait for review, refunding each: all or nothing. 404 when one is not theirs,
 * 422 (naming it) when one was already reviewed.
 */
export async function destroyMissions(db: Db, ids: number[], userId: number): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await tx.query<{
      id: string;
      order_state: number;
      cost_fen: string;
      awaiting_approval: boolean;
    }>(
      'SELECT id, order_state, cost_fen, awaiting_approval FROM missions WHERE id = ANY ($1::bigint[]) AND user_id = $2 AND deleted_at IS NULL FOR UPDATE',
      [unique, userId],
    );
    if (rows.length !== unique.length) {
      const mine = new Set(rows.map((r) => Number(r.id)));
      const i = ids.findIndex((x) => !mine.has(x));
      throw new ApiError(404, 'notFound', [{ field: `ids.${i}`, key: 'notFound' }]);
    }
    const waiting = rows.find((r) => r.awaiting_approval);
    if (waiting) throw awaitingApproval(`ids.${ids.indexOf(Number(waiting.id))}`);
    const locked = rows.filter((r) => !isEditableOrderState(r.order_state));
    if (locked.length)
      throw new ApiError(
        422,
        'missionNotEditable',
        locked.map((r) => ({
          field: `ids.${ids.indexOf(Number(r.id))}`,
          key: 'missionNotEditable' as const,
        })),
      );
    for (const r of rows) {
      await tx.query('UPDATE missions SET deleted_at = now(), updated_at = now() WHERE id = $1', [r.id]);
      await moveMoney(tx, userId, Number(r.cost_fen), 'tasking_refund', Number(r.id), userId);
    }
    return rows.length;
  });
}
