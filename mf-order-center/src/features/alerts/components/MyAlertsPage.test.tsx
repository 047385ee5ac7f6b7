/**
 * My alerts as the order centre's landing page of staff and sales: with no alerts but work waiting (requirement
 * notices, a real-name review), the page lists that work first, each a link to its page, never only "No alerts";
 * a customer's page has no such list. Only the network is stood in for.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { UserInfo, UserType } from '@portal/shared/domain';
import { http } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { clearSession, portalStore, staffQueuesAtom, startSession } from '@portal/shared/session';
import { MyAlertsPage } from './MyAlertsPage';
import { inPortal, stubResizeObserver } from '@portal/shared/testing';

const navigations: string[] = [];
jest.mock('single-spa', () => ({ navigateToUrl: (url: string) => navigations.push(url) }));

/** Each list answers the total given for its URL; the alerts are empty. */
let totals: Record<string, number> = {};
const adapter: AxiosAdapter = async (config) => ({
  data: { code: 0, msg: 'ok', data: [], total: totals[config.url!] ?? 0, total_exact: true, unread: 0 },
  status: 200,
  statusText: '',
  headers: {},
  config,
});

const signIn = (type: UserType) => {
  const user = { id: 3, type, username: type, name: type, balance: 0 } as unknown as UserInfo;
  startSession({ token: `tok-${type}`, user_id: 3, coordinate_system: 'GCJ02', user });
};

beforeAll(() => stubResizeObserver());
beforeEach(() => {
  http.defaults.adapter = adapter;
  navigations.length = 0;
  sessionStorage.clear();
  portalStore.set(staffQueuesAtom, []);
});
afterEach(() => clearSession());

async function open(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  await act(async () => {
    render(inPortal(<MyAlertsPage />));
  });
}

test('staff with no alerts: the work waiting comes first, each a link to its page, above the empty alerts', async () => {
  signIn('admin');
  totals = { '/commodity/requirement_notices/': 5, '/user/audit_user/': 1 };
  await open('zh');
  const queues = await screen.findByTestId('alerts-queues');
  const links = within(queues).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['5 条需求通知未确认', '/personalCenter/requirementNotice'],
    ['1 项客户信息待审核', '/personalCenter/userInformationReview'],
  ]);
  expect(within(queues).getByText('待处理')).toBeTruthy();
  // The empty alerts say so below the work, not instead of it.
  const empty = screen.getByText('暂无提醒');
  expect(queues.compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  fireEvent.click(links[0]);
  expect(navigations).toEqual(['/personalCenter/requirementNotice']);
});

test('sales: their customers’ requests, on the sales review page', async () => {
  signIn('sales');
  totals = { '/user/audit_user/': 2 };
  await open('en');
  const queues = await screen.findByTestId('alerts-queues');
  expect(within(queues).getByRole('link').getAttribute('href')).toBe('/personalCenter/modification');
  expect(within(queues).getByRole('link').textContent).toBe('2 customer information requests await review');
});

test('a customer has no queues: only the alerts', async () => {
  signIn('customer');
  totals = { '/user/audit_user/': 2 };
  await open('zh');
  await screen.findByText('暂无提醒');
  expect(screen.queryByTestId('alerts-queues')).toBeNull();
});
