/** Amounts of an organisation: fen in the API, yuan with at most two decimals in the forms. */
import { yuanToFen } from '@portal/shared/domain/bills';
import { ORG_LIMITS } from '@portal/shared/domain/organisations';

/** Fen as a form shows them ("1234.50"); '' for none. */
export const yuanInput = (fen: number | null | undefined): string =>
  fen === null || fen === undefined ? '' : (fen / 100).toFixed(2);

/**
 * A typed amount: '' is none (null), a plain amount up to two decimals its fen, anything else (or above the largest
 * amount) undefined.
 */
export function parseYuan(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const fen = yuanToFen(text);
  return fen === null || fen > ORG_LIMITS.maxFen ? undefined : fen;
}
