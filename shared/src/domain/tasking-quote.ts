/**
 * The calls of the tasking offer (docs/tasking-offer.md): POST commodity/missions/quote/ (the form's fields → the
 * price in line items, the balance after, the first collect, the cancellation terms and how each predicted pass
 * stands against the schedule), POST commodity/missions/{id}/cancel/ and the staff-edited tasking price table.
 * The rules themselves are in ./tasking-offer. Imported as `@portal/shared/domain/tasking-quote`.
 */
import { z } from 'zod';
import { budgetIdField, orgSpendingSchema } from './organisations';
import { missionObject, missionRules, missionSchema } from './missions';
import { repeatSchema } from './tasking-series';
import {
  AVAILABILITIES,
  TASKING_PRICE_ITEMS,
  TASKING_PRICE_LIMITS as L,
  type TaskingPriceRow,
} from './tasking-offer';

/** A multipart field may carry JSON as text. */
const jsonText = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
/** Asks for the order again on a cadence: it becomes a series (./tasking-series). */
export const repeatField = z
  .preprocess(jsonText, repeatSchema.optional())
  .optional()
  .describe('Repeat collects: the order becomes a series of collects on this cadence');

/** The quote's body: the order form's fields and a repeat (JSON; the application form is sent with the order only). */
export const missionQuoteBody = missionObject
  .extend({ repeat: repeatField, budget_id: budgetIdField })
  .superRefine(missionRules);

/** What submitting a quoted order adds to its fields: 409 with the new quote when the price changed since. */
export const quotedFields = {
  repeat: repeatField,
  budget_id: budgetIdField,
  quote_id: z
    .string()
    .max(100)
    .optional()
    .describe('The quote the customer read; 409 with the new quote when it changed'),
  quoted_cost_fen: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().min(0))
    .optional()
    .meta({ type: 'integer', minimum: 0 })
    .describe("The quote's total the customer read"),
};

export const quoteLine = z.object({
  item: z.enum(['mode', 'size', ...TASKING_PRICE_ITEMS]),
  code: z.string().describe('img_mode, shots, priority band, effective_time or product type'),
  value: z.number().int().describe('fen per shot (mode), shots (size), or a factor in per mille'),
  amount_fen: z.number().int().describe('What the line adds; the lines add up to the price of one collect'),
});

export const cancellationTermsSchema = z.object({
  free_until: z
    .string()
    .nullable()
    .describe('Cancelled free until then (ISO 8601); null: free until refused'),
  refused_from: z
    .string()
    .nullable()
    .describe('Not cancellable from then on (ISO 8601); null: no collect in view'),
  fee_fen: z.number().int().describe('The fee between the two'),
  fee_permille: z.number().int(),
});

export const passConflict = z.object({
  kind: z
    .enum(['time', 'look_angle', 'budget'])
    .describe(
      "time: slew and settle; look_angle: one pass, other side or angle; budget: the orbit's imaging seconds",
    ),
  priority: z.enum(['higher', 'equal', 'lower']).describe("The planned task's priority against this order's"),
  order_no: z
    .string()
    .nullable()
    .describe("The caller's own order in the way; null: another customer's (booked)"),
});

export const quotedOpportunity = z.object({
  satellite_id: z.string(),
  imaging_start: z.string(),
  imaging_end: z.string(),
  look_side: z.enum(['left', 'right']),
  orbit_direction: z.enum(['ascending', 'descending']),
  look_angle: z.number(),
  incidence_angle: z.number(),
  availability: z
    .enum(AVAILABILITIES)
    .describe('free; competing: only lower-priority tasks not yet dispatched in the way; taken'),
  conflicts: z.array(passConflict),
});
export type QuotedOpportunity = z.infer<typeof quotedOpportunity>;

export const taskingQuote = z
  .object({
    quote_id: z.string().describe('Names the priced fields and the price table: send it with the order'),
    lines: z.array(quoteLine),
    collect_fen: z.number().int().describe('The price of one collect'),
    collects: z.number().int(),
    total_fen: z.number().int(),
    balance_fen: z.number().int(),
    balance_after_fen: z.number().int().describe('Negative when the balance does not cover the total'),
    first_collect: z.string().nullable().describe('The first pass not taken (ISO 8601); null when none is'),
    terms: cancellationTermsSchema,
    opportunities: z.array(quotedOpportunity),
    series: z
      .object({
        windows: z.array(z.object({ start: z.string(), end: z.string() })).describe("Each collect's window"),
        geometry: z
          .object({
            satellite_id: z.string(),
            orbit_direction: z.string(),
            look_side: z.string(),
            look_angle: z.number(),
          })
          .nullable()
          .describe(
            'Same geometry: what every collect keeps (the first free pass); null otherwise or without one',
          ),
      })
      .nullable()
      .describe('A repeat: its collects (each charged when created, within the horizon); null for one order'),
    org: orgSpendingSchema
      .nullable()
      .optional()
      .describe(
        "An organisation member's budget, monthly limit left and whether the order would wait for approval",
      ),
    suggestion: z
      .object({
        priority: z
          .number()
          .int()
          .nullable()
          .describe("A priority that would find a pass (the form's values)"),
        window_from: z.string().nullable().describe('The first free pass after the window (ISO 8601)'),
      })
      .nullable()
      .describe('When every pass is taken: what would find one'),
  })
  .meta({ id: 'TaskingQuote' });
export type TaskingQuote = z.infer<typeof taskingQuote>;

export const missionCancelBody = z.object({ reason: z.string().trim().max(200).optional() });
export const missionCancelled = z.object({
  mission: missionSchema,
  refund_fen: z.number().int(),
  fee_fen: z.number().int(),
});
export const feeWaiverBody = z.object({ reason: z.string().trim().min(1, { error: 'required' }).max(200) });

export const taskingPriceRow = z
  .object({
    item: z.enum(TASKING_PRICE_ITEMS),
    code: z.string().max(10),
    value: z.number().int().min(0).max(L.maxShotFen),
  })
  .refine((r) => r.item === 'mode' || (r.value >= L.minPermille && r.value <= L.maxPermille), {
    error: 'invalidValue',
    path: ['value'],
  }) satisfies z.ZodType<TaskingPriceRow>;
export const taskingPriceBody = z.object({ rows: z.array(taskingPriceRow).min(1).max(100) });
