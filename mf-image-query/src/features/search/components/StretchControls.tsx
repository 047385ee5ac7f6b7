/** The stretch (σ⁰ range in dB, gamma, colour map, reset) and the opacity of the scene shown. */
import { Button, MenuItem, Slider, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_STRETCH,
  SCENE_COLORMAPS,
  STRETCH_DB_RANGE,
  type SceneColormap,
  type SceneStretch,
} from '@portal/shared/domain/scene-tiles';
import { STRETCH_GAMMA_RANGE } from '@portal/shared/domain/scene-view';
import { NS } from '../../../i18n';
import { isDefaultStretch, withRange } from '../state/stretch';
import { OpacitySlider } from './OpacitySlider';
import '../../../viewer-i18n';

/** A slider's value while it is dragged; the stretch (new tiles) changes when it is let go. */
function useDraft<T>(value: T) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return [draft, setDraft] as const;
}

export function StretchControls(props: {
  stretch: SceneStretch;
  onStretch: (s: SceneStretch) => void;
  opacity: number;
  onOpacity: (alpha: number) => void;
}) {
  const { t } = useTranslation(NS);
  const { stretch, onStretch } = props;
  const [range, setRange] = useDraft<[number, number]>([stretch.min, stretch.max]);
  const [gamma, setGamma] = useDraft(stretch.gamma);
  return (
    <Stack spacing={0.5} data-testid="viewer-stretch">
      <Typography variant="subtitle2" id="viewer-range">
        {t('viewer.range')}: {range[0]} … {range[1]}
      </Typography>
      <Slider
        size="small"
        min={STRETCH_DB_RANGE[0]}
        max={STRETCH_DB_RANGE[1]}
        step={1}
        value={range}
        onChange={(_, v) => setRange(v as [number, number])}
        onChangeCommitted={(_, v) => onStretch(withRange(stretch, v as [number, number]))}
        getAriaLabel={(i) => (i === 0 ? t('viewer.rangeLow') : t('viewer.rangeHigh'))}
        valueLabelDisplay="auto"
        data-testid="viewer-range"
      />
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Typography variant="body2" id="viewer-gamma" sx={{ minWidth: 64 }}>
          {t('viewer.gamma')} {gamma.toFixed(1)}
        </Typography>
        <Slider
          size="small"
          min={STRETCH_GAMMA_RANGE[0]}
          max={3}
          step={0.1}
          value={gamma}
          onChange={(_, v) => setGamma(v as number)}
          onChangeCommitted={(_, v) => onStretch({ ...stretch, gamma: Math.round((v as number) * 10) / 10 })}
          aria-labelledby="viewer-gamma"
          data-testid="viewer-gamma"
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          select
          size="small"
          label={t('viewer.colormap')}
          value={stretch.colormap}
          onChange={(e) => onStretch({ ...stretch, colormap: e.target.value as SceneColormap })}
          slotProps={{ htmlInput: { 'data-testid': 'viewer-colormap' } }}
          sx={{ flex: 1 }}
        >
          {(Object.keys(SCENE_COLORMAPS) as SceneColormap[]).map((c) => (
            <MenuItem key={c} value={c}>
              {t(`viewer.colormaps.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          disabled={isDefaultStretch(stretch)}
          onClick={() => onStretch(DEFAULT_STRETCH)}
          data-testid="viewer-reset"
        >
          {t('viewer.reset')}
        </Button>
      </Stack>
      <OpacitySlider
        id="viewer-opacity"
        label={t('viewer.opacity')}
        value={props.opacity}
        onChange={props.onOpacity}
        testId="viewer-opacity"
        labelWidth={64}
      />
    </Stack>
  );
}
