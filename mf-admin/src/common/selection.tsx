/**
 * Rows ticked in a server grid, the one action on them (receive the tasks, acknowledge the notices), and the grid
 * with the bar above it that counts them and offers the action.
 */
import { useState, type ComponentProps } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { ServerGrid } from '@portal/shared/grid';
import { notify } from '@portal/shared/ui';
import { errorMessage } from './errors';

export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const clear = () => setSelected(new Set());
  return {
    selected,
    clear,
    /** Spread on the grid (with `checkboxSelection`). */
    gridProps: {
      rowSelectionModel: { type: 'include', ids: new Set<number>(selected) } as GridRowSelectionModel,
      onRowSelectionModelChange: (m: GridRowSelectionModel) => setSelected(new Set([...m.ids].map(Number))),
    },
    /**
     * Does the action on the ticked rows and says its message (the ticks go), or the server's refusal (they stay);
     * the list reloads either way.
     */
    act: async (call: (ids: ReadonlySet<number>) => Promise<string>, reload: () => Promise<void>) => {
      try {
        notify('success', await call(selected));
        clear();
      } catch (err) {
        notify('error', errorMessage(err));
      }
      await reload();
    },
  };
}

/** A server grid whose rows are ticked (those `isRowSelectable` allows), and above it the count and the action. */
export function SelectionGrid<R extends GridValidRowModel>({
  selection,
  countText,
  actionLabel,
  onAction,
  actionTestId,
  ...grid
}: ComponentProps<typeof ServerGrid<R>> & {
  selection: ReturnType<typeof useRowSelection>;
  countText: string;
  actionLabel: string;
  onAction: () => void;
  actionTestId: string;
}) {
  const count = selection.selected.size;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', minHeight: 36 }}>
        <Typography sx={{ flex: 1 }}>{count > 0 && countText}</Typography>
        <Button variant="outlined" disabled={count === 0} onClick={onAction} data-testid={actionTestId}>
          {actionLabel}
        </Button>
      </Stack>
      <ServerGrid {...grid} checkboxSelection {...selection.gridProps} />
    </>
  );
}
