import { progressOf } from '../../src/domain/mission-state';
import { priorityBand } from '../../src/domain/priority';

describe('five-step progress', () => {
  const colors = (code: number, list?: 'mission' | 'order') => progressOf(code, list).map((s) => s.color);
  it('colours done steps green, the current by outcome, later grey', () => {
    expect(colors(100)).toEqual(['grey', 'grey', 'grey', 'grey', 'grey']);
    expect(colors(103)).toEqual(['green', 'grey', 'grey', 'grey', 'grey']);
    expect(colors(1023)).toEqual(['green', 'red', 'grey', 'grey', 'grey']);
    expect(colors(1043)).toEqual(['green', 'green', 'yellow', 'grey', 'grey']);
    expect(colors(1071)).toEqual(['green', 'green', 'green', 'red', 'grey']);
    expect(colors(1092)).toEqual(['green', 'green', 'green', 'green', 'green']);
    expect(colors(104, 'mission')).toEqual(['green', 'green', 'red', 'grey', 'grey']);
    expect(colors(99999)).toEqual(['grey', 'grey', 'grey', 'grey', 'grey']);
  });
});

describe('priority bands', () => {
  it.each([
    [0, 'A+'],
    [2, 'A+'],
    [3, 'A'],
    [5, 'A'],
    [6, 'B'],
    [8, 'B'],
    [9, 'C'],
    [11, 'C'],
    [12, 'D'],
    [40, 'D'],
  ])('%p -> %p', (p, band) => expect(priorityBand(p)).toBe(band));
  it('rejects negative priorities', () => expect(() => priorityBand(-1)).toThrow(RangeError));
});
