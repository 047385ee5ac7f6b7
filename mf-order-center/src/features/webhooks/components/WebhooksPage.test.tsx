/**
 * The webhooks page against a mocked API: an empty list says what to do; adding an endpoint sends the address and
 * events and shows the signing secret once, with the server's field message when the address is refused; an
 * endpoint shows its state and events in words, a disabled one sends no test event; its deliveries open; deleting asks first.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import type { WebhookEndpoint } from '@portal/shared/domain/webhooks';
import { ApiError } from '@portal/shared/http';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  sendWebhookTest,
  webhookDeliveries,
} from '@portal/shared/http/webhooks';
import { i18n } from '@portal/shared/i18n';
import type { UserInfo } from '@portal/shared/domain';
import { portalStore, userInfoAtom } from '@portal/shared/session';
import { WebhooksPage } from './WebhooksPage';

jest.mock('@portal/shared/http/webhooks', () => ({
  createWebhook: jest.fn(),
  deleteWebhook: jest.fn(),
  listWebhooks: jest.fn(),
  sendWebhookTest: jest.fn(),
  setWebhookEnabled: jest.fn(),
  webhookDeliveries: jest.fn(),
  redeliverWebhook: jest.fn(),
}));
const mocked = (f: unknown) => f as jest.Mock;

const endpoint: WebhookEndpoint = {
  id: 7,
  url: 'https://erp.example.com/hooks/sar',
  events: ['archive_order.updated'],
  description: 'ERP',
  enabled: false,
  disabled_reason: 'failing',
  failing_since: '2026-11-26T08:00:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => jest.clearAllMocks());

const open = () =>
  render(
    <MemoryRouter initialEntries={['/personalCenter/webhooks']}>
      <WebhooksPage />
    </MemoryRouter>,
  );

test('adds an endpoint and shows its secret once; a refused address keeps the form with the server’s words', async () => {
  mocked(listWebhooks).mockResolvedValue([]);
  open();
  expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy();

  fireEvent.click(screen.getByTestId('webhook-add'));
  fireEvent.click(screen.getByTestId('webhook-submit'));
  expect(screen.getByText('Enter the address')).toBeTruthy();
  expect(createWebhook).not.toHaveBeenCalled();

  fireEvent.change(screen.getByTestId('webhook-url'), { target: { value: 'http://10.0.0.5/hook' } });
  mocked(createWebhook).mockRejectedValueOnce(
    new ApiError('refused', 400, 400, [
      {
        field: 'url',
        message:
          'This address points to a private, loopback or link-local network and cannot receive webhooks',
      },
    ]),
  );
  await act(async () => fireEvent.click(screen.getByTestId('webhook-submit')));
  expect(
    screen.getByText(
      'This address points to a private, loopback or link-local network and cannot receive webhooks',
    ),
  ).toBeTruthy();

  fireEvent.change(screen.getByTestId('webhook-url'), {
    target: { value: 'https://erp.example.com/hooks/sar' },
  });
  fireEvent.click(screen.getByTestId('webhook-event-tasking_order.updated'));
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw9QIV6vHRAOA=';
  mocked(createWebhook).mockResolvedValueOnce({ ...endpoint, enabled: true, disabled_reason: null, secret });
  mocked(listWebhooks).mockResolvedValue([
    { ...endpoint, enabled: true, disabled_reason: null, failing_since: null },
  ]);
  await act(async () => fireEvent.click(screen.getByTestId('webhook-submit')));
  expect(createWebhook).toHaveBeenLastCalledWith({
    url: 'https://erp.example.com/hooks/sar',
    events: ['archive_order.updated'],
    description: '',
  });
  expect((screen.getByTestId('webhook-secret-text') as HTMLInputElement).value).toBe(secret);
  fireEvent.click(screen.getByTestId('webhook-secret-done'));
  await waitFor(() => expect(screen.queryByTestId('webhook-secret-text')).toBeNull());
  expect(await screen.findByTestId('webhook-7')).toBeTruthy();
});

test('an endpoint disabled after failing says so and sends no test event; its deliveries open; deleting asks first', async () => {
  mocked(listWebhooks).mockResolvedValue([endpoint]);
  mocked(webhookDeliveries).mockResolvedValue({ code: 0, msg: '', data: [], total: 0 });
  open();
  const card = await screen.findByTestId('webhook-7');
  expect(card.textContent).toContain('Disabled after failing');
  expect(card.textContent).toContain('Archive order changed (placed, cancelled, downloaded)');
  expect(screen.getByTestId('webhook-failing-7').textContent).toMatch(/^Failing since /);
  expect((screen.getByTestId('webhook-test-7') as HTMLButtonElement).disabled).toBe(true);

  mocked(listWebhooks).mockResolvedValue([
    { ...endpoint, enabled: true, disabled_reason: null, failing_since: null },
  ]);
  mocked(sendWebhookTest).mockResolvedValue('Test event sent; see its result in the deliveries');
  fireEvent.click(screen.getByTestId('webhook-deliveries-toggle-7'));
  expect(await screen.findByText('No deliveries yet')).toBeTruthy();

  fireEvent.click(screen.getByTestId('webhook-remove-7'));
  expect(within(screen.getByRole('dialog')).getByText('https://erp.example.com/hooks/sar')).toBeTruthy();
  expect(screen.getByTestId('webhook-remove-confirm-question').textContent).toMatch(
    /nothing more is delivered to this address/,
  );
  mocked(deleteWebhook).mockResolvedValue({ code: 0, msg: 'Deleted', data: [] });
  mocked(listWebhooks).mockResolvedValue([]);
  await act(async () => fireEvent.click(screen.getByTestId('webhook-remove-confirm')));
  expect(deleteWebhook).toHaveBeenCalledWith(7);
  expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy();
  expect(within(document.body).queryByTestId('webhook-7')).toBeNull();
});

test("an organisation's manager may make the endpoint the organisation's; it is shown as such", async () => {
  const manager = { id: 3, type: 'customer', username: 'li', org: { id: 1, name: 'Port', role: 'manager' } };
  portalStore.set(userInfoAtom, manager as unknown as UserInfo);
  mocked(listWebhooks).mockResolvedValue([]);
  open();
  fireEvent.click(await screen.findByTestId('webhook-add'));
  fireEvent.change(screen.getByTestId('webhook-url'), {
    target: { value: 'https://erp.example.com/hooks/sar' },
  });
  fireEvent.click(screen.getByTestId('webhook-organisation'));
  mocked(createWebhook).mockResolvedValueOnce({ ...endpoint, organisation: true, secret: 'whsec_x' });
  mocked(listWebhooks).mockResolvedValue([{ ...endpoint, organisation: true }]);
  await act(async () => fireEvent.click(screen.getByTestId('webhook-submit')));
  expect(createWebhook).toHaveBeenLastCalledWith(expect.objectContaining({ organisation: true }));
  fireEvent.click(screen.getByTestId('webhook-secret-done'));
  expect(within(await screen.findByTestId('webhook-7')).getByText('Organisation')).toBeTruthy();
  portalStore.set(userInfoAtom, null);
});

test('a member who is not a manager is not offered the organisation endpoint', async () => {
  const buyer = { id: 4, type: 'customer', username: 'wang', org: { id: 1, name: 'Port', role: 'buyer' } };
  portalStore.set(userInfoAtom, buyer as unknown as UserInfo);
  mocked(listWebhooks).mockResolvedValue([]);
  open();
  fireEvent.click(await screen.findByTestId('webhook-add'));
  expect(screen.getByTestId('webhook-url')).toBeTruthy();
  expect(screen.queryByTestId('webhook-organisation')).toBeNull();
  portalStore.set(userInfoAtom, null);
});
