/**
 * The cart with a scene already bought (issue 32, item 4): the row is marked, the page says so, the scene cannot be
 * selected, and ordering everything asks the price of the other scenes only.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http, httpHooks } from '@portal/shared/http';
import { setLang } from '@portal/shared/i18n';
import { CartPage } from './CartPage';
import { inPortal } from '@portal/shared/testing';

const item = (id: string) => ({
  id,
  satellite: 'TY-39',
  acquired_at: '2025-01-10T03:00:00.000Z',
  acquired_end: '2025-01-10T03:00:05.000Z',
  img_mode: 3,
  product_type: 'SLC',
  polarization: 'VV',
  orbit_direction: 'ascending',
  look_side: 'right',
  look_angle: 27,
  incidence_angle: 30,
  resolution: 3,
  classification: 'public',
  absolute_orbit: 1000,
  quicklook_url: `/api/catalog/quicklook/${id}.png`,
  added_at: '2026-11-01T00:00:00.000Z',
});

const asked: { key: string; params?: unknown }[] = [];
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  asked.push({ key, params: config.params });
  const body =
    key === 'GET /commodity/manage_carts/'
      ? { code: 0, msg: 'ok', data: [item('A'), item('B')], total: 2 }
      : key === 'POST /commodity/conflict_check/'
        ? {
            code: 0,
            msg: 'ok',
            data: [
              { scene_id: 'A', conflict: 'ordered', order_id: 7 },
              { scene_id: 'B', conflict: null },
            ],
          }
        : key === 'GET /commodity/order_cost/'
          ? { code: 409, msg: 'never asked for A', errors: [] }
          : { code: 0, msg: 'ok', data: [] };
  const status = body.code === 0 ? 200 : 409;
  const response: AxiosResponse = { data: body, status, statusText: '', headers: {}, config };
  if (status !== 200) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
};

beforeEach(() => {
  http.defaults.adapter = adapter;
  httpHooks.navigate = () => undefined;
  asked.length = 0;
  setLang('en');
});

test('a scene already bought is marked, cannot be selected, and is not offered for payment', async () => {
  await act(async () => {
    render(inPortal(<CartPage />, { store: false }));
  });
  await waitFor(() => expect(screen.getByTestId('cart-owned')).toBeTruthy());
  expect(screen.getByTestId('cart-owned').textContent).toBe(
    '1 image in your cart is already yours (A): it cannot be selected and is not charged again.',
  );
  expect(screen.getByTestId('conflict-A').textContent).toBe('Already bought');
  // "Select all" selects B only.
  const grid = screen.getByTestId('cart-grid');
  await act(async () => void fireEvent.click(within(grid).getAllByRole('checkbox')[0]));
  expect(screen.getByTestId('cart-selection').textContent).toMatch(/^1 selected/);
  await act(async () => void fireEvent.click(screen.getByTestId('cart-order')));
  await waitFor(() => expect(asked.some((a) => a.key === 'GET /commodity/order_cost/')).toBe(true));
  const quote = asked.find((a) => a.key === 'GET /commodity/order_cost/')!;
  expect(quote.params).toEqual({ scene_ids: 'B' });
}, 30_000);
