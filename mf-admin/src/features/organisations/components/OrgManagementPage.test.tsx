/**
 * The organisations tab through the portal's HTTP client (only the network is stood in for): staff read the rows
 * of an answer, search by a keyword, open an organisation's detail, and top up its balance in fen, seeing the new
 * balance; a refused reduction keeps the server's words in the dialog; sales get no top-up.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { UserInfo } from '@portal/shared/domain';
import { i18n } from '@portal/shared/i18n';
import { MemoryRouter } from '@portal/shared/router';
import { portalStore, userInfoAtom } from '@portal/shared/session';
import { collectNotices, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import type { AdminOrgRow } from '../api';
import { ACME, acmeDetail, DELTA } from '../state/test-orgs';
import { OrgManagementPage } from './OrgManagementPage';

let orgs: AdminOrgRow[] = [];
const calls: { method: string; url: string; params?: unknown; body?: unknown }[] = [];
const ok = (data: unknown[], total = data.length): Answer => ({
  status: 200,
  body: { code: 0, msg: 'ok', data, total },
});

standInNetwork((config: InternalAxiosRequestConfig): Answer => {
  const method = config.method!.toUpperCase();
  const body = config.data ? JSON.parse(config.data as string) : undefined;
  calls.push({ method, url: config.url!, params: config.params, body });
  if (method === 'GET' && config.url === '/admin/orgs/') {
    const keyword = (config.params as { keyword?: string }).keyword?.toLowerCase();
    return ok(orgs.filter((o) => !keyword || o.name.toLowerCase().includes(keyword)));
  }
  const detail = /^\/admin\/orgs\/(\d+)\/$/.exec(config.url!);
  if (method === 'GET' && detail) return ok([acmeDetail(orgs.find((o) => o.id === Number(detail[1])))]);
  const balance = /^\/admin\/orgs\/(\d+)\/balance\/$/.exec(config.url!);
  if (method === 'POST' && balance) {
    const org = orgs.find((o) => o.id === Number(balance[1]))!;
    if (org.balance_fen + body.balance_change < 0)
      return { status: 400, body: { code: 400, msg: 'The balance cannot go below zero', data: [] } };
    const changed = { ...org, balance_fen: org.balance_fen + body.balance_change };
    orgs = orgs.map((o) => (o.id === org.id ? changed : o));
    return ok([changed]);
  }
  return { status: 404, body: { code: 404, msg: 'Not found', data: [] } };
});
const notices = collectNotices();

const signIn = (type: string) =>
  portalStore.set(userInfoAtom, { id: 9, type, username: type } as unknown as UserInfo);

const open = () =>
  render(
    inPortal(
      <MemoryRouter initialEntries={['/personalCenter/orgManagement']}>
        <OrgManagementPage />
      </MemoryRouter>,
    ),
  );
// The grid renders its rows after its first layout; on a loaded machine that can take longer than findBy's 1 s.
const row = (id: number) => screen.findByTestId(`org-open-${id}`, {}, { timeout: 10_000 });
// By its row id: while the detail is open, the grid behind it is hidden from the accessibility tree.
const cellsOf = (id: number) => screen.getByTestId('orgs-grid').querySelector(`[data-id="${id}"]`)!;

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no layout; the grid measures its container.
  (globalThis as Record<string, unknown>).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  orgs = [ACME, DELTA];
  calls.length = 0;
  signIn('control');
});

test('staff read the rows of the answer and search by a keyword; nothing found says what to do', async () => {
  open();
  await row(3);
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/admin/orgs/', params: { page: 1, size: 20 } });
  expect(screen.getByTestId('orgs-total').textContent).toBe('2 organisations');
  const acme = cellsOf(3).textContent;
  for (const text of [
    'Acme Survey',
    'Li Wei 13800000003',
    'CN¥12,345.67',
    'CN¥500.00',
    'alice, bob',
    'sally',
  ])
    expect(acme).toContain(text);
  expect(cellsOf(4).textContent).toContain('CN¥0.00');
  expect(screen.getByTestId('user-management-tab-users').getAttribute('href')).toBe(
    '/personalCenter/userManagement',
  );

  fireEvent.change(screen.getByTestId('orgs-keyword'), { target: { value: ' delta ' } });
  fireEvent.click(screen.getByTestId('filter-submit'));
  await waitFor(() => expect(screen.queryByTestId('org-open-3')).toBeNull());
  expect(calls.at(-1)!.params).toEqual({ keyword: 'delta', page: 1, size: 20 });

  fireEvent.change(screen.getByTestId('orgs-keyword'), { target: { value: 'nobody' } });
  fireEvent.click(screen.getByTestId('filter-submit'));
  expect(await screen.findByText('No organisations')).toBeTruthy();
  expect(screen.getByTestId('empty-state').textContent).toContain(
    'No organisation matches “nobody”. Type part of its name or contact, or clear the keyword',
  );
});

test('the detail shows the account, members with roles and limits, budgets, recent orders and the bill by member', async () => {
  open();
  fireEvent.click(await row(3));
  const panel = await screen.findByTestId('org-detail');
  await within(panel).findByTestId('org-members');
  expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/admin/orgs/3/' });
  const field = (key: string) => within(panel).getByTestId(`org-field-${key}`).textContent;
  expect(field('balance')).toBe('CN¥12,345.67');
  expect(field('held')).toBe('CN¥500.00');
  expect(field('approvalThreshold')).toBe('CN¥5,000.00');
  expect(field('managers')).toBe('alice, bob');
  expect(field('invoicing')).toBe('Acme Survey Ltd\nTax 91110000');

  const rowsOf = (testId: string) =>
    within(within(panel).getByTestId(testId))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
  expect(rowsOf('org-members')).toEqual([
    ['alice', 'Alice', 'Manager', 'Enabled', 'No limit', 'CN¥1,200.00'],
    ['carol', '—', 'Buyer', 'Disabled', 'CN¥2,000.00', 'CN¥0.00'],
  ]);
  expect(rowsOf('org-budgets')).toEqual([
    ['P-2026-01', 'Coastal survey', 'Active', 'CN¥10,000.00', 'CN¥3,000.00', 'CN¥500.00', 'CN¥6,500.00'],
  ]);
  expect(rowsOf('org-orders').map((r) => r.slice(0, 4))).toEqual([
    ['Tasking order', 'TO20260310000077', 'alice', 'CN¥3,000.00'],
    ['Archive images', 'AO20260311000012', 'carol', 'CN¥20.00'],
  ]);
  expect(within(panel).getByRole('link', { name: 'TO20260310000077' }).getAttribute('href')).toBe(
    '/personalCenter/missionadmin/detail/77',
  );
  expect(rowsOf('org-bill')).toEqual([
    ['alice', 'CN¥3,000.00', 'CN¥100.00', 'CN¥500.00', 'CN¥2,900.00', '1'],
    ['carol', 'CN¥20.00', 'CN¥0.00', 'CN¥0.00', 'CN¥20.00', '1'],
  ]);
});

test('a top-up is checked as a customer’s is, posts fen with the reason, and the new balance shows', async () => {
  open();
  fireEvent.click(await row(3));
  fireEvent.click(await screen.findByTestId('org-detail-balance'));
  const dialog = await screen.findByTestId('org-balance-dialog');
  expect(within(dialog).getByTestId('org-balance-now').textContent).toBe(
    'Balance now CN¥12,345.67, held for approvals CN¥500.00.',
  );
  fireEvent.change(within(dialog).getByTestId('org-balance-amount'), { target: { value: '1.234' } });
  fireEvent.click(within(dialog).getByTestId('org-balance-submit'));
  expect(within(dialog).getByText('Enter an amount above 0 with at most two decimals')).toBeTruthy();
  expect(within(dialog).getByText('Please give the reason')).toBeTruthy();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByTestId('org-balance-amount'), { target: { value: '100.5' } });
  fireEvent.change(within(dialog).getByTestId('org-balance-reason'), { target: { value: ' Contract 7 ' } });
  await act(async () => fireEvent.click(within(dialog).getByTestId('org-balance-submit')));
  expect(calls.find((c) => c.method === 'POST')).toEqual({
    method: 'POST',
    url: '/admin/orgs/3/balance/',
    params: undefined,
    body: { balance_change: 10_050, note: 'Contract 7' },
  });
  expect(notices.map((n) => [n.severity, n.message])).toEqual([
    ['success', 'The balance of Acme Survey is now CN¥12,446.17'],
  ]);
  await waitFor(() => expect(cellsOf(3).textContent).toContain('CN¥12,446.17'));
  await waitFor(() => expect(screen.getByTestId('org-field-balance').textContent).toBe('CN¥12,446.17'));
  await waitFor(() => expect(screen.queryByTestId('org-balance-dialog')).toBeNull());
});

test('a reduction beyond the balance keeps the server’s words in the dialog, and the form stays filled', async () => {
  open();
  fireEvent.click(await screen.findByTestId('org-balance-4', {}, { timeout: 10_000 }));
  const dialog = await screen.findByTestId('org-balance-dialog');
  fireEvent.mouseDown(within(within(dialog).getByTestId('org-balance-kind')).getByRole('combobox'));
  fireEvent.click(screen.getByRole('option', { name: 'Reduction' }));
  fireEvent.change(within(dialog).getByTestId('org-balance-amount'), { target: { value: '5' } });
  fireEvent.change(within(dialog).getByTestId('org-balance-reason'), { target: { value: 'Correction' } });
  await act(async () => fireEvent.click(within(dialog).getByTestId('org-balance-submit')));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ balance_change: -500, note: 'Correction' });
  expect(within(dialog).getByTestId('org-balance-error').textContent).toBe(
    'The balance cannot go below zero',
  );
  expect((within(dialog).getByTestId('org-balance-amount') as HTMLInputElement).value).toBe('5');
  expect(notices).toEqual([]);
});

test('sales read the list and the detail without a top-up', async () => {
  signIn('sales');
  open();
  fireEvent.click(await row(3));
  await within(await screen.findByTestId('org-detail')).findByTestId('org-members');
  expect(screen.getByTestId('orgs-sales-scope')).toBeTruthy();
  expect(screen.queryByTestId('org-detail-balance')).toBeNull();
  expect(screen.queryByTestId('org-balance-3')).toBeNull();
  expect(screen.getByRole('link', { name: 'TO20260310000077' }).getAttribute('href')).toBe(
    '/personalCenter/allprogrammedOrderManagement?open=77',
  );
});
