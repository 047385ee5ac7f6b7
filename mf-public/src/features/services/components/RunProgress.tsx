import { Box, LinearProgress, Typography } from '@mui/material';

/** The worker's progress: a determinate bar and its percentage, announced politely to screen readers. */
export function RunProgress(props: {
  fraction: number;
  label: string;
  describe: (percent: number) => string;
}) {
  const percent = Math.round(props.fraction * 100);
  return (
    <Box sx={{ my: 2 }} data-testid="demo-progress">
      <LinearProgress variant="determinate" value={percent} aria-label={props.label} />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 0.5 }}>
        {props.describe(percent)}
      </Typography>
    </Box>
  );
}
