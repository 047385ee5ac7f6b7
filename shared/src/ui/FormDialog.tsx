/**
 * The small form dialog of the account pages and the image query (a new API key, a webhook endpoint, a subscription
 * saved or changed): a title, optional words above the form, the server's message for the whole form, the fields
 * with their messages under them, and cancel and submit (waiting while the call is on its way).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { toggled } from './CheckboxGroupField';
import { useDialogSubmit, type DialogSubmit } from './use-dialog-submit';

export interface FieldMessage {
  error: boolean;
  helperText: ReactNode;
}

/** A text field's `error` and `helperText`: its message, or else its hint. */
export const fieldMessage = (message: string | undefined, hint?: ReactNode): FieldMessage => ({
  error: Boolean(message),
  helperText: message ?? hint,
});

export interface FormDialogState extends DialogSubmit {
  /**
   * The message under a field: the server's, else, once a submit was tried, the form's own `problem` (the words of a
   * check that failed, or nothing).
   */
  messageOf: (field: string, problem?: string | false) => string | undefined;
  /** A submit: the form's own messages show from now on; the call goes only when the form is `valid`. */
  submit: (valid: boolean, call: () => Promise<void>) => Promise<void>;
  /** A text field's props: its value, a change (the server's message about the old value goes), its message or hint. */
  text: (
    field: string,
    value: string,
    onChange: (value: string) => void,
    words: { problem?: string | false; hint?: ReactNode },
  ) => FieldMessage & { value: string; onChange: (e: { target: { value: string } }) => void };
  /**
   * A CheckboxGroupField's props: what is ticked, a toggle (the server's message about the old choice goes), its
   * message (`required` once a submit was tried with nothing ticked).
   */
  choices: <T extends string>(
    field: string,
    chosen: readonly T[],
    setChosen: (update: (chosen: T[]) => T[]) => void,
    required: string,
  ) => { chosen: readonly T[]; onToggle: (value: T) => void; error: string | undefined };
}

/** The submit cycle of a form dialog: the form's own checks show after a first try, the server's refusal per field. */
export function useFormDialog(knownFields: readonly string[]): FormDialogState {
  const [tried, setTried] = useState(false);
  const submitting = useDialogSubmit(knownFields);
  const messageOf = (field: string, problem?: string | false) =>
    submitting.fieldError(field) ?? (tried && problem ? problem : undefined);
  return {
    ...submitting,
    messageOf,
    text: (field, value, onChange, { problem, hint }) => ({
      value,
      onChange: (e) => {
        onChange(e.target.value);
        submitting.edited(field);
      },
      ...fieldMessage(messageOf(field, problem), hint),
    }),
    choices: (field, chosen, setChosen, required) => ({
      chosen,
      onToggle: (value) => {
        setChosen((c) => toggled(c, value));
        submitting.edited(field);
      },
      error: messageOf(field, chosen.length === 0 && required),
    }),
    reset: () => {
      setTried(false);
      submitting.reset();
    },
    submit: async (valid, call) => {
      setTried(true);
      if (valid) await submitting.send(call);
    },
  };
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Words above the form. */
  intro?: ReactNode;
  form: Pick<FormDialogState, 'busy' | 'formError'>;
  /** Test ids of the form's message and of the submit button. */
  errorTestId: string;
  submitTestId: string;
  cancelLabel: string;
  submitLabel: string;
  maxWidth?: 'xs' | 'sm';
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  intro,
  form,
  errorTestId,
  submitTestId,
  cancelLabel,
  submitLabel,
  maxWidth = 'sm',
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro}
          {form.formError && (
            <Alert severity="error" data-testid={errorTestId}>
              {form.formError}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button
          variant="contained"
          disabled={form.busy}
          onClick={() => void onSubmit()}
          data-testid={submitTestId}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
