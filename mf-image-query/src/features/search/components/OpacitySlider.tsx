/** A layer's opacity (0 … 1) as a labelled slider: the scene shown, and the scene compared over it. */
import { Slider, Stack, Typography } from '@mui/material';

export function OpacitySlider(props: {
  /** The label's element id (the slider is labelled by it). */
  id: string;
  label: string;
  value: number;
  onChange: (alpha: number) => void;
  testId?: string;
  labelWidth?: number;
}) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Typography
        variant="body2"
        id={props.id}
        sx={props.labelWidth ? { minWidth: props.labelWidth } : undefined}
      >
        {props.label}
      </Typography>
      <Slider
        size="small"
        min={0}
        max={1}
        step={0.05}
        value={props.value}
        onChange={(_, v) => props.onChange(v as number)}
        aria-labelledby={props.id}
        data-testid={props.testId}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
