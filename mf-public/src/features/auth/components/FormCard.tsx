import type { ReactNode } from 'react';
import { Box, Paper } from '@mui/material';

/** A public account form on a card in the middle of the page (sign-in, sign-up, forgotten and reset password), named by its title. */
export function FormCard({
  title,
  onSubmit,
  maxWidth,
  layout,
  firstViewTexts,
  children,
}: {
  title: string;
  onSubmit: (e: { preventDefault(): void }) => void;
  maxWidth: number;
  /** The sign-up form says which of its layouts it is (`data-layout`). */
  layout?: string;
  /** The sign-in form rendered at build time carries the texts its first view may show (`data-first-view-login`). */
  firstViewTexts?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6, px: 2 }}>
      <Paper
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        sx={{ p: 4, width: '100%', maxWidth }}
        data-layout={layout}
        data-first-view-login={firstViewTexts}
      >
        {children}
      </Paper>
    </Box>
  );
}
