import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; value: T };

/** Runs `load` when its inputs change (a late answer of older inputs is dropped); `retry` runs it again. */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'done', value }),
      (e: unknown) =>
        current && setState({ status: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
