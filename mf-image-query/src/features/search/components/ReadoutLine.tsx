/** The pixel read-out: where the globe was clicked and σ⁰ (dB) of the scene shown there, or "no data". */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { Readout } from '../hooks/use-readout';
import '../../../viewer-i18n';

function valueText(t: (k: string, o?: Record<string, unknown>) => string, r: Readout): string {
  if (r.state === 'reading') return t('viewer.reading');
  if (r.state === 'failed') return t('viewer.readFailed');
  if (r.meanDb == null) return t('viewer.noData');
  return t('viewer.value', {
    value: r.meanDb.toFixed(2),
    resolution: r.fullResolution ? t('viewer.readFull') : t('viewer.readPreview'),
  });
}

export function ReadoutLine(props: { readout: Readout | null }) {
  const { t } = useTranslation(NS);
  const r = props.readout;
  return (
    <div data-testid="viewer-readout" aria-live="polite">
      <Typography variant="subtitle2">{t('viewer.readout')}</Typography>
      {r ? (
        <>
          <Typography variant="body2" data-testid="viewer-readout-at">
            {t('viewer.readoutAt', {
              // Not `lng`: i18next reads that option as the language.
              lon: r.click.position[0].toFixed(5),
              lat: r.click.position[1].toFixed(5),
            })}
          </Typography>
          <Typography variant="body2" data-testid="viewer-readout-value" data-state={r.state}>
            {valueText(t, r)}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('viewer.readoutHint')}
        </Typography>
      )}
    </div>
  );
}
