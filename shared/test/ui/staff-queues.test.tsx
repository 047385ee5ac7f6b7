import { act, render, screen, within } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { queueText, type UserInfo, type UserType } from '../../src/domain';
import { http, refreshStaffQueues } from '../../src/http';
import { i18n } from '../../src/i18n';
import { clearSession, portalStore, staffQueuesAtom, startSession } from '../../src/session';
import { OrderCenterLayout } from '../../src/ui/OrderCenterLayout';
import { inPortal } from '../fixtures/render';

/** A stand-in for the network (unit test only): each list answers the total the test gives its URL. */
let totals: Record<string, number | 'fails'> = {};
let seen: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const total = totals[config.url!];
  if (total === 'fails') throw new Error('network down');
  const response: AxiosResponse = {
    data: { code: 0, msg: 'ok', data: [], total: total ?? 0, total_exact: true },
    status: 200,
    statusText: '',
    headers: {},
    config,
  };
  return response;
};

const signIn = (type: UserType) => {
  const user = { id: 3, type, username: type, name: type, balance: 0 } as unknown as UserInfo;
  startSession({ token: `tok-${type}`, user_id: 3, coordinate_system: 'GCJ02', user });
};

beforeEach(() => {
  http.defaults.adapter = adapter;
  totals = {};
  seen = [];
  sessionStorage.clear();
  portalStore.set(staffQueuesAtom, []);
});
afterEach(() => clearSession());

test('staff: the queues with work in them, each leading to its page; empty ones are left out', async () => {
  signIn('control');
  totals = {
    '/commodity/missions/': 0,
    '/commodity/requirement_notices/': 2,
    '/user/audit_user/': 1,
    '/admin/jobs/': 3,
  };
  await refreshStaffQueues();
  expect(portalStore.get(staffQueuesAtom)).toEqual([
    { id: 'requirementNotice', count: 2, href: '/personalCenter/requirementNotice' },
    { id: 'customerReview', count: 1, href: '/personalCenter/userInformationReview' },
    { id: 'failedJobs', count: 3, href: '/personalCenter/jobs' },
  ]);
  // One-row pages of the lists, filtered to what waits.
  const params = Object.fromEntries(seen.map((c) => [c.url, c.params]));
  expect(params['/commodity/missions/']).toMatchObject({ scope: 'all', order_state: '100', size: 1 });
  expect(params['/commodity/requirement_notices/']).toMatchObject({ unacknowledged: 'true', size: 1 });
  expect(params['/user/audit_user/']).toMatchObject({ status: 'pending', size: 1 });
  expect(params['/admin/jobs/']).toMatchObject({ state: 'failed', size: 1 });
});

test("sales: their customers' requests only, on the sales review page; a customer has no queue and asks nothing", async () => {
  signIn('sales');
  totals = { '/user/audit_user/': 4 };
  await refreshStaffQueues();
  expect(portalStore.get(staffQueuesAtom)).toEqual([
    { id: 'customerReview', count: 4, href: '/personalCenter/modification' },
  ]);
  expect(seen.map((c) => c.url)).toEqual(['/user/audit_user/']);

  clearSession();
  signIn('customer');
  seen = [];
  await refreshStaffQueues();
  expect(portalStore.get(staffQueuesAtom)).toEqual([]);
  expect(seen).toEqual([]);
});

test('a count that cannot be read keeps the last one', async () => {
  signIn('admin');
  totals = { '/commodity/missions/': 3 };
  await refreshStaffQueues();
  totals = { '/commodity/missions/': 'fails' };
  await refreshStaffQueues();
  expect(portalStore.get(staffQueuesAtom)).toEqual([
    { id: 'missionReview', count: 3, href: '/personalCenter/missionadmin/missionforty' },
  ]);
});

test('the order centre menu: a count beside the entry that works a queue, a line for each queue off the menu', async () => {
  signIn('admin');
  await act(() => i18n.changeLanguage('en'));
  portalStore.set(staffQueuesAtom, [
    { id: 'missionReview', count: 3, href: '/personalCenter/missionadmin/missionforty' },
    { id: 'requirementNotice', count: 1, href: '/personalCenter/requirementNotice' },
  ]);
  render(inPortal(<OrderCenterLayout>page</OrderCenterLayout>));
  // The entry keeps its name; the count beside it says what waits.
  const menu = screen.getByTestId('order-center-menu');
  expect(within(menu).getByRole('link', { name: 'Tasking order management' })).toBeTruthy();
  const chip = screen.getByTestId('menu-queue-missionReview');
  expect(chip.textContent).toBe('3');
  expect(chip.getAttribute('aria-label')).toBe('3 tasking orders await review');
  // The notices page is not in the menu: the queue is the way there.
  const queues = screen.getByTestId('order-center-queues');
  const link = within(queues).getByRole('link', { name: '1 requirement notice to acknowledge' });
  expect(link.getAttribute('href')).toBe('/personalCenter/requirementNotice');
  expect(within(menu).queryByText('1 requirement notice to acknowledge')).toBeNull();
});

test('the queue texts in both languages', () => {
  expect(queueText('customerReview', 2, 'zh')).toBe('2 项客户信息待审核');
  expect(queueText('customerReview', 1, 'en')).toBe('1 customer information request awaits review');
  expect(queueText('missionReview', 12, 'en')).toBe('12 tasking orders await review');
});
