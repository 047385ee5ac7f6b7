/**
 * The prediction's table (issue 33): each pass's imaging window on one line under a header naming the zone; in a
 * narrow box the centre, incidence and TLE epoch leave their columns for a line under the selected pass. jsdom has
 * no layout: the box's width comes from a ResizeObserver that reports what a browser would.
 */
import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@portal/shared/i18n';
import { stubResizeObserver } from '@portal/shared/testing';
import '../../../i18n';
import type { Opportunity } from '../api/simulation';
import { OpportunityTable, opportunityId } from './OpportunityTable';

let boxWidth = 0;
beforeAll(async () => {
  await i18n.changeLanguage('en');
  stubResizeObserver(() => boxWidth);
});

const pass: Opportunity = {
  satellite_id: 'TY-40',
  img_mode: 3,
  imaging_start: '2027-01-05T09:30:07Z',
  imaging_centre: '2027-01-05T09:30:09Z',
  imaging_end: '2027-01-05T09:30:10Z',
  look_angle: 34.47,
  incidence_angle: 38.12,
  look_side: 'left',
  orbit_direction: 'ascending',
  slant_range_km: 742.5,
  coverage: 'point',
  footprint: { type: 'Polygon', coordinates: [] },
  track: null,
  tle_epoch: '2027-01-04T22:15:00Z',
  tle_synthetic: true,
  schedule: { free: true, own_orders: [] },
};

async function tableIn(width: number, selected: string | null) {
  boxWidth = width;
  await act(async () => {
    render(<OpportunityTable opportunities={[pass]} selected={selected} onSelect={() => {}} lang="en" />);
  });
  const table = screen.getByTestId('opportunities');
  return {
    headers: within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
    row: screen.getByTestId('opportunity-row').textContent,
    more: screen.queryByTestId('opportunity-more')?.textContent ?? null,
  };
}

test('a wide box: every column, the window on one line under a header naming the zone', async () => {
  const t = await tableIn(1000, opportunityId(pass, 0));
  expect(t.headers).toEqual([
    'Satellite',
    'Start – End (UTC)',
    'Look angle',
    'Side',
    'Orbit',
    'Centre',
    'Incidence',
    'TLE epoch',
  ]);
  expect(t.row).toBe('TY-402027-01-05 09:30:07 – 09:30:1034.47°LeftAscending09:30:0938.12°2027-01-04 22:15');
  expect(t.more).toBeNull();
});

test('a narrow box: the centre, incidence and TLE epoch go under the selected pass', async () => {
  const t = await tableIn(700, opportunityId(pass, 0));
  expect(t.headers).toEqual(['Satellite', 'Start – End (UTC)', 'Look angle', 'Side', 'Orbit']);
  expect(t.row).toBe('TY-402027-01-05 09:30:07 – 09:30:1034.47°LeftAscending');
  expect(t.more).toBe('Centre 09:30:09 · Incidence 38.12° · TLE epoch 2027-01-04 22:15');
});

test('a narrow box shows no extra line while no pass is selected', async () => {
  expect((await tableIn(700, null)).more).toBeNull();
});

test('a pass a planned task is in the way of says booked, or names the caller’s own orders', async () => {
  boxWidth = 1000;
  await act(async () => {
    render(
      <OpportunityTable
        opportunities={[
          { ...pass, schedule: { free: false, own_orders: [] } },
          { ...pass, schedule: { free: false, own_orders: ['TO20261201000042'] } },
          pass,
        ]}
        selected={null}
        onSelect={() => {}}
        lang="en"
      />,
    );
  });
  expect(screen.getAllByTestId('opportunity-booked').map((c) => c.textContent)).toEqual([
    'Booked',
    'Your orders in the way: TO20261201000042',
  ]);
});
