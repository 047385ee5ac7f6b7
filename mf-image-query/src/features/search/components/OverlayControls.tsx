import { Slider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/**
 * Under "show on the globe": what the scene's tiles show (the full-resolution product, or the preview of a scene not
 * bought, with what to do about it) and the layer's opacity.
 */
export function OverlayControls(props: {
  resolution: 'full' | 'preview' | null;
  opacity: number;
  onOpacity: (alpha: number) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }} data-testid="detail-overlay-controls">
      {props.resolution && (
        <Typography variant="body2" color="text.secondary" data-testid="detail-resolution">
          {props.resolution === 'full' ? t('detail.fullResolution') : t('detail.previewOnly')}
        </Typography>
      )}
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="body2" id="overlay-opacity">
          {t('detail.opacity')}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={1}
          step={0.05}
          value={props.opacity}
          onChange={(_, v) => props.onOpacity(v as number)}
          aria-labelledby="overlay-opacity"
          data-testid="detail-opacity"
          sx={{ flex: 1 }}
        />
      </Stack>
    </Stack>
  );
}
