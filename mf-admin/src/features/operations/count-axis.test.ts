/** The situation page's charts count whole things: their axis never shows fractions, also when every count is 0. */
import { countAxis } from './count-axis';

test('an empty chart runs from 0 to 1 in whole steps', () => {
  const axis = countAxis([[0, 0, 0]]);
  expect(axis).toMatchObject({ min: 0, max: 1, tickMinStep: 1 });
  expect(axis.valueFormatter(0.2)).toBe('0');
});

test('stacked series are summed per band for the top of the axis', () => {
  expect(
    countAxis([
      [1, 4, 0],
      [2, 3, 1],
    ]).max,
  ).toBe(7);
  expect(countAxis([]).max).toBe(1);
});
