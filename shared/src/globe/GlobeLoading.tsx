import { Box, CircularProgress } from '@mui/material';

/** Shown while the globe's code (and Cesium) downloads. */
export function GlobeLoading({ height }: { height: number | string }) {
  return (
    <Box
      sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#0b1a2e' }}
      data-testid="globe-loading"
    >
      <CircularProgress size={32} />
    </Box>
  );
}
