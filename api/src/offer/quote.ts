/**
 * The quote of a tasking order (docs/tasking-offer.md): the price of its fields in line items by the tasking price
 * table, the balance after, its first collect (the first pass not taken) and the cancellation terms counted back
 * from it. A quote's id names the priced lines, so an order sent with a quote is charged exactly what it says, or
 * refused with 409 and the new quote when the price changed since.
 */
import type { MissionFields } from '@portal/shared/domain/missions';
import { cancellationTerms, priceTasking } from '@portal/shared/domain/tasking-offer';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { feasibilityOf } from './feasibility';
import { loadTaskingPrices } from './prices';

/** The price an order is charged and the first collect its terms count from. */
export interface PricedOrder {
  cost_fen: number;
  first_collect_at: string | null;
}

/** What a submitted order says of the quote its customer read. */
export interface SentQuote {
  quote_id?: string;
  quoted_cost_fen?: number;
}

const quoteIdOf = (lines: unknown, collects: number) =>
  'q' + createHash('sha256').update(JSON.stringify({ lines, collects })).digest('hex').slice(0, 32);

/** The price of the fields in line items; 422 when the table has no row for one of them. */
async function priceOf(db: Queryable, f: MissionFields) {
  const price = priceTasking(await loadTaskingPrices(db), f);
  if (!price) throw new ApiError(422, 'invalidValue', [{ field: 'img_mode', key: 'invalidValue' }]);
  const collects = 1;
  return {
    ...price,
    collects,
    total_fen: price.collect_fen * collects,
    quote_id: quoteIdOf(price.lines, collects),
  };
}

/** The quote of an order's fields (WGS-84) for the customer `userId`. */
export async function quoteMission(
  db: Queryable,
  userId: number,
  f: MissionFields,
  now = Date.now(),
): Promise<TaskingQuote> {
  const price = await priceOf(db, f);
  const { rows } = await db.query<{ balance_fen: string }>('SELECT balance_fen FROM users WHERE id = $1', [
    userId,
  ]);
  const balance = Number(rows[0]?.balance_fen ?? 0);
  const feasibility = await feasibilityOf(db, f, userId, now);
  return {
    quote_id: price.quote_id,
    lines: price.lines,
    collect_fen: price.collect_fen,
    collects: price.collects,
    total_fen: price.total_fen,
    balance_fen: balance,
    balance_after_fen: balance - price.total_fen,
    first_collect: feasibility.first_collect,
    terms: cancellationTerms(feasibility.first_collect, price.total_fen),
    opportunities: feasibility.opportunities,
    suggestion: feasibility.suggestion,
  };
}

/**
 * What an order is charged. Sent with a quote: the quote's total and first collect, or 409 with the new quote
 * when the price is no longer the one read. Without one (a client of the spec's calls): the price of the moment,
 * and no first collect until a task is planned.
 */
export async function priceOrder(
  db: Queryable,
  userId: number,
  f: MissionFields,
  sent: SentQuote,
): Promise<PricedOrder> {
  if (sent.quote_id === undefined && sent.quoted_cost_fen === undefined) {
    const price = await priceOf(db, f);
    return { cost_fen: price.total_fen, first_collect_at: null };
  }
  const quote = await quoteMission(db, userId, f);
  if (
    (sent.quote_id !== undefined && sent.quote_id !== quote.quote_id) ||
    (sent.quoted_cost_fen !== undefined && sent.quoted_cost_fen !== quote.total_fen)
  )
    throw new ApiError(
      409,
      'taskingQuoteChanged',
      [{ field: 'quoted_cost_fen', key: 'taskingQuoteChanged' }],
      {},
      {},
      [quote],
    );
  return { cost_fen: quote.total_fen, first_collect_at: quote.first_collect };
}
