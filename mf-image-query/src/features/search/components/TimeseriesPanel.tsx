/**
 * The time series: chart the point last clicked or an area drawn on the globe, mean σ⁰ over the stack's dates, a
 * short summary (dates with data, full resolution or preview) and the CSV built here, in the browser.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GlobeApi, LngLat } from '@portal/shared/globe';
import { NS } from '../../../i18n';
import type { SceneViewer } from '../hooks/use-scene-viewer';
import { summarize } from '../state/stack-steps';
import { timeseriesCsv, timeseriesFileName } from '../state/timeseries-csv';
import { TimeseriesChart } from './TimeseriesChart';
import { saveBlob } from '@portal/shared/http';
import '../../../viewer-i18n';

const db = (v: number | null) => (v == null ? '–' : v.toFixed(2));

export function TimeseriesPanel(props: {
  scene: string;
  series: SceneViewer['series'];
  clicked: LngLat | null;
  globe: GlobeApi | null;
}) {
  const { t } = useTranslation(NS);
  const { answer, drawing } = props.series;
  const drawArea = () => {
    props.series.setDrawing(true);
    props.globe?.draw('rectangle');
  };
  const where = answer?.place.kind === 'area' ? t('viewer.tsInArea') : t('viewer.tsAtPoint');
  const s = answer?.state === 'ready' ? summarize(answer.entries) : null;
  const resolution = s
    ? t(`viewer.res${s.resolution === 'full' ? 'Full' : s.resolution === 'preview' ? 'Preview' : 'Mixed'}`)
    : '';
  return (
    <Stack spacing={1} data-testid="viewer-timeseries">
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={!props.clicked}
          onClick={() => props.clicked && props.series.read({ kind: 'point', wgs84: props.clicked })}
          data-testid="viewer-ts-point"
        >
          {t('viewer.tsPoint')}
        </Button>
        <Button size="small" variant="outlined" onClick={drawArea} data-testid="viewer-ts-area">
          {t('viewer.tsArea')}
        </Button>
      </Stack>
      {drawing && <Typography variant="body2">{t('viewer.tsDrawing')}</Typography>}
      {!answer && !drawing && (
        <Typography variant="body2" color="text.secondary">
          {t('viewer.tsHint')}
        </Typography>
      )}
      {answer?.state === 'reading' && <Typography variant="body2">{t('viewer.tsReading')}</Typography>}
      {answer?.state === 'preparing' && (
        <Typography variant="body2" data-testid="viewer-ts-preparing" role="status">
          {answer.message} {t('viewer.tsPreparing')}
        </Typography>
      )}
      {answer?.state === 'failed' && (
        <Typography variant="body2" color="error">
          {t('viewer.tsFailed')}
        </Typography>
      )}
      {answer?.state === 'ready' && s && (
        <>
          <Typography variant="body2" data-testid="viewer-ts-summary">
            {t('viewer.tsSummary', { where, withData: s.withData, dates: s.dates, resolution })}
            {s.meanDb != null &&
              ` · ${t('viewer.tsRange', { mean: db(s.meanDb), min: db(s.minDb), max: db(s.maxDb) })}`}
          </Typography>
          <TimeseriesChart
            entries={answer.entries}
            label={t('viewer.chart')}
            seriesLabel={t('viewer.meanDb')}
          />
          <Button
            size="small"
            variant="contained"
            onClick={() =>
              saveBlob(
                new Blob([timeseriesCsv(answer.entries)], { type: 'text/csv;charset=utf-8' }),
                timeseriesFileName(props.scene, answer.place.kind),
              )
            }
            data-testid="viewer-ts-csv"
          >
            {t('viewer.download')}
          </Button>
        </>
      )}
    </Stack>
  );
}
