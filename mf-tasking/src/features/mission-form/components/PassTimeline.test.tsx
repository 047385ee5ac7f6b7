/** The predicted passes on a time line: where each lies, what it says in each language, and that a mark selects. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { SatelliteId } from '@portal/shared/domain';
import { i18n, setLang } from '@portal/shared/i18n';
import '../../../i18n';
import type { Opportunity } from '../api/simulation';
import { axisFraction, axisSpan, markLanes, PassTimeline, shortTime } from './PassTimeline';

const pass = (satellite_id: SatelliteId, centre: string): Opportunity => ({
  satellite_id,
  img_mode: 3,
  imaging_start: centre,
  imaging_centre: centre,
  imaging_end: centre,
  look_angle: 20,
  incidence_angle: 22,
  look_side: 'right',
  orbit_direction: 'descending',
  slant_range_km: 640,
  coverage: 'point',
  footprint: { type: 'Polygon', coordinates: [] },
  track: null,
  tle_epoch: centre,
  tle_synthetic: true,
  schedule: { free: true, own_orders: [] },
});

const FROM = '2026-11-28T00:00:00Z';
const TO = '2026-12-05T00:00:00Z';
const passes = [pass('TY-38', '2026-11-28T06:05:00Z'), pass('TY-41', '2026-12-01T12:00:00Z')];

test('a pass lies on the axis at its share of the window, clamped to its ends', () => {
  expect(axisFraction('2026-12-01T12:00:00Z', FROM, TO)).toBeCloseTo(0.5);
  expect(axisFraction('2026-11-01T00:00:00Z', FROM, TO)).toBe(0);
  expect(axisFraction('2027-01-01T00:00:00Z', FROM, TO)).toBe(1);
  expect(axisFraction(FROM, TO, FROM)).toBe(0.5); // an empty window: the middle
});

test('the axis spans the passes, a tenth wider on each side (an hour at least), within the window searched', () => {
  expect(axisSpan(['2026-11-28T06:00:00Z', '2026-11-29T06:00:00Z'], FROM, TO)).toEqual({
    from: '2026-11-28T03:36:00.000Z',
    to: '2026-11-29T08:24:00.000Z',
  });
  expect(axisSpan(['2026-11-28T00:10:00Z'], FROM, TO)).toEqual({
    from: '2026-11-28T00:00:00.000Z',
    to: '2026-11-28T01:10:00.000Z',
  });
  expect(axisSpan([], FROM, TO)).toEqual({ from: FROM, to: TO });
});

test('passes minutes apart take lanes one above the other, so that no mark hides another', () => {
  // On a 400 px axis: 0.50, 0.51 and 0.515 lie within 6 px (three lanes); 0.60 clears 0.50 by 40 px (first lane);
  // 0.605 is 2 px from 0.60 but 38 px from 0.51 (second lane).
  expect(markLanes([0.1, 0.5, 0.51, 0.515, 0.6, 0.605, 0.9], 400)).toEqual([0, 0, 1, 2, 0, 1, 0]);
  expect(markLanes([0.5, 0.51], undefined)).toEqual([0, 0]);
});

test('times in Beijing time in Chinese and in UTC in English, to the minute', () => {
  expect(shortTime('2026-11-28T06:05:00Z', 'zh')).toBe('11-28 14:05');
  expect(shortTime('2026-11-28T06:05:00Z', 'en')).toBe('11-28 06:05');
});

test('one numbered mark per pass, labelled in the page language; a click selects that pass', async () => {
  await act(() => setLang('zh'));
  const selected: string[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <PassTimeline
        opportunities={passes}
        from={FROM}
        to={TO}
        selected="opp-1-TY-41"
        onSelect={(id) => selected.push(id)}
        lang="zh"
      />
    </I18nextProvider>,
  );
  const marks = screen.getAllByTestId('pass-mark');
  expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual([
    '第 1 次机会：TY-38，11-28 14:05',
    '第 2 次机会：TY-41，12-01 20:00',
  ]);
  expect(marks.map((m) => m.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  expect(screen.getByTestId('pass-timeline').textContent).toContain('北京时间');
  expect(screen.getAllByTestId('pass-chip').map((c) => c.textContent)).toEqual([
    '1 · TY-38 11-28 14:05',
    '2 · TY-41 12-01 20:00',
  ]);
  fireEvent.click(screen.getAllByTestId('pass-chip')[1]);
  expect(selected).toEqual(['opp-1-TY-41']);
  fireEvent.click(marks[0]);
  expect(selected).toEqual(['opp-1-TY-41', 'opp-0-TY-38']);
});
