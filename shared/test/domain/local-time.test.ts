import { dayBound, isoToLocalInput, localInputToIso } from '../../src/i18n';

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

describe('datetime-local values', () => {
  it('are typed in Beijing time in Chinese and UTC in English, and sent as UTC', () => {
    expect(localInputToIso('2026-11-25T08:30', 'zh')).toBe('2026-11-25T00:30:00Z');
    expect(localInputToIso('2026-11-25T08:30', 'en')).toBe('2026-11-25T08:30:00Z');
    expect(isoToLocalInput('2026-11-25T00:30:00Z', 'zh')).toBe('2026-11-25T08:30');
    expect(isoToLocalInput('2026-11-24T23:59:00Z', 'zh')).toBe('2026-11-25T07:59');
    expect(isoToLocalInput('2026-11-25T00:30:00Z', 'en')).toBe('2026-11-25T00:30');
  });

  it('answer null or nothing for what cannot be read', () => {
    expect(localInputToIso('', 'zh')).toBeNull();
    expect(localInputToIso('2026-13-01T00:00', 'zh')).toBeNull();
    expect(localInputToIso('tomorrow', 'en')).toBeNull();
    expect(isoToLocalInput(null, 'zh')).toBe('');
    expect(isoToLocalInput('not a time', 'en')).toBe('');
  });
});
