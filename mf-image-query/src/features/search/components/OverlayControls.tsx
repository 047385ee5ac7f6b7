import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { OpacitySlider } from './OpacitySlider';

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
      <OpacitySlider
        id="overlay-opacity"
        label={t('detail.opacity')}
        value={props.opacity}
        onChange={props.onOpacity}
        testId="detail-opacity"
      />
    </Stack>
  );
}
