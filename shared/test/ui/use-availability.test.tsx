import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../src/i18n';
import type { Availability, AvailabilityField } from '../../src/http/user';
import { useAvailability, withAvailability } from '../../src/ui/use-availability';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

type Call = {
  fields: Partial<Record<AvailabilityField, string>>;
  signal?: AbortSignal;
  resolve: (r: Availability[]) => void;
  reject: (e: unknown) => void;
};

function fakeServer() {
  const calls: Call[] = [];
  const check = (fields: Call['fields'], signal?: AbortSignal) =>
    new Promise<Availability[]>((resolve, reject) => {
      calls.push({ fields, signal, resolve, reject });
    });
  return { calls, check };
}

/** The hook for one field whose value the test changes with `rerender({ value })`. */
function typing(
  field: AvailabilityField,
  value: string,
  delayMs: number,
  check: ReturnType<typeof fakeServer>['check'],
) {
  return renderHook(({ value }) => useAvailability(field, value, { enabled: true, delayMs, check }), {
    wrapper,
    initialProps: { value },
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('asks once the user stops typing, and only about the latest value', async () => {
  const server = fakeServer();
  const { result, rerender } = typing('username', 'ali', 300, server.check);
  expect(result.current.status).toBe('checking');
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'alice' });
  act(() => jest.advanceTimersByTime(299));
  expect(server.calls).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  expect(server.calls.map((c) => c.fields)).toEqual([{ username: 'alice' }]);
  await act(async () =>
    server.calls[0].resolve([{ field: 'username', available: false, message: 'User already exists' }]),
  );
  expect(result.current).toEqual({ status: 'taken', message: 'User already exists' });
});

test('an answer for a value the user has since changed is dropped and its request cancelled', async () => {
  const server = fakeServer();
  const { result, rerender } = typing('email', 'a@example.com', 100, server.check);
  act(() => jest.advanceTimersByTime(100));
  rerender({ value: 'b@example.com' });
  expect(server.calls[0].signal?.aborted).toBe(true);
  await act(async () => server.calls[0].resolve([{ field: 'email', available: true, message: 'Available' }]));
  expect(result.current.status).toBe('checking');
  act(() => jest.advanceTimersByTime(100));
  await act(async () => server.calls[1].resolve([{ field: 'email', available: true, message: 'Available' }]));
  expect(result.current).toEqual({ status: 'available', message: 'Available' });
});

test('disabled (a value that breaks the rule, or the saved one): no call, no message', () => {
  const server = fakeServer();
  const { result } = renderHook(
    () => useAvailability('mobile', '123', { enabled: false, delayMs: 10, check: server.check }),
    { wrapper },
  );
  act(() => jest.advanceTimersByTime(50));
  expect(server.calls).toHaveLength(0);
  expect(result.current).toEqual({ status: 'idle' });
});

test('a transport error leaves the field without a message', async () => {
  const server = fakeServer();
  const { result } = renderHook(
    () => useAvailability('mobile', '13800000000', { enabled: true, delayMs: 10, check: server.check }),
    { wrapper },
  );
  act(() => jest.advanceTimersByTime(10));
  await act(async () => server.calls[0].reject(new Error('Network Error')));
  expect(result.current).toEqual({ status: 'idle' });
});

test('withAvailability: a rule message first, then the server answer', () => {
  const bound = {
    name: 'username',
    value: 'x',
    onChange: () => undefined,
    onBlur: () => undefined,
    error: false,
    helperText: ' ',
  };
  expect(
    withAvailability(
      { ...bound, error: true, helperText: 'rule' },
      { status: 'taken', message: 'User already exists' },
      '…',
    ).helperText,
  ).toBe('rule');
  expect(withAvailability(bound, { status: 'taken', message: 'User already exists' }, '…')).toMatchObject({
    error: true,
    helperText: 'User already exists',
  });
  expect(withAvailability(bound, { status: 'checking' }, 'Checking…').helperText).toBe('Checking…');
  expect(withAvailability(bound, { status: 'available', message: 'Available' }, '…')).toMatchObject({
    error: false,
    helperText: 'Available',
  });
  expect(withAvailability(bound, { status: 'idle' }, '…')).toBe(bound);
});
