/**
 * The top-up / reduction form of an organisation's balance, checked as the customer balance dialog checks its own
 * (shared/grid BalanceChangeDialog): an amount in yuan above 0 with at most two decimals, within one change's limit,
 * and a reason; a reduction sends the amount negative, in fen. The problems are keys of that dialog's texts (the
 * `bill` namespace), so both dialogs say the same.
 */
import { BALANCE_CHANGE_LIMITS, yuanToFen } from '@portal/shared/domain/bills';
import type { OrgBalanceChange } from '../api';

export type BalanceKind = 'topup' | 'reduction';

export interface BalanceForm {
  kind: BalanceKind;
  /** Yuan, as typed. */
  amount: string;
  reason: string;
}

export interface BalanceProblems {
  amount?: 'amountInvalid';
  reason?: 'reasonRequired';
}

export const EMPTY_BALANCE_FORM: BalanceForm = { kind: 'topup', amount: '', reason: '' };

/** The body to post, or what is wrong with the form. */
export function checkBalanceForm(
  form: BalanceForm,
): { body: OrgBalanceChange; problems?: undefined } | { body?: undefined; problems: BalanceProblems } {
  const fen = yuanToFen(form.amount);
  const reason = form.reason.trim();
  const problems: BalanceProblems = {
    ...(fen !== null && fen > 0 && fen <= BALANCE_CHANGE_LIMITS.maxFen ? {} : { amount: 'amountInvalid' }),
    ...(reason ? {} : { reason: 'reasonRequired' }),
  };
  if (problems.amount || problems.reason) return { problems };
  return { body: { balance_change: form.kind === 'topup' ? fen! : -fen!, note: reason } };
}
