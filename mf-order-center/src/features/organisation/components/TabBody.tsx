/** A tab's list: its main button, the load's failure with a retry, the wait, the empty list's words, the list. */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { EmptyState, ErrorState, LoadingState, type OwnList } from '@portal/shared/ui';

export function TabBody({
  list,
  empty,
  emptyTitle,
  emptyHint,
  action,
  children,
}: {
  list: Pick<OwnList<unknown>, 'data' | 'error' | 'load'>;
  empty: boolean;
  emptyTitle: string;
  emptyHint: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {action && <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2 }}>{action}</Box>}
      {list.error && <ErrorState message={list.error} onRetry={() => void list.load()} />}
      {!list.error && list.data === null && <LoadingState />}
      {empty && !list.error && <EmptyState title={emptyTitle} hint={emptyHint} />}
      {children}
    </>
  );
}
