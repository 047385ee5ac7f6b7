/**
 * An account page that lists a person's own things (API keys, webhook endpoints, subscriptions): what the page is
 * for beside its main button; the list loaded, and loaded again after each change; a failed load said with a retry;
 * the wait; the empty list's words; and the hooks of its steps: made in a dialog (then a secret shown once), removed
 * after a question.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { failureMessage, showFailure } from '../http/failure';
import { AccountPage } from './AccountLayout';
import { useLang } from './forms';
import { EmptyState, ErrorState, LoadingState } from './states';

export interface OwnList<T> {
  /** The list, once loaded. */
  data: T | null;
  /** Why the last load failed, if it did. */
  error: string | null;
  load: () => Promise<void>;
  /** Runs a change, then loads the list again; a refusal is shown as a notice. */
  act: (work: Promise<unknown>) => void;
}

/**
 * Loads the list with `fetch` (a stable function: a module's call or a useCallback), again when the language
 * changes. `fetch` answers undefined when there is nothing to show (it went to another page instead).
 */
export function useOwnList<T>(fetch: () => Promise<T | undefined>): OwnList<T> {
  const lang = useLang();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const next = await fetch();
      if (next === undefined) return;
      setData(next);
      setError(null);
    } catch (err) {
      const message = failureMessage(err, lang);
      if (message) setError(message);
    }
  }, [fetch, lang]);
  useEffect(() => void load(), [load]);
  const act = (work: Promise<unknown>) =>
    void work.then(
      () => load(),
      (err: unknown) => showFailure(err),
    );
  return { data, error, load, act };
}

/** A thing made in a dialog (`made` runs after), then shown once: the props of both dialogs. */
export function useCreation<T>(made: () => void) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<T | null>(null);
  return {
    created,
    start: () => setCreating(true),
    dialog: {
      open: creating,
      onClose: () => setCreating(false),
      onCreated: (thing: T) => {
        setCreated(thing);
        made();
      },
    },
    shown: { open: created !== null, onClose: () => setCreated(null) },
  };
}

/** A removal asked first (ConfirmDialog's open, onKeep and onConfirm); `remove` runs once confirmed. */
export function useRemoval<T>(remove: (thing: T) => void) {
  const [asked, setAsked] = useState<T | null>(null);
  return {
    asked,
    ask: (thing: T) => setAsked(thing),
    confirm: {
      open: asked !== null,
      onKeep: () => setAsked(null),
      onConfirm: () => {
        const thing = asked!;
        setAsked(null);
        remove(thing);
      },
    },
  };
}

export interface AccountListPageProps {
  title: string;
  /** What the page is for. */
  intro: ReactNode;
  /** The page's main button (make one, or the way to where they are made). */
  action?: ReactNode;
  list: Pick<OwnList<unknown>, 'data' | 'error' | 'load'>;
  /** The list is loaded and empty: its words, and what to do. */
  empty: boolean;
  emptyTitle: string;
  emptyHint: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

export function AccountListPage({
  title,
  intro,
  action,
  list,
  empty,
  emptyTitle,
  emptyHint,
  emptyAction,
  children,
}: AccountListPageProps) {
  return (
    <AccountPage title={title}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {intro}
        </Typography>
        {action}
      </Stack>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.load()} />}
      {!list.error && list.data === null && <LoadingState />}
      {empty && <EmptyState title={emptyTitle} hint={emptyHint} action={emptyAction} />}
      {children}
    </AccountPage>
  );
}
