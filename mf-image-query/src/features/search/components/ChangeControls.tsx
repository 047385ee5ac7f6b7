/**
 * Change between two dates of the stack: before and after, the threshold (|log-ratio| in dB), the changed area in
 * km² and the legend of the change layer's colours (@portal/shared/domain/scene-stack CHANGE_COLOURS).
 */
import { Box, Button, Slider, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_COLOURS,
  CHANGE_THRESHOLD_RANGE_DB,
  DEFAULT_CHANGE_THRESHOLD_DB,
  type StackScene,
} from '@portal/shared/domain/scene-stack';
import type { SceneView } from '@portal/shared/domain/scene-view';
import { NS } from '../../../i18n';
import type { ChangeAnswer } from '../hooks/use-change';
import { SceneSelect } from './SceneSelect';
import '../../../viewer-i18n';

type Pair = NonNullable<SceneView['change']>;
const km2 = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(2));

function Legend() {
  const { t } = useTranslation(NS);
  return (
    <Stack spacing={0.25} data-testid="viewer-change-legend">
      {(['increase', 'decrease'] as const).map((k) => (
        <Stack key={k} direction="row" spacing={1} alignItems="center">
          <Box
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: `rgb(${CHANGE_COLOURS[k].slice(0, 3).join(',')})`,
            }}
          />
          <Typography variant="body2">{t(`viewer.${k}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function ChangeControls(props: {
  scenes: readonly StackScene[];
  shown: string;
  change: SceneView['change'];
  answer: ChangeAnswer | null;
  onChange: (pair: SceneView['change']) => void;
}) {
  const { t } = useTranslation(NS);
  const ids = props.scenes.map((s) => s.id);
  const at = Math.max(0, ids.indexOf(props.shown));
  // Before: the date before the one shown; after: the one shown (or the next, for the first date).
  const initial: Pair = props.change ?? {
    before: ids[Math.max(0, at === 0 ? 0 : at - 1)],
    after: ids[at === 0 ? 1 : at],
    threshold: DEFAULT_CHANGE_THRESHOLD_DB,
  };
  const [pair, setPair] = useState<Pair>(initial);
  const [threshold, setThreshold] = useState(initial.threshold);
  useEffect(() => {
    if (props.change) {
      setPair(props.change);
      setThreshold(props.change.threshold);
    }
  }, [props.change]);
  const shownPair = { ...pair, threshold };
  const edit = (p: Pair) => {
    setPair(p);
    if (props.change) props.onChange(p.before !== p.after ? p : undefined);
  };
  const a = props.answer;
  return (
    <Stack spacing={1} data-testid="viewer-change">
      <Stack direction="row" spacing={1}>
        <SceneSelect
          label={t('viewer.before')}
          scenes={props.scenes}
          value={pair.before}
          onChange={(id) => edit({ ...shownPair, before: id })}
          testId="viewer-change-before"
        />
        <SceneSelect
          label={t('viewer.after')}
          scenes={props.scenes}
          value={pair.after}
          onChange={(id) => edit({ ...shownPair, after: id })}
          testId="viewer-change-after"
        />
      </Stack>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Typography variant="body2" id="viewer-threshold" sx={{ minWidth: 96 }}>
          {t('viewer.threshold')} {threshold}
        </Typography>
        <Slider
          size="small"
          min={CHANGE_THRESHOLD_RANGE_DB[0]}
          max={CHANGE_THRESHOLD_RANGE_DB[1]}
          step={0.5}
          value={threshold}
          onChange={(_, v) => setThreshold(v as number)}
          onChangeCommitted={(_, v) => edit({ ...pair, threshold: v as number })}
          aria-labelledby="viewer-threshold"
          data-testid="viewer-threshold"
          sx={{ flex: 1 }}
        />
      </Stack>
      <Button
        size="small"
        variant="outlined"
        disabled={!props.change && pair.before === pair.after}
        onClick={() => props.onChange(props.change ? undefined : shownPair)}
        data-testid="viewer-change-toggle"
      >
        {props.change ? t('viewer.hideChange') : t('viewer.showChange')}
      </Button>
      {props.change && a?.state === 'reading' && (
        <Typography variant="body2">{t('viewer.changeReading')}</Typography>
      )}
      {props.change && a?.state === 'failed' && (
        <Typography variant="body2" color="error">
          {t('viewer.changeFailed')}
        </Typography>
      )}
      {props.change && a?.state === 'ready' && (
        <>
          <Typography variant="body2" data-testid="viewer-change-area">
            {t('viewer.changed', {
              changed: km2(a.change.changed_km2),
              compared: km2(a.change.compared_km2),
              increase: km2(a.change.increase_km2),
              decrease: km2(a.change.decrease_km2),
            })}
          </Typography>
          <Legend />
        </>
      )}
    </Stack>
  );
}
