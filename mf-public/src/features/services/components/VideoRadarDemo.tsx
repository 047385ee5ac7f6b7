/** The video-radar demonstration: a synthetic sequence of a ship sailing across a sample, its detections and track. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ErrorState, LoadingState } from '@portal/shared/ui';
import { sampleGrid } from '@portal/shared/domain/sample-footprint';
import { useAsync } from '../../../common/useAsync';
import { sampleById, type Sample } from '../../../common/samples-api';
import type { WorkerRequest } from '../analysis/protocol';
import { useAnalysisWorker } from '../hooks/useAnalysisWorker';
import { NS } from '../i18n';
import { RunProgress } from './RunProgress';
import { SamplePicker } from './SamplePicker';
import { VideoPlayer } from './VideoPlayer';

/** Frames of the sequence (the content's "demonstration frames"). */
export const VIDEO_FRAMES = 8;

export function VideoRadarDemo({ sampleIds }: { sampleIds: number[] }) {
  const { t, i18n } = useTranslation(NS);
  const [samples, retry] = useAsync(
    () => Promise.all(sampleIds.map((id) => sampleById(id))),
    [sampleIds.join(','), i18n.language],
  );
  return (
    <Box component="section" aria-labelledby="video-heading" data-testid="video-demo">
      <Typography id="video-heading" variant="h6" component="h3" gutterBottom>
        {t('video.heading')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="video-synthetic">
        {t('video.synthetic', { frames: VIDEO_FRAMES })}
      </Alert>
      {samples.status === 'loading' && <LoadingState />}
      {samples.status === 'error' && (
        <ErrorState message={t('demo.samplesFailed', { msg: samples.message })} onRetry={retry} />
      )}
      {samples.status === 'done' && samples.value.length > 0 && <Sequence samples={samples.value} />}
    </Box>
  );
}

function Sequence({ samples }: { samples: Sample[] }) {
  const { t } = useTranslation(NS);
  const [selected, setSelected] = useState(samples[0].id);
  const [madeFrom, setMadeFrom] = useState<number | null>(null);
  const [run, start] = useAnalysisWorker<Extract<WorkerRequest, { kind: 'video' }>>();
  const sample = samples.find((s) => s.id === selected) ?? samples[0];
  const video = run.status === 'done' && madeFrom === sample.id ? run.result : null;
  const make = () => {
    setMadeFrom(sample.id);
    start({
      kind: 'video',
      frames: VIDEO_FRAMES,
      imageUrl: new URL(sample.image_url, window.location.href).href,
    });
  };
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SamplePicker
          label={t('video.sample')}
          samples={samples}
          value={sample.id}
          onChange={setSelected}
          disabled={run.status === 'running'}
        />
        <Button variant="contained" onClick={make} disabled={run.status === 'running'} data-testid="demo-run">
          {t('video.make')}
        </Button>
      </Stack>
      {run.status === 'running' && (
        <RunProgress
          fraction={run.progress}
          label={t('video.progress')}
          describe={(percent) => t('video.running', { percent })}
        />
      )}
      {run.status === 'error' && <Alert severity="error">{t('demo.failed', { msg: run.message })}</Alert>}
      {video && <VideoPlayer key={sample.id} video={video} grid={sampleGrid(sample, video)} />}
    </>
  );
}
