import { Box } from '@mui/material';
import { LoadingState } from '@portal/shared/ui';

/**
 * A page's content while it loads: the progress keeps a screen's height, so the footer stays below the fold and does
 * not jump away when the content arrives (a layout shift; on a phone it was the gallery's whole CLS).
 */
export function PageLoading() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LoadingState />
    </Box>
  );
}
