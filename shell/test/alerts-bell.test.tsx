import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { ThemeProvider } from '@mui/material';
import { portalStore, staffQueuesAtom, unreadAlertsAtom } from '@portal/shared/session';
import { portalTheme } from '@portal/shared/ui/theme';
import { AlertsBell } from '../src/layout/AlertsBell';

const navigations: string[] = [];
jest.mock('single-spa', () => ({ navigateToUrl: (url: string) => navigations.push(url) }));

const bell = () =>
  render(
    <Provider store={portalStore}>
      <ThemeProvider theme={portalTheme}>
        <AlertsBell lang="en" />
      </ThemeProvider>
    </Provider>,
  );

beforeEach(() => {
  navigations.length = 0;
  portalStore.set(unreadAlertsAtom, 0);
  portalStore.set(staffQueuesAtom, []);
});

test('a customer: the unread alerts, and the bell leads to them', () => {
  portalStore.set(unreadAlertsAtom, 2);
  bell();
  expect(screen.getByTestId('header-alerts-count').textContent).toBe('2');
  fireEvent.click(screen.getByTestId('header-alerts'));
  expect(navigations).toEqual(['/personalCenter/myAlerts']);
  expect(screen.queryByTestId('header-queues')).toBeNull();
});

test('staff: the bell counts the queues too and opens a line for each, leading to its page', async () => {
  portalStore.set(unreadAlertsAtom, 1);
  portalStore.set(staffQueuesAtom, [
    { id: 'requirementNotice', count: 2, href: '/personalCenter/requirementNotice' },
    { id: 'customerReview', count: 1, href: '/personalCenter/userInformationReview' },
  ]);
  bell();
  expect(screen.getByTestId('header-alerts-count').textContent).toBe('4');
  expect(screen.getByTestId('header-alerts').getAttribute('aria-label')).toBe('My alerts (4)');
  fireEvent.click(screen.getByTestId('header-alerts'));
  expect(navigations).toEqual([]);
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent),
  ).toEqual([
    '2 requirement notices to acknowledge',
    '1 customer information request awaits review',
    'My alerts (1)',
  ]);
  await act(
    async () => void fireEvent.click(within(menu).getByText('1 customer information request awaits review')),
  );
  expect(navigations).toEqual(['/personalCenter/userInformationReview']);
});
