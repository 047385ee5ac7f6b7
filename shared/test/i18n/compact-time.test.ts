import { formatDateTime, formatDateTimeCompact, timeZoneName } from '../../src/i18n';

describe('a time in a table cell', () => {
  it('is the date and the time to the minute in the language’s zone, without the zone’s name', () => {
    expect(formatDateTimeCompact('2026-11-27T16:25:09Z', 'zh')).toBe('2026-11-28 00:25');
    expect(formatDateTimeCompact('2026-11-27T16:25:09Z', 'en')).toBe('2026-11-27 16:25');
    expect(formatDateTimeCompact(new Date('2026-11-27T16:25:09Z'), 'en')).toBe('2026-11-27 16:25');
  });

  it('keeps the seconds for passes of seconds', () => {
    expect(formatDateTimeCompact('2026-11-27T16:25:09Z', 'zh', { seconds: true })).toBe(
      '2026-11-28 00:25:09',
    );
    expect(formatDateTimeCompact('2026-11-27T16:25:09Z', 'en', { seconds: true })).toBe(
      '2026-11-27 16:25:09',
    );
  });

  it('is nothing for what is not a time', () => {
    expect(formatDateTimeCompact('', 'zh')).toBe('');
    expect(formatDateTimeCompact('yesterday', 'en')).toBe('');
  });

  it('leaves the full form, zone and all, as it was', () => {
    expect(formatDateTime('2026-11-27T16:25:09Z', 'zh')).toBe('2026-11-28 00:25:09 (北京时间)');
    expect(formatDateTime('2026-11-27T16:25:09Z', 'en')).toBe('2026-11-27 16:25:09 UTC');
    expect(timeZoneName('zh')).toBe('北京时间');
    expect(timeZoneName('en')).toBe('UTC');
  });
});
