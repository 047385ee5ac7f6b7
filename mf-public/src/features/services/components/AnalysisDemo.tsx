/** A demonstration of one analysis: pick a sample picture, run the analysis in a web worker, see the results on it. */
import { useTranslation } from 'react-i18next';
import { Grid, Typography } from '@mui/material';
import {
  DETAIL_PIXEL_M,
  sampleDetail,
  sampleDetailGrid,
  sampleGrid,
} from '@portal/shared/domain/sample-footprint';
import type { Sample } from '../../../common/samples-api';
import type { Algorithm, WorkerRequest } from '../analysis/protocol';
import { useSampleRun } from '../hooks/use-sample-run';
import { NS } from '../i18n';
import { AnalysisResults } from './AnalysisResults';
import { AnalysisOverlay } from './AnalysisOverlay';
import { DemoSection, RunState, SampleRunBar } from './DemoParts';

export function AnalysisDemo({ algorithm, sampleIds }: { algorithm: Algorithm; sampleIds: number[] }) {
  const { t } = useTranslation(NS);
  return (
    <DemoSection
      headingId="demo-heading"
      heading={t('demo.heading')}
      testId="analysis-demo"
      lead={<Typography paragraph>{t('demo.intro')}</Typography>}
      sampleIds={sampleIds}
    >
      {(samples) => <Demo algorithm={algorithm} samples={samples} />}
    </DemoSection>
  );
}

function Demo({ algorithm, samples }: { algorithm: Algorithm; samples: Sample[] }) {
  const { t } = useTranslation(NS);
  const { sample, run, result, runOn, bar } =
    useSampleRun<Extract<WorkerRequest, { kind: 'analyse' }>>(samples);
  // Ships are searched on the sample's detail, where they are drawn at their size (the server does the same).
  const detail = algorithm === 'vessel';
  const picture = detail ? sample.detail_url : sample.image_url;
  const detailGrid = sampleDetailGrid(sample);
  const grid = result && (detail ? detailGrid : sampleGrid(sample, result));
  const detailSizes = {
    side: Number(((sampleDetail(sample).size * DETAIL_PIXEL_M) / 1000).toFixed(2)),
    pixel: DETAIL_PIXEL_M,
  };
  const onRun = () =>
    runOn({
      kind: 'analyse',
      algorithm,
      imageUrl: new URL(picture, window.location.href).href,
      ...(detail ? { pixelSizeM: detailGrid.pixelSizeM } : {}),
    });
  return (
    <>
      <SampleRunBar {...bar} sampleLabel={t('demo.sample')} runLabel={t('demo.run')} onRun={onRun} />
      {detail && (
        <Typography color="text.secondary" paragraph data-testid="demo-detail">
          {t('vessel.detail', detailSizes)}
        </Typography>
      )}
      <RunState run={run} label={t('demo.progress')} describe={(percent) => t('demo.running', { percent })} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <AnalysisOverlay
            src={picture}
            alt={t(detail ? 'vessel.detailAlt' : 'demo.imageAlt', { title: sample.title, ...detailSizes })}
            result={result}
            grid={grid}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="subtitle1" component="h4" fontWeight={600} gutterBottom>
            {t('demo.results')}
          </Typography>
          {result && grid ? (
            <AnalysisResults result={result} grid={grid} />
          ) : (
            <Typography color="text.secondary">{t('demo.notRun')}</Typography>
          )}
        </Grid>
      </Grid>
    </>
  );
}
