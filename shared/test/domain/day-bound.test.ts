import { dayBound } from '../../src/i18n';

describe('dayBound', () => {
  it("bounds a calendar day in the viewer's zone: Beijing in Chinese, UTC in English", () => {
    expect(dayBound('2026-11-25', 'start', 'zh')).toBe('2026-11-25T00:00:00.000+08:00');
    expect(dayBound('2026-11-25', 'end', 'zh')).toBe('2026-11-25T23:59:59.999+08:00');
    expect(dayBound('2026-11-25', 'start', 'en')).toBe('2026-11-25T00:00:00.000Z');
    expect(new Date(dayBound('2026-11-25', 'start', 'zh')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('answers nothing for what is not a day', () => {
    expect(dayBound('', 'start', 'zh')).toBe('');
    expect(dayBound('2026-02-30', 'start', 'zh')).toBe('');
    expect(dayBound('2026-11-25T00:00', 'end', 'en')).toBe('');
  });
});
