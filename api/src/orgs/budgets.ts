/**
 * Named budgets (docs/organisations.md "Budgets and limits"): a project code, active or closed, an optional cap.
 * Orders are assigned to one (required while the organisation has an active one); what each spent and holds is
 * kept on its row by the wallet, under the budget's lock.
 */
import type { OrgBudget, createBudgetBody, updateBudgetBody } from '@portal/shared/domain/organisations';
import type { z } from 'zod';
import type { Db, Queryable } from '../db';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../http/errors';
import { requireMember } from './membership';
import { auditOrg, type Actor } from './org';

interface BudgetRow {
  id: string;
  code: string;
  name: string;
  active: boolean;
  cap_fen: string | null;
  spent_fen: string;
  held_fen: string;
  created_at: Date;
}

const toBudget = (r: BudgetRow): OrgBudget => {
  const cap = r.cap_fen === null ? null : Number(r.cap_fen);
  return {
    id: Number(r.id),
    code: r.code,
    name: r.name,
    active: r.active,
    cap_fen: cap,
    spent_fen: Number(r.spent_fen),
    held_fen: Number(r.held_fen),
    left_fen: cap === null ? null : cap - Number(r.spent_fen) - Number(r.held_fen),
    created_at: new Date(r.created_at).toISOString(),
  };
};

const BUDGET_COLUMNS = 'id, code, name, active, cap_fen, spent_fen, held_fen, created_at';

export async function budgetsOf(q: Queryable, orgId: number): Promise<OrgBudget[]> {
  const { rows } = await q.query<BudgetRow>(
    `SELECT ${BUDGET_COLUMNS} FROM org_budgets WHERE org_id = $1 ORDER BY active DESC, lower(code)`,
    [orgId],
  );
  return rows.map(toBudget);
}

/** Every member reads the budgets (the order dialog offers them). */
export async function listBudgets(q: Queryable, userId: number): Promise<OrgBudget[]> {
  return budgetsOf(q, (await requireMember(q, userId)).orgId);
}

const codeTaken = () => new ApiError(409, 'budgetCodeTaken', [{ field: 'code', key: 'budgetCodeTaken' }]);

export async function createBudget(
  db: Db,
  actor: Actor,
  b: z.infer<typeof createBudgetBody>,
): Promise<OrgBudget> {
  const me = await requireMember(db, actor.id, 'manage');
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<BudgetRow>(
        `INSERT INTO org_budgets (org_id, code, name, cap_fen) VALUES ($1, $2, $3, $4) RETURNING ${BUDGET_COLUMNS}`,
        [me.orgId, b.code, b.name, b.cap_fen],
      );
      await auditOrg(tx, actor, me.orgId, 'budget_create', null, b);
      return toBudget(rows[0]);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

export async function updateBudget(
  db: Db,
  actor: Actor,
  id: number,
  b: z.infer<typeof updateBudgetBody>,
): Promise<OrgBudget> {
  const me = await requireMember(db, actor.id, 'manage');
  return db.transaction(async (tx) => {
    const before = (
      await tx.query<BudgetRow>(
        `SELECT ${BUDGET_COLUMNS} FROM org_budgets WHERE id = $1 AND org_id = $2 FOR UPDATE`,
        [id, me.orgId],
      )
    ).rows[0];
    if (!before) throw new ApiError(404, 'notFound');
    const { rows } = await tx.query<BudgetRow>(
      `UPDATE org_budgets SET name = coalesce($2, name), active = coalesce($3, active),
              cap_fen = CASE WHEN $4::boolean THEN $5::bigint ELSE cap_fen END
        WHERE id = $1 RETURNING ${BUDGET_COLUMNS}`,
      [id, b.name ?? null, b.active ?? null, b.cap_fen !== undefined, b.cap_fen ?? null],
    );
    const { code, name, active, cap_fen } = toBudget(before);
    await auditOrg(tx, actor, me.orgId, 'budget_update', { code, name, active, cap_fen }, { code, ...b });
    return toBudget(rows[0]);
  });
}
