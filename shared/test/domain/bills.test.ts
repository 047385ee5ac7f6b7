import { billQuerySchema, yuanToFen } from '../../src/domain/bills';

describe('yuanToFen: what staff type as an amount', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    [' 0.05 ', 5],
    ['0', 0],
    ['999999999999.99', 99999999999999],
  ])('%s yuan is %d fen', (text, fen) => expect(yuanToFen(text)).toBe(fen));

  it.each(['', '-1', '1.234', '1,000', '1e3', '.5', '12.', 'abc', '1 000', '0x10'])('refuses %j', (text) =>
    expect(yuanToFen(text)).toBeNull(),
  );
});

describe('bill query', () => {
  it('defaults to the newest first and refuses impossible dates and unknown scenes', () => {
    expect(billQuerySchema.parse({})).toEqual({ sort: 'newest' });
    expect(billQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(billQuerySchema.safeParse({ scene: 'gift' }).success).toBe(false);
    expect(billQuerySchema.parse({ user_id: '7', scene: 'quota_topup' })).toMatchObject({ user_id: 7 });
  });
});
