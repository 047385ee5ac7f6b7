/** The portal's own notes in a task's history are said in the reader's language; a person's note stays as written. */
import { historyNote } from '../src/tasks/tasks';

it('the pass a task was anchored on, in Beijing time in Chinese and in UTC in English', () => {
  const note = 'anchored on TY-38@2026-11-28T06:05:07.000Z';
  expect(historyNote(note, 'zh')).toBe('锚定于 TY-38 的过境（2026-11-28 14:05:07 北京时间）');
  expect(historyNote(note, 'en')).toBe('Anchored on the TY-38 pass of 2026-11-28 06:05:07 UTC');
});

it('any other note is shown as written, in both languages', () => {
  for (const note of ['雷达维护，改期', 'weather', '', 'anchored on nothing'])
    for (const lang of ['zh', 'en'] as const) expect(historyNote(note, lang)).toBe(note);
});
