/**
 * The body of a list a reader sees all of or only their own (useScopedGrid: the archive orders, the bill): a failed
 * call's message with its retry, the filter row (its fields, then the username and the export for those who see
 * every account) sending the draft as a whole, and the server grid.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@portal/shared/ui';
import { FilterBar, UsernameFilter } from './FilterBar';
import { ServerGrid } from './ServerGrid';
import type { ScopedGrid } from './use-scoped-grid';
import './i18n';

export function ScopedListView<R extends GridValidRowModel, F extends { username: string }>({
  list,
  onExport,
  exportTestId,
  actions,
  grid,
  children,
}: {
  list: ScopedGrid<R, F>;
  /** Exports the list as filtered (for those who see every account). */
  onExport: () => Promise<unknown>;
  exportTestId: string;
  /** Further buttons after the export. */
  actions?: ReactNode;
  grid: Omit<ComponentProps<typeof ServerGrid<R>>, keyof ScopedGrid<R, F>['gridProps']>;
  /** The filter fields before the username. */
  children: ReactNode;
}) {
  const { t } = useTranslation('grid');
  const { draft, setDraft } = list;
  return (
    <>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <FilterBar
        onSubmit={() => list.applyFilters({ ...draft })}
        actions={
          list.all && (
            <>
              <Button onClick={() => void onExport()} data-testid={exportTestId}>
                {t('export')}
              </Button>
              {actions}
            </>
          )
        }
      >
        {children}
        {list.all && (
          <UsernameFilter value={draft.username} onChange={(username) => setDraft({ ...draft, username })} />
        )}
      </FilterBar>
      <ServerGrid {...list.gridProps} {...grid} />
    </>
  );
}
