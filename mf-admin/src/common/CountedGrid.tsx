/** A staff list's server grid with the count of what its filters found above it. */
import type { ComponentProps } from 'react';
import { Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ServerGrid } from '@portal/shared/grid';

export function CountedGrid<R extends GridValidRowModel>({
  totalText,
  totalTestId,
  ...grid
}: ComponentProps<typeof ServerGrid<R>> & { totalText: string; totalTestId: string }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} data-testid={totalTestId}>
        {totalText}
      </Typography>
      <ServerGrid {...grid} />
    </>
  );
}
