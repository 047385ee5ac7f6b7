/**
 * The panel below the globe: "Predict", the saved simulations, and the opportunities found on a time line of the
 * window searched and in a table (which can be hidden), or why there are none.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { NS } from '../../../i18n';
import type { SimulationState } from '../hooks/use-simulation';
import { OpportunityTable } from './OpportunityTable';
import { PassTimeline } from './PassTimeline';
import { PredictionError } from './PredictionError';

export function PredictionPanel({ prediction, lang }: { prediction: SimulationState; lang: Lang }) {
  const { t } = useTranslation(NS);
  const [showTable, setShowTable] = useState(true);
  const { sim, predicting, predictError, predictMs, selectedOpp, selectOpportunity } = prediction;
  const run = () => void prediction.runPrediction();
  const searched = sim ? { from: sim.start_time, to: sim.end_time } : null;
  return (
    <Paper
      square
      elevation={0}
      data-testid="prediction"
      data-ms={predictMs ?? undefined}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        maxHeight: '50%',
        overflow: 'auto',
        flexShrink: 0,
        px: 1.5,
        py: 1,
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('opportunities')}
        </Typography>
        {sim && (
          <Button size="small" onClick={() => setShowTable((v) => !v)} data-testid="toggle-opportunity-table">
            {showTable ? t('hideTable') : t('showTable')}
          </Button>
        )}
        <Button
          size="small"
          onClick={() => prediction.setShowSaved(true)}
          data-testid="saved-simulations-open"
        >
          {t('simulations')}
        </Button>
        <Button size="small" variant="contained" onClick={run} disabled={predicting} data-testid="predict">
          {t('predict')}
        </Button>
      </Stack>
      {predicting && (
        <Box sx={{ my: 1 }} role="status">
          <LinearProgress />
          <Typography variant="caption">{t('predicting')}</Typography>
        </Box>
      )}
      {predictError && <PredictionError problem={predictError} onRetry={run} />}
      {sim && searched ? (
        <>
          <PassTimeline
            opportunities={sim.opportunities}
            from={searched.from}
            to={searched.to}
            selected={selectedOpp}
            onSelect={selectOpportunity}
            lang={lang}
          />
          {showTable && (
            <OpportunityTable
              opportunities={sim.opportunities}
              selected={selectedOpp}
              onSelect={selectOpportunity}
              lang={lang}
            />
          )}
        </>
      ) : (
        !predicting && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('noPrediction')}
          </Typography>
        )
      )}
    </Paper>
  );
}
