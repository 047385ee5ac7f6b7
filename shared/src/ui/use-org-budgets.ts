/**
 * An organisation member's budget for an order (docs/organisations.md "Budgets and limits"): whether the member's
 * role may place this kind of order, the organisation's active budgets, the one chosen (remembered for the session,
 * so the next order offers it first; the only one when there is one) and the server's message on `budget_id`.
 * Outside an organisation it asks nothing and names no budget: the order is the customer's own, as before.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { orgRoleMay, type OrgBudget, type OrgRole } from '../domain/organisations';
import { ApiError, failureMessage, listOrgBudgets } from '../http';
import { orgBudgetAtom, userInfoAtom } from '../session';
import { ORG_SPENDING_NS } from './org-spending-i18n';

export type OrgOrderKind = 'archive' | 'tasking';

export interface OrgBudgets {
  /** The caller's role in their organisation; null outside one. */
  role: OrgRole | null;
  /** Why the caller's role may not place this kind of order, in words; null when it may (or outside one). */
  refusal: string | null;
  /** The organisation's active budgets (none outside one, before they are in, or when it has none). */
  budgets: OrgBudget[];
  /** The budgets are being asked for. */
  loading: boolean;
  /** The budget the order is assigned to (`budget_id`); null for none. */
  budgetId: number | null;
  choose(id: number): void;
  /** The organisation has an active budget and none is chosen: the order cannot be placed yet. */
  missing: boolean;
  /** The server's message on `budget_id` (a closed budget, a cap passed), shown under the select. */
  error: string | null;
  setError(message: string | null): void;
  /** The budgets could not be read, in words. */
  loadError: string | null;
}

/** The server's message on `budget_id` in a refusal, if any. */
export function budgetErrorOf(err: unknown): string | null {
  return err instanceof ApiError ? (err.errors.find((e) => e.field === 'budget_id')?.message ?? null) : null;
}

interface Answer {
  of: unknown;
  budgets: OrgBudget[];
  error: string | null;
}

/**
 * `ask`: the budgets are asked for again whenever it changes to a value other than null or false (a dialog's
 * opening: its selection), and not while it is null or false.
 */
export function useOrgBudgets(kind: OrgOrderKind, ask: unknown): OrgBudgets {
  const { t } = useTranslation(ORG_SPENDING_NS);
  const org = useAtomValue(userInfoAtom)?.org ?? null;
  const [remembered, remember] = useAtom(orgBudgetAtom);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const role = org?.role ?? null;
  const may = !org || orgRoleMay(role, kind);
  const asking = Boolean(org) && may && ask !== null && ask !== false && ask !== undefined;
  const orgId = org?.id ?? null;

  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    setError(null);
    listOrgBudgets(controller.signal).then(
      (all) => {
        if (!controller.signal.aborted)
          setAnswer({ of: ask, budgets: all.filter((b) => b.active), error: null });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        // 404: no organisation after all (the session's user info is older than a removal).
        const gone = err instanceof ApiError && err.status === 404;
        setAnswer({ of: ask, budgets: [], error: gone ? null : failureMessage(err) });
      },
    );
    return () => controller.abort();
  }, [asking, ask, orgId]);

  const choose = useCallback(
    (id: number) => {
      remember(id);
      setError(null);
    },
    [remember],
  );

  const loading = asking && answer?.of !== ask;
  const budgets = asking && !loading ? answer!.budgets : [];
  const budgetId = !asking
    ? null
    : loading
      ? remembered
      : budgets.some((b) => b.id === remembered)
        ? remembered
        : budgets.length === 1
          ? budgets[0].id
          : null;
  return {
    role,
    refusal: may ? null : t(kind === 'archive' ? 'cannotBuy' : 'cannotTask'),
    budgets,
    loading,
    budgetId,
    choose,
    missing: asking && !loading && budgets.length > 0 && budgetId === null,
    error,
    setError,
    loadError: asking && !loading ? answer!.error : null,
  };
}
