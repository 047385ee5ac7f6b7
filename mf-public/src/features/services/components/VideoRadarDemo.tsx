/** The video-radar demonstration: a synthetic sequence of a ship sailing across a sample, its detections and track. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import { sampleGrid } from '@portal/shared/domain/sample-footprint';
import type { Sample } from '../../../common/samples-api';
import type { WorkerRequest } from '../analysis/protocol';
import { useAnalysisWorker } from '../hooks/use-analysis-worker';
import { NS } from '../i18n';
import { DemoSection, RunState, SampleRunBar } from './DemoParts';
import { VideoPlayer } from './VideoPlayer';

/** Frames of the sequence (the content's "demonstration frames"). */
export const VIDEO_FRAMES = 8;

export function VideoRadarDemo({ sampleIds }: { sampleIds: number[] }) {
  const { t } = useTranslation(NS);
  return (
    <DemoSection
      headingId="video-heading"
      heading={t('video.heading')}
      testId="video-demo"
      lead={
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="video-synthetic">
          {t('video.synthetic', { frames: VIDEO_FRAMES })}
        </Alert>
      }
      sampleIds={sampleIds}
    >
      {(samples) => <Sequence samples={samples} />}
    </DemoSection>
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
      <SampleRunBar
        sampleLabel={t('video.sample')}
        samples={samples}
        value={sample.id}
        onChange={setSelected}
        running={run.status === 'running'}
        runLabel={t('video.make')}
        onRun={make}
      />
      <RunState
        run={run}
        label={t('video.progress')}
        describe={(percent) => t('video.running', { percent })}
      />
      {video && <VideoPlayer key={sample.id} video={video} grid={sampleGrid(sample, video)} />}
    </>
  );
}
