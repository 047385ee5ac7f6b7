import { checkBalanceForm } from './balance-form';

test('a top-up posts its fen, a reduction the same fen negative, the reason trimmed', () => {
  expect(checkBalanceForm({ kind: 'topup', amount: '12.34', reason: ' Contract 7 ' })).toEqual({
    body: { balance_change: 1234, note: 'Contract 7' },
  });
  expect(checkBalanceForm({ kind: 'reduction', amount: '0.5', reason: 'Refund' })).toEqual({
    body: { balance_change: -50, note: 'Refund' },
  });
});

test('zero, more than two decimals, a sign, text or beyond one change’s limit is no amount; the reason is required', () => {
  for (const amount of ['', '0', '0.00', '1.234', '-5', 'ten', '10000000.01'])
    expect(checkBalanceForm({ kind: 'topup', amount, reason: 'r' }).problems).toEqual({
      amount: 'amountInvalid',
    });
  expect(checkBalanceForm({ kind: 'topup', amount: '10000000', reason: 'r' }).body?.balance_change).toBe(
    1_000_000_000,
  );
  expect(checkBalanceForm({ kind: 'reduction', amount: '1', reason: '  ' }).problems).toEqual({
    reason: 'reasonRequired',
  });
});
