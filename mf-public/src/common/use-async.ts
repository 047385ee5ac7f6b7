import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@portal/shared/http';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; value: T };

/**
 * Runs `load` when its inputs change (a late answer of older inputs is dropped); `retry` runs it again. `initial`,
 * when it gives a value, is the first result instead of the first `load` (what a first view already shows).
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  initial?: () => T | undefined,
): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>(() => {
    const value = initial?.();
    return value === undefined ? { status: 'loading' } : { status: 'done', value };
  });
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(state.status === 'done');
  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'done', value }),
      (e: unknown) => current && setState({ status: 'error', message: failureMessage(e) ?? '' }),
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
