import { Box } from '@mui/material';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { EmptyState } from '@portal/shared/ui';

/**
 * A DataGrid of a server-paged list (spread `useServerGrid`'s gridProps into it) with its empty state, under a box
 * that carries the test id (DataGrid does not pass data-* attributes to its root).
 */
export function ServerGrid<R extends GridValidRowModel>({
  testId,
  empty,
  overlayHeight = 220,
  ...props
}: DataGridProps<R> & { testId: string; empty: { title: string; hint?: string }; overlayHeight?: number }) {
  return (
    <Box data-testid={testId}>
      <DataGrid
        {...props}
        slots={{ noRowsOverlay: () => <EmptyState title={empty.title} hint={empty.hint} />, ...props.slots }}
        sx={{ '--DataGrid-overlayHeight': `${overlayHeight}px`, ...props.sx }}
      />
    </Box>
  );
}
