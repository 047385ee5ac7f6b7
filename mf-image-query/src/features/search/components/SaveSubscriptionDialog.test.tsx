/**
 * "Save as subscription" against a mocked API: the name is offered from the region, the portal alert is ticked and the
 * webhook says what it needs; an empty name or no channel is said before anything is sent; the server's field words
 * show under their field; once saved, the search goes without its paging and order, and the server's message comes
 * with the way to the subscriptions page.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@portal/shared/http';
import { createSubscription } from '@portal/shared/http/subscriptions';
import { i18n } from '@portal/shared/i18n';
import '../../../i18n';
import { DEFAULT_FILTERS, type SearchState } from '../state/search-state';
import { SaveSubscriptionDialog, SubscriptionSavedNotice } from './SaveSubscriptionDialog';

jest.mock('@portal/shared/http/subscriptions', () => ({ createSubscription: jest.fn() }));
const create = createSubscription as jest.Mock;

const search: SearchState = {
  areas: [
    {
      id: 'a1',
      source: 'region',
      label: { zh: '浙江省 宁波市', en: 'Ningbo, Zhejiang' },
      area: { type: 'region', code: '330200' },
    },
  ],
  ids: [],
  filters: { ...DEFAULT_FILTERS, satellites: ['TY-38'], sort: 'oldest' },
  size: 50,
};

const checkbox = (id: string) => screen.getByTestId(id) as HTMLInputElement;

test('in English: offers the region’s name, checks before sending, shows the server’s words, then saves', async () => {
  await i18n.changeLanguage('en');
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(<SaveSubscriptionDialog open search={search} onClose={onClose} onSaved={onSaved} />);

  const name = screen.getByTestId('subscription-name') as HTMLInputElement;
  expect(name.value).toBe('Ningbo, Zhejiang');
  expect(checkbox('subscription-channel-alert').checked).toBe(true);
  expect(checkbox('subscription-channel-email').checked).toBe(false);
  expect(checkbox('subscription-channel-webhook').checked).toBe(false);
  expect(screen.getByText(/Needs an endpoint that receives subscription.matched/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open the Webhooks page' }).getAttribute('href')).toBe(
    '/personalCenter/webhooks',
  );

  fireEvent.change(name, { target: { value: '  ' } });
  fireEvent.click(checkbox('subscription-channel-alert'));
  fireEvent.click(screen.getByTestId('subscription-submit'));
  expect(screen.getByText('Enter a name for the subscription')).toBeTruthy();
  expect(screen.getByText('Choose at least one way to be told')).toBeTruthy();
  expect(create).not.toHaveBeenCalled();

  fireEvent.change(name, { target: { value: 'Port of Ningbo' } });
  fireEvent.click(checkbox('subscription-channel-webhook'));
  fireEvent.click(checkbox('subscription-channel-alert'));
  create.mockRejectedValueOnce(
    new ApiError('invalid', 400, 400, [
      { field: 'name', message: 'You already have a subscription of this name' },
      { field: 'search.areas', message: 'At most 5 target areas' },
    ]),
  );
  await act(async () => fireEvent.click(screen.getByTestId('subscription-submit')));
  expect(screen.getByText('You already have a subscription of this name')).toBeTruthy();
  expect(screen.getByTestId('subscription-form-error').textContent).toBe('At most 5 target areas');
  expect(onSaved).not.toHaveBeenCalled();

  fireEvent.change(name, { target: { value: 'Port of Ningbo 2' } });
  expect(screen.queryByText('You already have a subscription of this name')).toBeNull();
  create.mockResolvedValueOnce({ subscription: { id: 3 }, msg: 'Subscription saved' });
  await act(async () => fireEvent.click(screen.getByTestId('subscription-submit')));
  expect(create).toHaveBeenLastCalledWith({
    name: 'Port of Ningbo 2',
    search: {
      areas: [{ type: 'region', code: '330200' }],
      satellites: ['TY-38'],
      orbit_direction: 'any',
      look_side: 'any',
    },
    channels: ['alert', 'webhook'],
  });
  expect(onClose).toHaveBeenCalled();
  expect(onSaved).toHaveBeenCalledWith('Subscription saved');
});

test('in Chinese: the saved notice gives the server’s message and the way to the subscriptions page', async () => {
  await i18n.changeLanguage('zh');
  const onClose = jest.fn();
  render(<SubscriptionSavedNotice message="订阅已保存" onClose={onClose} />);
  expect(screen.getByTestId('subscription-saved').textContent).toContain('订阅已保存');
  const link = screen.getByRole('link', { name: '查看我的订阅' });
  expect(link.getAttribute('href')).toBe('/personalCenter/subscriptions');
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(onClose).toHaveBeenCalled();
});

test('in Chinese: a search with image IDs says they are not part of the subscription', async () => {
  await i18n.changeLanguage('zh');
  render(
    <SaveSubscriptionDialog
      open
      search={{ ...search, ids: ['TY38_SM_1'] }}
      onClose={() => undefined}
      onSaved={() => undefined}
    />,
  );
  expect((screen.getByTestId('subscription-name') as HTMLInputElement).value).toBe('浙江省 宁波市');
  expect(screen.getByText(/影像ID不参与订阅/)).toBeTruthy();
  expect(screen.getByText('站内提醒')).toBeTruthy();
});
