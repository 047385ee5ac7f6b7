/**
 * The quote of a tasking order (docs/tasking-offer.md): the price of its fields in line items by the tasking price
 * table, the balance after, its first collect (the first pass not taken) and the cancellation terms counted back
 * from it. A quote's id names the priced lines, so an order sent with a quote is charged exactly what it says, or
 * refused with 409 and the new quote when the price changed since.
 */
import type { MissionFields } from '@portal/shared/domain/missions';
import { cancellationTerms, priceTasking } from '@portal/shared/domain/tasking-offer';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { collectWindows, type Repeat } from '@portal/shared/domain/tasking-series';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { assessSpend } from '../orgs/spending';
import { ApiError } from '../http/errors';
import type { PricedOrder } from '../missions/write';
import { feasibilityOf } from './feasibility';
import { loadTaskingPrices } from './prices';

/** What a submitted order says of the quote its customer read. */
export interface SentQuote {
  quote_id?: string;
  quoted_cost_fen?: number;
  budget_id?: number;
}

const quoteIdOf = (lines: unknown, windows: unknown) =>
  'q' + createHash('sha256').update(JSON.stringify({ lines, windows })).digest('hex').slice(0, 32);

/** The price of the fields in line items, for each collect of a repeat; 422 when the table lacks a row. */
async function priceOf(db: Queryable, f: MissionFields, repeat?: Repeat) {
  const price = priceTasking(await loadTaskingPrices(db), f);
  if (!price) throw new ApiError(422, 'invalidValue', [{ field: 'img_mode', key: 'invalidValue' }]);
  const windows = repeat ? collectWindows(repeat, f.id_date_1, f.id_date_2) : null;
  const collects = windows?.length ?? 1;
  return {
    ...price,
    windows,
    collects,
    total_fen: price.collect_fen * collects,
    quote_id: quoteIdOf(price.lines, windows),
  };
}

/** The quote of an order's fields (WGS-84) for the customer `userId`. */
export async function quoteMission(
  db: Queryable,
  userId: number,
  f: MissionFields,
  repeat?: Repeat,
  now = Date.now(),
  budgetId?: number,
): Promise<TaskingQuote> {
  const price = await priceOf(db, f, repeat);
  // A series' first collect is what the order is charged now (later collects as they are written).
  const org = await assessSpend(db, { userId, kind: 'tasking', costFen: price.collect_fen, budgetId });
  const balance = org.balanceFen;
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
    series: price.windows && {
      windows: price.windows,
      geometry: repeat?.same_geometry ? geometryOf(feasibility.opportunities) : null,
    },
    suggestion: feasibility.suggestion,
    ...(org.spending ? { org: org.spending } : {}),
  };
}

/** The geometry a same-geometry series keeps: the first pass not taken. */
function geometryOf(opportunities: TaskingQuote['opportunities']) {
  const first = opportunities.find((o) => o.availability !== 'taken');
  return first
    ? {
        satellite_id: first.satellite_id,
        orbit_direction: first.orbit_direction,
        look_side: first.look_side,
        look_angle: first.look_angle,
      }
    : null;
}

/** 409 with the new quote when the one the customer read no longer stands. */
export function assertQuoteStands(quote: TaskingQuote, sent: SentQuote) {
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
    return { cost_fen: price.total_fen, first_collect_at: null, budget_id: sent.budget_id };
  }
  const quote = await quoteMission(db, userId, f, undefined, Date.now(), sent.budget_id);
  assertQuoteStands(quote, sent);
  return { cost_fen: quote.total_fen, first_collect_at: quote.first_collect, budget_id: sent.budget_id };
}
