/**
 * Runs a staff change on an order and reloads it. Every change names the version it was made on: a 409 means
 * someone else changed the order first — the order is reloaded and the page says so (`conflict`, with the server's
 * words on who changed it and when), and the dialog that asked closes; any other failure is the server's message,
 * for the dialog to show.
 */
import { useCallback, useState } from 'react';
import { errorMessage, isVersionConflict } from '../../../common/errors';

export type ActionOutcome<T = unknown> =
  | { ok: true; result: T }
  | { ok: false; conflict: true }
  | { ok: false; conflict: false; message: string };

export function useVersionedAction(reload: () => Promise<void>) {
  /** The server's message of the last 409, or null. */
  const [conflict, setConflict] = useState<string | null>(null);

  /** Says that someone else changed the order first, and reloads it. */
  const reportConflict = useCallback(
    async (err: unknown) => {
      setConflict(errorMessage(err));
      await reload();
    },
    [reload],
  );

  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<ActionOutcome<T>> => {
      try {
        const result = await action();
        setConflict(null);
        await reload();
        return { ok: true, result };
      } catch (err) {
        if (isVersionConflict(err)) {
          await reportConflict(err);
          return { ok: false, conflict: true };
        }
        return { ok: false, conflict: false, message: errorMessage(err) };
      }
    },
    [reload, reportConflict],
  );

  const dismissConflict = useCallback(() => setConflict(null), []);
  return { conflict, dismissConflict, reportConflict, run };
}
