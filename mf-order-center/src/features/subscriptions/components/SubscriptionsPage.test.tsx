/**
 * The subscriptions page against a mocked API: an empty list says what to do and leads to the image query; a
 * subscription shows its name as typed, its search in words, its channels, what it matched and its state; it opens in
 * the image query on its search, pauses, gets a new name and channels (the server's words under the field) and is
 * deleted after asking.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import type { Subscription } from '@portal/shared/domain/subscriptions';
import { ApiError } from '@portal/shared/http';
import { deleteSubscription, listSubscriptions, updateSubscription } from '@portal/shared/http/subscriptions';
import { i18n } from '@portal/shared/i18n';
import { SubscriptionsPage } from './SubscriptionsPage';

jest.mock('@portal/shared/http/subscriptions', () => ({
  listSubscriptions: jest.fn(),
  updateSubscription: jest.fn(),
  deleteSubscription: jest.fn(),
}));
const mocked = (f: unknown) => f as jest.Mock;

const sub = {
  id: 4,
  name: '宁波港 Port',
  search: {
    areas: [{ type: 'region', code: '330200' }],
    satellites: ['TY-38'],
    img_modes: [1],
    start: '2026-01-01T00:00:00.000Z',
    orbit_direction: 'any',
    look_side: 'any',
  },
  channels: ['alert', 'webhook'],
  paused: false,
  matched_count: 12,
  last_matched_at: '2026-11-27T08:30:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-27T08:30:00.000Z',
  crs: 'WGS84',
} as Subscription;
const page = (items: Subscription[]) => ({ code: 0, msg: '', data: items, total: items.length });

beforeEach(() => jest.clearAllMocks());

const open = () =>
  render(
    <MemoryRouter initialEntries={['/personalCenter/subscriptions']}>
      <SubscriptionsPage />
    </MemoryRouter>,
  );

test('in Chinese: an empty list says how to make a subscription and leads to the image query', async () => {
  await i18n.changeLanguage('zh');
  mocked(listSubscriptions).mockResolvedValue(page([]));
  open();
  expect(await screen.findByText('还没有影像订阅')).toBeTruthy();
  expect(screen.getByText('在影像查询页面添加目标区域或筛选条件，然后点击“订阅此检索”。')).toBeTruthy();
  expect(screen.getByRole('link', { name: '去影像查询' }).getAttribute('href')).toBe('/imageQuery');
  expect(listSubscriptions).toHaveBeenCalledWith(1, 20);
});

test('in English: a subscription in words; it opens in the image query, pauses, is edited and deleted after asking', async () => {
  await i18n.changeLanguage('en');
  mocked(listSubscriptions).mockResolvedValue(page([sub]));
  open();
  const card = await screen.findByTestId('subscription-4');
  const name = screen.getByTestId('subscription-name-4');
  expect(name.textContent).toBe('宁波港 Port');
  expect(name.getAttribute('translate')).toBe('no');
  expect(screen.getByTestId('subscription-what-4').textContent).toBe(
    '1 target area · Satellites: TY-38 · Modes: Spotlight · Acquired from 2026-01-01',
  );
  expect(card.textContent).toContain('Portal alert');
  expect(card.textContent).toContain('Webhook');
  expect(screen.getByTestId('subscription-matched-4').textContent).toMatch(
    /^12 images matched · Last match: /,
  );
  expect(screen.getByTestId('subscription-state-4').textContent).toBe('Active');

  const href = screen.getByTestId('subscription-open-4').getAttribute('href')!;
  const url = new URL(href, 'https://portal.example');
  expect(url.pathname).toBe('/imageQuery');
  expect(JSON.parse(url.searchParams.get('search')!)).toEqual(sub.search);
  expect(url.searchParams.get('name')).toBe('宁波港 Port');
  expect(url.searchParams.get('crs')).toBe('WGS84');

  mocked(updateSubscription).mockResolvedValueOnce({ ...sub, paused: true });
  mocked(listSubscriptions).mockResolvedValue(page([{ ...sub, paused: true }]));
  await act(async () => fireEvent.click(screen.getByTestId('subscription-toggle-4')));
  expect(updateSubscription).toHaveBeenLastCalledWith(4, { paused: true });
  await waitFor(() => expect(screen.getByTestId('subscription-state-4').textContent).toBe('Paused'));
  expect(screen.getByTestId('subscription-toggle-4').textContent).toBe('Resume');

  fireEvent.click(screen.getByTestId('subscription-edit-4'));
  const input = screen.getByTestId('subscription-edit-name') as HTMLInputElement;
  expect(input.value).toBe('宁波港 Port');
  expect((screen.getByTestId('subscription-edit-channel-webhook') as HTMLInputElement).checked).toBe(true);
  fireEvent.change(input, { target: { value: ' ' } });
  fireEvent.click(screen.getByTestId('subscription-edit-channel-alert'));
  fireEvent.click(screen.getByTestId('subscription-edit-channel-webhook'));
  fireEvent.click(screen.getByTestId('subscription-edit-save'));
  expect(screen.getByText('Enter a name for the subscription')).toBeTruthy();
  expect(screen.getByText('Choose at least one way to be told')).toBeTruthy();
  expect(updateSubscription).toHaveBeenCalledTimes(1);
  fireEvent.change(input, { target: { value: 'Ningbo' } });
  fireEvent.click(screen.getByTestId('subscription-edit-channel-email'));
  fireEvent.click(screen.getByTestId('subscription-edit-channel-alert'));
  mocked(updateSubscription).mockRejectedValueOnce(
    new ApiError('invalid', 400, 400, [
      { field: 'name', message: 'You already have a subscription of this name' },
    ]),
  );
  await act(async () => fireEvent.click(screen.getByTestId('subscription-edit-save')));
  expect(screen.getByText('You already have a subscription of this name')).toBeTruthy();
  fireEvent.change(input, { target: { value: 'Ningbo harbour' } });
  expect(screen.queryByText('You already have a subscription of this name')).toBeNull();
  const edited = {
    ...sub,
    paused: true,
    name: 'Ningbo harbour',
    channels: ['alert', 'email'],
  } as Subscription;
  mocked(updateSubscription).mockResolvedValueOnce(edited);
  mocked(listSubscriptions).mockResolvedValue(page([edited]));
  await act(async () => fireEvent.click(screen.getByTestId('subscription-edit-save')));
  // The channels go in the order the portal lists them, whatever order they were ticked in.
  expect(updateSubscription).toHaveBeenLastCalledWith(4, {
    name: 'Ningbo harbour',
    channels: ['alert', 'email'],
  });
  await waitFor(() => expect(screen.getByTestId('subscription-name-4').textContent).toBe('Ningbo harbour'));
  await waitFor(() => expect(screen.queryByTestId('subscription-edit-name')).toBeNull());
  expect(screen.getByTestId('subscription-4').textContent).toContain('E-mail');

  fireEvent.click(screen.getByTestId('subscription-remove-4'));
  expect(screen.getByText(/no longer told about new images that match this subscription/)).toBeTruthy();
  expect(deleteSubscription).not.toHaveBeenCalled();
  mocked(deleteSubscription).mockResolvedValue({ code: 0, msg: 'Deleted', data: [] });
  mocked(listSubscriptions).mockResolvedValue(page([]));
  await act(async () => fireEvent.click(screen.getByTestId('subscription-remove-confirm')));
  expect(deleteSubscription).toHaveBeenCalledWith(4);
  expect(await screen.findByText('No imagery subscriptions yet')).toBeTruthy();
  expect(screen.queryByTestId('subscription-4')).toBeNull();
});
