/**
 * A quote as the API answers it (POST commodity/missions/quote/), for the unit tests of the quote and the submit
 * only: two stripmap shots, priority B, 24-hour delivery, both products; its first collect on 5 December 2026 at
 * 02:00 UTC (10:00 Beijing time), so free until 72 h before and refused from 12 h before.
 */
import { SATELLITE_IDS } from '@portal/shared/domain';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';

const OFFER = {
  quote_id: 'q-1',
  lines: [
    { item: 'mode', code: '3', value: 150_000, amount_fen: 150_000 },
    { item: 'size', code: '2', value: 2, amount_fen: 150_000 },
    { item: 'priority', code: 'B', value: 1200, amount_fen: 60_000 },
    { item: 'timeliness', code: '7', value: 1000, amount_fen: 0 },
    { item: 'product', code: 'SLC+ORG', value: 1250, amount_fen: 90_000 },
  ],
  collect_fen: 450_000,
  collects: 1,
  total_fen: 450_000,
  balance_fen: 1_000_000,
  balance_after_fen: 550_000,
  first_collect: '2026-12-05T02:00:00.000Z',
  terms: {
    free_until: '2026-12-02T02:00:00.000Z',
    refused_from: '2026-12-04T14:00:00.000Z',
    fee_fen: 112_500,
    fee_permille: 250,
  },
  opportunities: [
    {
      satellite_id: SATELLITE_IDS[1],
      imaging_start: '2026-12-05T02:00:00.000Z',
      imaging_end: '2026-12-05T02:00:20.000Z',
      look_side: 'right',
      orbit_direction: 'descending',
      look_angle: 24.3,
      incidence_angle: 27.1,
      availability: 'free',
      conflicts: [],
    },
    {
      satellite_id: SATELLITE_IDS[2],
      imaging_start: '2026-12-06T09:30:00.000Z',
      imaging_end: '2026-12-06T09:30:20.000Z',
      look_side: 'left',
      orbit_direction: 'ascending',
      look_angle: 31.0,
      incidence_angle: 34.2,
      availability: 'taken',
      conflicts: [
        { kind: 'time', priority: 'higher', order_no: null },
        { kind: 'look_angle', priority: 'equal', order_no: 'TO20261120000003' },
      ],
    },
  ],
  suggestion: null,
} satisfies Omit<TaskingQuote, 'series'>;

/** One order: no series of repeat collects. */
export const QUOTE = { ...OFFER, series: null } as TaskingQuote;
