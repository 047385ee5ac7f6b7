import { progressOf, stepTimes } from '../../src/domain/mission-state';
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

describe("each step's time is its own event's", () => {
  /** An order walked through `states`, one an hour from midnight, with its colours at the last one. */
  const walk = (states: number[], imagedAt: string | null = null) => {
    const changes = states.map((state, i) => ({
      state,
      at: `2026-03-01T${String(i).padStart(2, '0')}:00:00Z`,
    }));
    const colours = progressOf(states[states.length - 1]).map((s) => s.color);
    return stepTimes(colours, changes, imagedAt);
  };
  const hour = (h: number) => `2026-03-01T${String(h).padStart(2, '0')}:00:00Z`;

  it('green steps: their own success, not a later change of the same step', () => {
    const path = [100, 101, 102, 103, 1022, 1024, 104, 105, 106, 107, 109, 1092];
    expect(walk(path)).toEqual([hour(3), hour(4), hour(6), hour(9), hour(10)]);
    // Imaged before its result was recorded: the imaging time.
    expect(walk(path, '2026-02-28T23:30:00Z')[2]).toBe('2026-02-28T23:30:00Z');
    // Stored without a recorded imaging success, nor an imaging time: no time rather than the storage's.
    expect(walk([102, 103, 1022, 1024, 105, 106])).toEqual([hour(1), hour(2), null, null, null]);
  });

  it('red and yellow steps: the change that made them so; grey steps none', () => {
    expect(walk([100, 101, 102, 1032, 1033])).toEqual([hour(4), null, null, null, null]);
    expect(walk([102, 103, 1022, 1024, 104, 1051])).toEqual([hour(1), hour(2), hour(5), null, null]);
    // Cancelled: the cancellation's time, whatever the imaging time.
    const cancelled = walk([102, 103, 1022, 1024, 1043], '2026-02-28T23:30:00Z');
    expect(cancelled).toEqual([hour(1), hour(2), hour(4), null, null]);
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
