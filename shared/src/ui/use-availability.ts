import { useEffect, useState } from 'react';
import { verifyRegister, type Availability, type AvailabilityField } from '../http/user';
import { useLang, type BoundField } from './forms';

export type AvailabilityStatus = 'idle' | 'checking' | 'available' | 'taken';

export interface AvailabilityState {
  status: AvailabilityStatus;
  /** The server's message (localized), e.g. "User already exists" or "Available". */
  message?: string;
}

export interface AvailabilityOptions {
  /** Check only when true, e.g. when the value passes the client-side rule and differs from the saved one. */
  enabled: boolean;
  /** Quiet time after the last keystroke before asking the server. */
  delayMs?: number;
  /** The call to make (verify_register by default; tests pass their own). */
  check?: (
    fields: Partial<Record<AvailabilityField, string>>,
    signal?: AbortSignal,
  ) => Promise<Availability[]>;
}

export const AVAILABILITY_DELAY_MS = 400;

interface Answer extends AvailabilityState {
  key: string;
}

/**
 * Whether a username, mobile or e-mail is still free, asked of the server as the user types (debounced; an older
 * answer never replaces a newer one, and a request for a value the user has since changed is cancelled).
 * `checking` from the first keystroke until the answer for the current value arrives. A transport error leaves
 * the field without a message (docs/requirements.md §8); the server checks again on submit.
 */
export function useAvailability(
  field: AvailabilityField,
  value: string,
  options: AvailabilityOptions,
): AvailabilityState {
  const { enabled, delayMs = AVAILABILITY_DELAY_MS, check = verifyRegister } = options;
  const lang = useLang();
  const key = `${lang}\u0000${value}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check({ [field]: value }, controller.signal).then(
        (results) => {
          if (controller.signal.aborted) return;
          const r = results.find((x) => x.field === field);
          setAnswer(
            r
              ? { key, status: r.available ? 'available' : 'taken', message: r.message }
              : { key, status: 'idle' },
          );
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ key, status: 'idle' });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [field, value, key, enabled, delayMs, check]);

  if (!enabled) return { status: 'idle' };
  if (!answer || answer.key !== key) return { status: 'checking' };
  return { status: answer.status, message: answer.message };
}

/** A bound text field with the availability answer under it, unless the field already shows a rule's message. */
export function withAvailability(
  bound: BoundField,
  state: AvailabilityState,
  checkingText: string,
): BoundField & { slotProps?: { formHelperText: { sx: { color: string } } } } {
  if (bound.error) return bound;
  if (state.status === 'taken')
    return { ...bound, error: true, helperText: state.message ?? bound.helperText };
  if (state.status === 'checking') return { ...bound, helperText: checkingText };
  if (state.status === 'available') {
    return {
      ...bound,
      helperText: state.message ?? bound.helperText,
      slotProps: { formHelperText: { sx: { color: 'success.main' } } },
    };
  }
  return bound;
}
