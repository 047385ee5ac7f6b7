/**
 * The mobile number and e-mail address of an account, each with the server's answer whether it is still free
 * (registration and the profile page ask the same of both).
 */
import { TextField } from '@mui/material';
import type { BoundField } from './forms';
import { withAvailability, type AvailabilityState } from './use-availability';

export function ContactFields({
  mobile,
  email,
  labels,
  checking,
}: {
  mobile: { bound: BoundField; availability: AvailabilityState };
  email: { bound: BoundField; availability: AvailabilityState };
  labels: { mobile: string; email: string };
  /** Shown under a field while its answer is awaited. */
  checking: string;
}) {
  return (
    <>
      <TextField
        {...withAvailability(mobile.bound, mobile.availability, checking)}
        label={labels.mobile}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        fullWidth
        margin="dense"
      />
      <TextField
        {...withAvailability(email.bound, email.availability, checking)}
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        fullWidth
        margin="dense"
      />
    </>
  );
}
