import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a time further away is checked again when the page is next opened. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** Whether the instant `iso` has come, turning true by itself when it comes while the page is open. */
export function useTimeReached(iso: string | null | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [reached, setReached] = useState(() => !(at > Date.now()));
  useEffect(() => {
    const wait = at - Date.now();
    setReached(!(wait > 0));
    if (!(wait > 0) || wait > LONGEST_WAIT_MS) return;
    const timer = setTimeout(() => setReached(true), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
}
