/**
 * What a tasking order says of its commercial offer (docs/tasking-offer.md): its first collect, the series it is a
 * collect of, its delivery deadline and its cancellation terms as they stand. Part of the contract of an order
 * (./missions.ts missionSchema).
 */
import { z } from 'zod';
import { DEADLINE_STATES } from './tasking-offer';

export const missionOfferFields = {
  first_collect_at: z
    .string()
    .nullable()
    .describe(
      'Its first collect (ISO 8601): the earliest planned task, else the first free pass when it was quoted',
    ),
  delivery_deadline: z
    .object({
      due_at: z
        .string()
        .nullable()
        .describe('Imaging time + the hours of its timeliness class; null before imaging'),
      state: z.enum(DEADLINE_STATES),
    })
    .describe(
      'pending before imaging; on_time, at_risk or missed while undelivered; met or late once delivered',
    ),
  series_id: z
    .number()
    .int()
    .nullable()
    .describe('The series of repeat collects it is a collect of; null for one order'),
  series_index: z.number().int().nullable().describe('Which collect of its series (0 the first)'),
  awaiting_approval: z
    .boolean()
    .describe(
      "An organisation's order waiting for a manager (docs/organisations.md): money held, not yet reviewed",
    ),
  cancellation: z
    .object({
      allowed: z.boolean().describe('The customer may cancel it now'),
      fee_fen: z.number().int().describe('What cancelling now costs (0: free)'),
      free_until: z.string().nullable(),
      refused_from: z.string().nullable(),
    })
    .describe('The cancellation terms (docs/tasking-offer.md) as they stand now'),
};
