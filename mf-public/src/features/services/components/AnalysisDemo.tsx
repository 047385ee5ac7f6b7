/** A demonstration of one analysis: pick a sample picture, run the analysis in a web worker, see the results on it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { ErrorState, LoadingState } from '@portal/shared/ui';
import {
  DETAIL_PIXEL_M,
  sampleDetail,
  sampleDetailGrid,
  sampleGrid,
} from '@portal/shared/domain/sample-footprint';
import { useAsync } from '../../../common/useAsync';
import { sampleById, type Sample } from '../../../common/samples-api';
import type { Algorithm, PixelAnalysis, WorkerRequest } from '../analysis/protocol';
import { useAnalysisWorker } from '../hooks/useAnalysisWorker';
import { NS } from '../i18n';
import { AnalysisResults } from './AnalysisResults';
import { AnalysisOverlay } from './AnalysisOverlay';
import { RunProgress } from './RunProgress';
import { SamplePicker } from './SamplePicker';

export function AnalysisDemo({ algorithm, sampleIds }: { algorithm: Algorithm; sampleIds: number[] }) {
  const { t, i18n } = useTranslation(NS);
  const [samples, retry] = useAsync(
    () => Promise.all(sampleIds.map((id) => sampleById(id))),
    [sampleIds.join(','), i18n.language],
  );
  return (
    <Box component="section" aria-labelledby="demo-heading" data-testid="analysis-demo">
      <Typography id="demo-heading" variant="h6" component="h3" gutterBottom>
        {t('demo.heading')}
      </Typography>
      <Typography paragraph>{t('demo.intro')}</Typography>
      {samples.status === 'loading' && <LoadingState />}
      {samples.status === 'error' && (
        <ErrorState message={t('demo.samplesFailed', { msg: samples.message })} onRetry={retry} />
      )}
      {samples.status === 'done' && samples.value.length > 0 && (
        <Demo algorithm={algorithm} samples={samples.value} />
      )}
    </Box>
  );
}

function Demo({ algorithm, samples }: { algorithm: Algorithm; samples: Sample[] }) {
  const { t } = useTranslation(NS);
  const [selected, setSelected] = useState(samples[0].id);
  const [ranOn, setRanOn] = useState<number | null>(null);
  const [run, start] = useAnalysisWorker<Extract<WorkerRequest, { kind: 'analyse' }>>();
  const sample = samples.find((s) => s.id === selected) ?? samples[0];
  // Ships are searched on the sample's detail, where they are drawn at their size (the server does the same).
  const detail = algorithm === 'vessel';
  const picture = detail ? sample.detail_url : sample.image_url;
  const result: PixelAnalysis | null = run.status === 'done' && ranOn === sample.id ? run.result : null;
  const detailGrid = sampleDetailGrid(sample);
  const grid = result && (detail ? detailGrid : sampleGrid(sample, result));
  const detailSizes = {
    side: Number(((sampleDetail(sample).size * DETAIL_PIXEL_M) / 1000).toFixed(2)),
    pixel: DETAIL_PIXEL_M,
  };
  const onRun = () => {
    setRanOn(sample.id);
    start({
      kind: 'analyse',
      algorithm,
      imageUrl: new URL(picture, window.location.href).href,
      ...(detail ? { pixelSizeM: detailGrid.pixelSizeM } : {}),
    });
  };
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SamplePicker
          label={t('demo.sample')}
          samples={samples}
          value={sample.id}
          onChange={setSelected}
          disabled={run.status === 'running'}
        />
        <Button
          variant="contained"
          onClick={onRun}
          disabled={run.status === 'running'}
          data-testid="demo-run"
        >
          {t('demo.run')}
        </Button>
      </Stack>
      {detail && (
        <Typography color="text.secondary" paragraph data-testid="demo-detail">
          {t('vessel.detail', detailSizes)}
        </Typography>
      )}
      {run.status === 'running' && (
        <RunProgress
          fraction={run.progress}
          label={t('demo.progress')}
          describe={(percent) => t('demo.running', { percent })}
        />
      )}
      {run.status === 'error' && <Alert severity="error">{t('demo.failed', { msg: run.message })}</Alert>}
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
