/**
 * Rows ticked in a server grid, and the bar above it that counts them and offers the one action on them (receive
 * the tasks, acknowledge the notices).
 */
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';

export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return {
    selected,
    clear: () => setSelected(new Set()),
    /** Spread on the grid (with `checkboxSelection`). */
    gridProps: {
      rowSelectionModel: { type: 'include', ids: new Set<number>(selected) } as GridRowSelectionModel,
      onRowSelectionModelChange: (m: GridRowSelectionModel) => setSelected(new Set([...m.ids].map(Number))),
    },
  };
}

export function SelectionBar({
  count,
  countText,
  actionLabel,
  onAction,
  testId,
}: {
  count: number;
  countText: string;
  actionLabel: string;
  onAction: () => void;
  testId: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', minHeight: 36 }}>
      <Typography sx={{ flex: 1 }}>{count > 0 && countText}</Typography>
      <Button variant="outlined" disabled={count === 0} onClick={onAction} data-testid={testId}>
        {actionLabel}
      </Button>
    </Stack>
  );
}
