/**
 * A tasking order's delivery among the archive orders (docs/requirements.md §1.4): the customer's list and staff's
 * mall orders mark it "Tasking delivery", leading to the tasking order on the reader's own page of it, and offer no
 * cancel for it; an order of the cart keeps its cancel. Only the network is stood in for.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { AxiosAdapter } from 'axios';
import type { ArchiveOrder } from '../../src/domain/orders';
import { ArchiveOrdersView, type OrdersAudience } from '../../src/grid/ArchiveOrdersView';
import { http } from '../../src/http';
import { i18n } from '../../src/i18n';
import { stubResizeObserver } from '../fixtures/layout';

const navigations: string[] = [];
jest.mock('single-spa', () => ({ navigateToUrl: (url: string) => navigations.push(url) }));

const order = (o: Partial<ArchiveOrder>): ArchiveOrder => ({
  id: 1,
  order_no: 'AO20261201000001',
  user_id: 3,
  username: 'alice',
  created_at: '2026-12-01T02:00:00Z',
  money_fen: 0,
  scene_ids: ['TY38_SM_20261201T021530_012345'],
  status: 'awaiting_download',
  status_code: 109,
  note: '',
  cancellable: true,
  cancelled_at: null,
  cancel_reason: null,
  staff_note: null,
  delivery_of: null,
  ...o,
});
const DELIVERY = order({
  id: 11,
  note: '编程订单 TO20261130000007 的交付',
  cancellable: false,
  delivery_of: { mission_id: 7, order_no: 'TO20261130000007' },
});
const BOUGHT = order({ id: 12, order_no: 'AO20261201000012', money_fen: 42000, note: 'for the port study' });

const adapter: AxiosAdapter = async (config) => ({
  data: { code: 0, msg: 'ok', data: [DELIVERY, BOUGHT], total: 2, total_exact: true },
  status: 200,
  statusText: '',
  headers: {},
  config,
});

// As wide as a 1920 px screen's page: every column shows.
beforeAll(() => stubResizeObserver(() => 1600));
beforeEach(() => {
  http.defaults.adapter = adapter;
  navigations.length = 0;
});

async function open(audience: OrdersAudience, lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ArchiveOrdersView audience={audience} />
      </I18nextProvider>,
    );
  });
  return screen.findByTestId(`order-delivery-${DELIVERY.id}`);
}

test('the customer: the delivery is marked and leads to their tasking order; it has no cancel, a bought order has', async () => {
  const chip = await open('customer', 'zh');
  expect(chip.textContent).toBe('编程订单交付');
  expect(chip.getAttribute('href')).toBe('/personalCenter/myProgrammingOrder?open=7');
  expect(chip.getAttribute('title')).toContain('TO20261130000007');
  expect(screen.queryByTestId(`order-cancel-${DELIVERY.id}`)).toBeNull();
  expect(screen.getByTestId(`order-cancel-${BOUGHT.id}`).textContent).toBe('取消订单');
  expect(screen.queryByTestId(`order-delivery-${BOUGHT.id}`)).toBeNull();
  // The note is the API's, in the page's language; the customer's own note as typed.
  expect(screen.getByText('编程订单 TO20261130000007 的交付')).toBeTruthy();
  expect(screen.getByText('for the port study')).toBeTruthy();
  fireEvent.click(chip);
  expect(navigations).toEqual(['/personalCenter/myProgrammingOrder?open=7']);
});

test("staff's mall orders: the same mark, leading to the tasking order's page; the detail names it", async () => {
  const chip = await open('staff', 'en');
  expect(chip.textContent).toBe('Tasking delivery');
  expect(chip.getAttribute('href')).toBe('/personalCenter/missionadmin/detail/7');
  expect(screen.queryByTestId(`order-cancel-${DELIVERY.id}`)).toBeNull();
  expect(screen.getByTestId(`order-cancel-${BOUGHT.id}`)).toBeTruthy();
  fireEvent.click(screen.getByTestId(`order-detail-${DELIVERY.id}`));
  const detail = await screen.findByTestId('order-detail');
  expect(within(detail).getByTestId('order-detail-delivery').textContent).toBe('TO20261130000007');
  expect(within(detail).getByTestId('order-detail-delivery').getAttribute('href')).toBe(
    '/personalCenter/missionadmin/detail/7',
  );
});

test('sales: the mark leads to their list of all tasking orders', async () => {
  const chip = await open('sales', 'en');
  expect(chip.getAttribute('href')).toBe('/personalCenter/allprogrammedOrderManagement?open=7');
  expect(screen.queryByTestId(`order-cancel-${BOUGHT.id}`)).toBeNull();
});
