/** Labelled facts as a description list in two columns: label, value. */
import { Box, Typography } from '@mui/material';

export function FactList({ facts, testId }: { facts: [string, string][]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
