/**
 * The invitation link's page against a stand-in network: signed out, it shows what the link invites to and a sign-up
 * form whose account joins and is signed in, then goes to the organisation; signed in, one button joins; a link the
 * server refuses shows its message; a link without its token says so without asking the server.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { UserInfo } from '@portal/shared/domain';
import { httpHooks } from '@portal/shared/http';
import { setLang } from '@portal/shared/i18n';
import { MemoryRouter } from '@portal/shared/router';
import { clearSession, portalStore, startSession, tokenAtom, userInfoAtom } from '@portal/shared/session';
import { collectNotices, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import { InvitationPage } from './InvitationPage';

const navigations: string[] = [];
jest.mock('single-spa', () => ({ navigateToUrl: (url: string) => navigations.push(url) }));

const PREVIEW = {
  org_name: 'Ningbo Survey Co.',
  email: 'wang@example.com',
  role: 'tasker',
  expires_at: '2026-11-29T08:00:00.000Z',
};
const USER = { id: 21, type: 'customer', username: 'wangfang', name: 'Wang Fang', balance: 0 } as UserInfo;
const ORG = { id: 3, name: 'Ningbo Survey Co.', my_role: 'tasker' };
const ok = (data: unknown[]): Answer => ({ status: 200, body: { code: 0, msg: 'ok', data } });
const asked: { key: string; data: Record<string, unknown>; params?: Record<string, unknown> }[] = [];
let answers: Record<string, Answer>;

standInNetwork((config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  asked.push({
    key,
    data: typeof config.data === 'string' ? JSON.parse(config.data) : {},
    params: config.params,
  });
  return answers[key] ?? { status: 200, body: { code: 0, msg: 'ok', data: [] } };
});

const notices = collectNotices();

beforeEach(() => {
  httpHooks.navigate = () => undefined;
  asked.length = 0;
  navigations.length = 0;
  answers = {
    'GET /org/invitations/preview/': { status: 200, body: { code: 0, msg: 'ok', data: [PREVIEW] } },
  };
  clearSession();
  setLang('en');
});

async function open(search = '?token=tok-123') {
  await act(async () => {
    render(
      inPortal(
        <MemoryRouter initialEntries={[`/invitation${search}`]}>
          <InvitationPage />
        </MemoryRouter>,
      ),
    );
  });
}

const type = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

test('signed out: the invitation, then a sign-up that joins, signs in and goes to the organisation', async () => {
  answers['POST /org/invitations/accept/'] = ok([ORG]);
  answers['POST /user/login/'] = ok([
    { token: 'session-1', user_id: 21, coordinate_system: 'GCJ02', user: USER },
  ]);
  answers['GET /user/userinfo/'] = ok([{ ...USER, org: { id: 3, name: ORG.name, role: 'tasker' } }]);
  await open();
  expect((await screen.findByTestId('invitation-heading')).textContent).toBe(
    'Ningbo Survey Co. invites you to their organisation',
  );
  expect(asked[0].params).toEqual({ token: 'tok-123' });
  expect(screen.getByTestId('invitation-role').textContent).toBe('Tasker');
  expect(screen.getByTestId('invitation-email').textContent).toBe('wang@example.com');
  expect(screen.getByTestId('invitation-expires').textContent).toBe('2026-11-29 08:00:00 UTC');
  expect(screen.queryByTestId('invitation-join')).toBeNull();

  // The rules first: nothing goes while a field breaks one.
  type('username', '1x');
  await act(async () => void fireEvent.click(screen.getByTestId('invitation-signup-submit')));
  expect(asked.some((a) => a.key === 'POST /org/invitations/accept/')).toBe(false);

  type('username', 'wangfang');
  type('password', 'Secret123');
  type('confirm_password', 'Secret123');
  type('mobile', '13900000000');
  type('name', 'Wang Fang');
  await act(async () => void fireEvent.click(screen.getByTestId('invitation-signup-submit')));
  expect(asked.find((a) => a.key === 'POST /org/invitations/accept/')!.data).toEqual({
    token: 'tok-123',
    username: 'wangfang',
    password: 'Secret123',
    mobile: '13900000000',
    name: 'Wang Fang',
  });
  // The new account signs in with what was typed.
  expect(asked.find((a) => a.key === 'POST /user/login/')!.data).toEqual({
    username: 'wangfang',
    password: 'Secret123',
  });
  expect(portalStore.get(tokenAtom)).toBe('session-1');
  expect(notices.map((n) => n.message)).toContain('You joined Ningbo Survey Co.');
  expect(navigations).toEqual(['/personalCenter/organisation']);
});

test('signed out: a username the server refuses is said under its field', async () => {
  answers['POST /org/invitations/accept/'] = {
    status: 409,
    body: { code: 409, msg: 'taken', errors: [{ field: 'username', message: 'User already exists' }] },
  };
  await open();
  await screen.findByTestId('invitation-heading');
  type('username', 'wangfang');
  type('password', 'Secret123');
  type('confirm_password', 'Secret123');
  type('mobile', '13900000000');
  await act(async () => void fireEvent.click(screen.getByTestId('invitation-signup-submit')));
  const field = document.querySelector('input[name="username"]')!.closest('.MuiFormControl-root')!;
  expect(field.textContent).toContain('User already exists');
  expect(navigations).toEqual([]);
});

test('signed in: one button joins, then the organisation', async () => {
  startSession({ token: 'session-0', user_id: 21, coordinate_system: 'GCJ02', user: USER });
  answers['POST /org/invitations/accept/'] = ok([ORG]);
  answers['GET /user/userinfo/'] = ok([{ ...USER, name: 'Wang Fang (Ningbo)' }]);
  await open();
  await screen.findByTestId('invitation-heading');
  expect(screen.getByText(/You join as wangfang/)).toBeTruthy();
  expect(screen.queryByTestId('invitation-signup-submit')).toBeNull();
  await act(async () => void fireEvent.click(screen.getByTestId('invitation-join')));
  expect(asked.find((a) => a.key === 'POST /org/invitations/accept/')!.data).toEqual({ token: 'tok-123' });
  // The session reads the account again (its organisation, and the balance it now spends).
  expect(portalStore.get(userInfoAtom)?.name).toBe('Wang Fang (Ningbo)');
  expect(navigations).toEqual(['/personalCenter/organisation']);
});

test('an expired link shows the server’s message and no form', async () => {
  answers['GET /org/invitations/preview/'] = {
    status: 422,
    body: { code: 422, msg: 'This invitation has expired; ask for a new one' },
  };
  await open();
  expect((await screen.findByTestId('error-state')).textContent).toBe(
    'This invitation has expired; ask for a new one',
  );
  expect(screen.queryByTestId('invitation-signup-submit')).toBeNull();
});

test('a link without its token says so and asks nothing', async () => {
  await open('');
  expect(screen.getByTestId('invitation-missing').textContent).toBe(
    'This invitation link is incomplete; open it again from the invitation e-mail.',
  );
  expect(asked).toEqual([]);
});
