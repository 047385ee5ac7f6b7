/**
 * What the analysis and video-radar demonstrations share: their section (heading, what stands under it, the samples
 * they run on loaded, with a retry), the bar that picks a sample and starts a run, and a run's progress or failure.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ErrorState, LoadingState } from '@portal/shared/ui';
import { useAsync } from '../../../common/use-async';
import { sampleById, type Sample } from '../../../common/samples-api';
import type { WorkerRun } from '../hooks/use-analysis-worker';
import { NS } from '../i18n';
import { RunProgress } from './RunProgress';
import { SamplePicker } from './SamplePicker';

export function DemoSection({
  headingId,
  heading,
  testId,
  lead,
  sampleIds,
  children,
}: {
  headingId: string;
  heading: string;
  testId: string;
  /** What stands between the heading and the demonstration. */
  lead: ReactNode;
  sampleIds: number[];
  children: (samples: Sample[]) => ReactNode;
}) {
  const { t, i18n } = useTranslation(NS);
  const [samples, retry] = useAsync(
    () => Promise.all(sampleIds.map((id) => sampleById(id))),
    [sampleIds.join(','), i18n.language],
  );
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {heading}
      </Typography>
      {lead}
      {samples.status === 'loading' && <LoadingState />}
      {samples.status === 'error' && (
        <ErrorState message={t('demo.samplesFailed', { msg: samples.message })} onRetry={retry} />
      )}
      {samples.status === 'done' && samples.value.length > 0 && children(samples.value)}
    </Box>
  );
}

/** The sample to run on and the button that starts the run, both held while one runs. */
export function SampleRunBar({
  sampleLabel,
  samples,
  value,
  onChange,
  running,
  runLabel,
  onRun,
}: {
  sampleLabel: string;
  samples: Sample[];
  value: number;
  onChange: (id: number) => void;
  running: boolean;
  runLabel: string;
  onRun: () => void;
}) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <SamplePicker
        label={sampleLabel}
        samples={samples}
        value={value}
        onChange={onChange}
        disabled={running}
      />
      <Button variant="contained" onClick={onRun} disabled={running} data-testid="demo-run">
        {runLabel}
      </Button>
    </Stack>
  );
}

/** A run's progress while it runs, or why it failed. */
export function RunState<T>({
  run,
  label,
  describe,
}: {
  run: WorkerRun<T>;
  label: string;
  describe: (percent: number) => string;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      {run.status === 'running' && <RunProgress fraction={run.progress} label={label} describe={describe} />}
      {run.status === 'error' && <Alert severity="error">{t('demo.failed', { msg: run.message })}</Alert>}
    </>
  );
}
