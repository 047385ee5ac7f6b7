import { useCallback, useState } from 'react';
import { failureMessage } from '../http/failure';
import { apiErrorMessages, useLang, type FieldMessages } from './forms';

export interface DialogSubmit {
  /** A call is on its way (the submit button waits). */
  busy: boolean;
  /** The server's message for a field, until the field is edited. */
  fieldError: (field: string) => string | undefined;
  /** The server's message for the whole form, if the last call was refused. */
  formError: string | null;
  /** The field was edited: the server's message about its old value goes. */
  edited: (field: string) => void;
  /** Forgets the server's messages (the dialog closes or opens again). */
  reset: () => void;
  /** Runs the call; a refusal goes under the fields it names and the rest above the form. */
  send: (call: () => Promise<void>) => Promise<void>;
}

const NONE: { fields: FieldMessages; form: string | null } = { fields: {}, form: null };

/**
 * The submit cycle of a small form dialog that checks its own fields (keys, webhooks, saved searches): one call at a
 * time, and the server's refusal spread over the dialog's `knownFields` and one message above the form.
 */
export function useDialogSubmit(knownFields: readonly string[]): DialogSubmit {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState(NONE);
  const edited = useCallback(
    (field: string) =>
      setServer((s) => {
        if (!(field in s.fields)) return s;
        const { [field]: _gone, ...fields } = s.fields;
        return { fields, form: s.form };
      }),
    [],
  );
  const reset = useCallback(() => setServer(NONE), []);
  const send = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (err) {
      setServer(apiErrorMessages(err, knownFields, failureMessage(err, lang) ?? ''));
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    fieldError: (field) => server.fields[field],
    formError: server.form,
    edited,
    reset,
    send,
  };
}
