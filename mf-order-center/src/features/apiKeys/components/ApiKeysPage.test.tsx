/**
 * The API keys page (issue 35): empty, it says what to do; a key is created from a name and scopes (ingest offered
 * to staff only), shown once with a copy button, then listed without its text; a revocation asks first.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiKey } from '@portal/shared/domain/api-keys';
import { http, httpHooks } from '@portal/shared/http';
import { setLang } from '@portal/shared/i18n';
import { portalStore, userInfoAtom } from '@portal/shared/session';
import type { UserInfo } from '@portal/shared/domain';
import { ApiKeysPage } from './ApiKeysPage';
import { inPortal } from '@portal/shared/testing';

const KEY = 'sar_live_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv1';
let keys: ApiKey[] = [];
const asked: { key: string; data?: unknown }[] = [];

const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  const data = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  asked.push({ key, data });
  let body: Record<string, unknown> = { code: 0, msg: 'ok', data: [] };
  if (key === 'GET /user/api_keys/') body = { code: 0, msg: 'ok', data: keys };
  else if (key === 'POST /user/api_keys/') {
    if (data.name === 'taken')
      body = {
        code: 400,
        msg: 'bad',
        errors: [{ field: 'expires_at', message: 'The expiry must be in the future' }],
      };
    else {
      const made: ApiKey = {
        id: 7,
        name: data.name,
        prefix: KEY.slice(0, 15),
        scopes: data.scopes,
        created_at: '2026-11-27T08:00:00.000Z',
        expires_at: data.expires_at ?? null,
        last_used_at: null,
        last_used_ip: null,
      };
      keys = [made];
      body = { code: 0, msg: 'ok', data: [{ ...made, key: KEY }] };
    }
  } else if (key === 'DELETE /user/api_keys/7/') keys = [];
  const status = body.code === 0 ? 200 : 400;
  const response: AxiosResponse = { data: body, status, statusText: '', headers: {}, config };
  if (status !== 200) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
  return response;
};

const signIn = (type: string) =>
  portalStore.set(userInfoAtom, { id: 3, type, username: 'someone' } as unknown as UserInfo);

async function open() {
  await act(async () => {
    render(inPortal(<ApiKeysPage />));
  });
}

beforeEach(() => {
  http.defaults.adapter = adapter;
  httpHooks.navigate = () => undefined;
  asked.length = 0;
  keys = [];
  setLang('en');
});

test('creates a key, shows it once with a copy button, lists it without its text, and revokes it after asking', async () => {
  signIn('customer');
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async (text: string) => void copied.push(text) },
    configurable: true,
  });
  await open();
  await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toContain('No API keys yet'));
  expect(screen.getByTestId('empty-state').textContent).toContain('Choose “Create key”');

  await act(async () => void fireEvent.click(screen.getByTestId('api-key-create')));
  // A customer is not offered ingest.
  expect(screen.queryByTestId('api-key-scope-ingest')).toBeNull();
  // Nothing chosen: the form says what is missing and sends nothing.
  await act(async () => void fireEvent.click(screen.getByTestId('api-key-submit')));
  expect(screen.getByText('Enter a name for the key')).toBeTruthy();
  expect(screen.getByText('Choose at least one scope')).toBeTruthy();
  expect(asked.filter((a) => a.key === 'POST /user/api_keys/')).toEqual([]);

  fireEvent.change(screen.getByTestId('api-key-name'), { target: { value: 'nightly sync' } });
  fireEvent.click(screen.getByTestId('api-key-scope-catalog:read'));
  fireEvent.change(screen.getByTestId('api-key-expiry'), { target: { value: '2027-01-31' } });
  await act(async () => void fireEvent.click(screen.getByTestId('api-key-submit')));
  expect(asked.find((a) => a.key === 'POST /user/api_keys/')!.data).toEqual({
    name: 'nightly sync',
    scopes: ['catalog:read'],
    expires_at: '2027-01-31T23:59:59Z',
  });

  const shown = await screen.findByTestId('api-key-created');
  expect((within(shown).getByTestId('api-key-created-text') as HTMLInputElement).value).toBe(KEY);
  expect(within(shown).getByTestId('api-key-created-once').textContent).toBe(
    'Copy it now and keep it safe: once this window is closed, the key will not be shown again.',
  );
  await act(async () => void fireEvent.click(within(shown).getByTestId('api-key-created-copy')));
  expect(copied).toEqual([KEY]);
  expect(within(shown).getByTestId('api-key-created-copy-state').textContent).toBe('Copied');
  await act(async () => void fireEvent.click(within(shown).getByTestId('api-key-created-done')));
  await waitFor(() => expect(screen.queryByTestId('api-key-created')).toBeNull());

  // Listed with its prefix, scopes, use and expiry, never its text.
  const row = await screen.findByTestId('api-key-row-7');
  expect(row.textContent).toContain('nightly sync');
  expect(row.textContent).toContain('sar_live_Ab12Cd…');
  expect(row.textContent).toContain('Search the catalog (and STAC)');
  expect(row.textContent).toContain('Never used');
  expect(row.textContent).toContain('2027-01-31 23:59:59 UTC');
  expect(document.body.textContent).not.toContain(KEY);

  await act(async () => void fireEvent.click(screen.getByTestId('api-key-revoke-7')));
  expect(screen.getByTestId('api-key-revoke-confirm-question').textContent).toContain(
    '“nightly sync” (sar_live_Ab12Cd…)',
  );
  expect(asked.some((a) => a.key.startsWith('DELETE'))).toBe(false);
  await act(async () => void fireEvent.click(screen.getByTestId('api-key-revoke-confirm')));
  expect(asked.some((a) => a.key === 'DELETE /user/api_keys/7/')).toBe(true);
  await waitFor(() => expect(screen.getByTestId('empty-state')).toBeTruthy());
}, 30_000);

test('staff are offered ingest, and a field the server refuses shows its message until it is changed', async () => {
  signIn('admin');
  await open();
  await act(async () => void fireEvent.click(screen.getByTestId('api-key-create')));
  expect(screen.getByTestId('api-key-scope-ingest')).toBeTruthy();
  fireEvent.change(screen.getByTestId('api-key-name'), { target: { value: 'taken' } });
  fireEvent.click(screen.getByTestId('api-key-scope-ingest'));
  await act(async () => void fireEvent.click(screen.getByTestId('api-key-submit')));
  expect(await screen.findByText('The expiry must be in the future')).toBeTruthy();
  expect(screen.queryByTestId('api-key-created')).toBeNull();
  // Another expiry typed: the server's word about the old one goes, as with every other field.
  fireEvent.change(screen.getByTestId('api-key-expiry'), { target: { value: '2030-01-31' } });
  expect(screen.queryByText('The expiry must be in the future')).toBeNull();
}, 30_000);
