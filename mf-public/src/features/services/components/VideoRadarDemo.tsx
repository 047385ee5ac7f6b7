/** The video-radar demonstration: a synthetic sequence of a ship sailing across a sample, its detections and track. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import { sampleGrid } from '@portal/shared/domain/sample-footprint';
import type { Sample } from '../../../common/samples-api';
import type { WorkerRequest } from '../analysis/protocol';
import { useSampleRun } from '../hooks/use-sample-run';
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
  const {
    sample,
    run,
    result: video,
    runOn,
    bar,
  } = useSampleRun<Extract<WorkerRequest, { kind: 'video' }>>(samples);
  const make = () =>
    runOn({
      kind: 'video',
      frames: VIDEO_FRAMES,
      imageUrl: new URL(sample.image_url, window.location.href).href,
    });
  return (
    <>
      <SampleRunBar {...bar} sampleLabel={t('video.sample')} runLabel={t('video.make')} onRun={make} />
      <RunState
        run={run}
        label={t('video.progress')}
        describe={(percent) => t('video.running', { percent })}
      />
      {video && <VideoPlayer key={sample.id} video={video} grid={sampleGrid(sample, video)} />}
    </>
  );
}
