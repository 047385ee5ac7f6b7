/**
 * The tasking orders page with its series (docs/tasking-offer.md), through the portal's HTTP client (only the
 * network is stood in for): with no series yet the series tab says how to make one; an order that is a collect of a
 * series names it ("系列 RS… 第 k/n 次") and leads to it in place.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { i18n } from '@portal/shared/i18n';
import { MemoryRouter } from '@portal/shared/router';
import { MISSION, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import { SERIES } from './features/series/state/series-fixture';
import { TaskingOrdersPage } from './TaskingOrdersPage';

jest.mock('single-spa', () => ({ navigateToUrl: () => undefined }));

/** The second collect of the series, anchored. */
const COLLECT: MissionDetail = {
  ...MISSION,
  id: 42,
  order_no: 'TO20261120000042',
  order_state: 1022,
  editable: false,
  series_id: 7,
  series_index: 1,
  history: [],
  planned_imaging: [],
  products: [],
  staff_comments: [],
};

let seriesPage: unknown[] = [];
standInNetwork((config: InternalAxiosRequestConfig): Answer => {
  const ok = (data: unknown[], total = data.length): Answer => ({
    status: 200,
    body: { code: 0, msg: 'ok', data, total },
  });
  switch (config.url) {
    case '/commodity/series/':
      return ok(seriesPage);
    case '/commodity/series/7/':
      return ok([SERIES]);
    case '/commodity/missions/42/':
      return ok([COLLECT]);
    default:
      return ok([]);
  }
});

async function show(lang: 'zh' | 'en', entry: string) {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  render(
    inPortal(
      <MemoryRouter initialEntries={[entry]}>
        <TaskingOrdersPage />
      </MemoryRouter>,
    ),
  );
}

test('no series yet: the series tab says how to make one', async () => {
  seriesPage = [];
  await show('zh', '/personalCenter/myProgrammingOrder?tab=series');
  const empty = await screen.findByTestId('empty-state');
  expect(empty.textContent).toContain('还没有重复采集系列');
  expect(empty.textContent).toContain('在编程订单页填写订单时打开“重复采集”');
  expect(screen.getByTestId('series-new').textContent).toBe('新建编程订单');
});

test('a collect names its series, k of n, and opens it in place', async () => {
  await show('zh', '/personalCenter/myProgrammingOrder?open=42');
  const link = await screen.findByTestId('mission-series');
  await waitFor(() => expect(link.textContent).toBe('系列 RS20261120000007 第 2/4 次'));
  expect(link.getAttribute('href')).toBe('/personalCenter/myProgrammingOrder?tab=series&series=7');
  fireEvent.click(link);
  expect(await screen.findByText('重复采集系列 RS20261120000007')).toBeTruthy();
  await screen.findByTestId('series-timeline');
  await waitFor(() => expect(screen.queryByTestId('mission-series')).toBeNull());
  expect(screen.getByTestId('missions-tab-series').getAttribute('aria-selected')).toBe('true');
});

test('en: Collect k of n of series RS…', async () => {
  await show('en', '/personalCenter/myProgrammingOrder?open=42');
  const link = await screen.findByTestId('mission-series');
  await waitFor(() => expect(link.textContent).toBe('Collect 2 of 4 of series RS20261120000007'));
});
