import {
  availabilityOf,
  cancellationOf,
  DEFAULT_TASKING_PRICES,
  priceTasking,
  priorityRelation,
} from '@portal/shared/domain/tasking-offer';

const HOUR = 3_600_000;
const order = { img_mode: 5, priority: 5, p_number: 3, product_type: 'SLC+ORG', effective_time: 9 };

describe('the tasking price', () => {
  it('is line items that add up to the price, each factor the difference it makes', () => {
    const p = priceTasking(DEFAULT_TASKING_PRICES, order)!;
    expect(p.lines.map((l) => [l.item, l.code, l.amount_fen])).toEqual([
      ['mode', '5', 2_200_00],
      ['size', '3', 4_400_00],
      ['priority', 'A', 3_300_00],
      ['timeliness', '9', -990_00],
      ['product', 'SLC+ORG', 2_227_50],
    ]);
    expect(p.collect_fen).toBe(11_137_50);
    expect(p.lines.reduce((s, l) => s + l.amount_fen, 0)).toBe(p.collect_fen);
  });

  it('is null for a field the table has no row for', () => {
    expect(priceTasking(DEFAULT_TASKING_PRICES, { ...order, img_mode: 2 })).toBeNull();
    expect(priceTasking(DEFAULT_TASKING_PRICES, { ...order, effective_time: 11 })).toBeNull();
    expect(priceTasking(DEFAULT_TASKING_PRICES, { ...order, p_number: 0 })).toBeNull();
  });
});

describe('cancellation', () => {
  const first = new Date(Date.UTC(2026, 11, 20, 12)).toISOString();
  const at = (hoursBefore: number) => Date.parse(first) - hoursBefore * HOUR;
  it('is free before the planning deadline, a quarter until 12 h before, then refused', () => {
    expect(cancellationOf(102, 10_000, first, at(72.01))).toMatchObject({ allowed: true, fee_fen: 0 });
    expect(cancellationOf(102, 10_000, first, at(72))).toMatchObject({ allowed: true, fee_fen: 2_500 });
    expect(cancellationOf(1022, 10_000, first, at(12.01))).toMatchObject({ allowed: true, fee_fen: 2_500 });
    expect(cancellationOf(1024, 10_000, first, at(12))).toMatchObject({ allowed: false, fee_fen: 0 });
  });
  it('is free while pending review or without a collect in view, and not allowed once imaged', () => {
    expect(cancellationOf(100, 10_000, first, at(1)).allowed).toBe(true);
    expect(cancellationOf(100, 10_000, first, at(1)).fee_fen).toBe(0);
    expect(cancellationOf(102, 10_000, null, Date.now())).toMatchObject({ allowed: true, fee_fen: 0 });
    expect(cancellationOf(104, 10_000, first, at(100)).allowed).toBe(false);
    expect(cancellationOf(1031, 10_000, first, at(100)).allowed).toBe(false);
  });
});

describe('availability', () => {
  it('is free with nothing in the way, competing only against lower undispatched tasks, taken otherwise', () => {
    expect(availabilityOf(8, [])).toBe('free');
    expect(availabilityOf(2, [{ priority: 8, dispatched: false }])).toBe('competing');
    expect(availabilityOf(2, [{ priority: 8, dispatched: true }])).toBe('taken');
    expect(availabilityOf(8, [{ priority: 7, dispatched: false }])).toBe('taken');
    expect(
      availabilityOf(5, [
        { priority: 8, dispatched: false },
        { priority: 2, dispatched: false },
      ]),
    ).toBe('taken');
    expect([priorityRelation(8, 2), priorityRelation(8, 6), priorityRelation(8, 15)]).toEqual([
      'higher',
      'equal',
      'lower',
    ]);
  });
});
