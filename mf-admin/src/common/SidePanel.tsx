/**
 * The inside of a staff side panel (a right-hand drawer: a user, a feedback, a request under review): a region named
 * by its label, its title with anything beside it and the close button on one line, then what it shows.
 */
import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';

export function SidePanel({
  width,
  label,
  testId,
  title,
  beside,
  closeLabel,
  closeTestId,
  closeIcon = '×',
  onClose,
  children,
}: {
  /** Its width from the small breakpoint up (the whole screen below it). */
  width: number;
  label: string;
  testId: string;
  title: ReactNode;
  /** Shown between the title and the close button (e.g. a status chip). */
  beside?: ReactNode;
  closeLabel: string;
  closeTestId?: string;
  closeIcon?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{ width: { xs: '100vw', sm: width }, p: 2 }}
      data-testid={testId}
      role="region"
      aria-label={label}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {beside}
        <IconButton aria-label={closeLabel} onClick={onClose} data-testid={closeTestId}>
          {closeIcon}
        </IconButton>
      </Stack>
      {children}
    </Box>
  );
}
