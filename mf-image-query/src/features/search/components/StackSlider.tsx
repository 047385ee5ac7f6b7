/**
 * The stack of the scene: what its scenes share, a time slider with a mark per date that steps the globe through
 * them, previous / next and play / pause; when the scene is alone in its stack, what to do instead.
 */
import { IconButton, Slider, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { enumLabel, LOOK_SIDES, ORBIT_MODES, type Lang } from '@portal/shared/domain';
import { formatDate } from '@portal/shared/i18n';
import { NS } from '../../../i18n';
import type { SceneViewer } from '../hooks/use-scene-viewer';
import '../../../viewer-i18n';

export function StackSlider(props: { stack: SceneViewer['stack']; onDate: (id: string) => void }) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const { answer, scenes, index, playing } = props.stack;
  if (!answer || answer.state === 'loading')
    return <Typography variant="body2">{t('viewer.stackLoading')}</Typography>;
  if (answer.state === 'failed')
    return (
      <Typography variant="body2" color="error" data-testid="viewer-stack-failed">
        {t('viewer.stackFailed')}
      </Typography>
    );
  const g = answer.stack.geometry;
  if (scenes.length < 2)
    return (
      <div data-testid="viewer-stack-empty">
        <Typography variant="body2">{t('viewer.stackEmpty')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('viewer.stackEmptyHint')}
        </Typography>
      </div>
    );
  const dateOf = (i: number) => formatDate(scenes[i].acquired_at, lang);
  // Only some marks are labelled when there are many: the first, the last and every n-th between.
  const every = Math.max(1, Math.ceil(scenes.length / 4));
  const marks = scenes.map((_, i) => ({
    value: i,
    label: i === 0 || i === scenes.length - 1 || i % every === 0 ? dateOf(i).slice(2) : undefined,
  }));
  return (
    <Stack spacing={0.5} data-testid="viewer-stack" data-count={scenes.length}>
      <Typography variant="body2" color="text.secondary">
        {t('viewer.stackFacts', {
          count: scenes.length,
          orbit: enumLabel(ORBIT_MODES, g.orbit_direction, lang),
          look: enumLabel(LOOK_SIDES, g.look_side, lang),
          incidence: g.incidence_angle.toFixed(1),
          tolerance: g.incidence_tolerance_deg,
        })}
      </Typography>
      <Typography variant="body2" id="viewer-date" data-testid="viewer-date" data-id={scenes[index]?.id}>
        {t('viewer.date')}: {dateOf(index)}
      </Typography>
      <Slider
        size="small"
        min={0}
        max={scenes.length - 1}
        step={null}
        marks={marks}
        value={index}
        onChange={(_, v) => props.onDate(scenes[v as number].id)}
        getAriaValueText={dateOf}
        aria-labelledby="viewer-date"
        data-testid="viewer-date-slider"
        sx={{ mx: 1, width: 'auto', '& .MuiSlider-markLabel': { fontSize: 10 } }}
      />
      <Stack direction="row" spacing={0.5} justifyContent="center">
        <IconButton
          size="small"
          aria-label={t('viewer.previous')}
          disabled={index === 0}
          onClick={() => props.stack.step(-1)}
          data-testid="viewer-previous"
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          size="small"
          aria-label={playing ? t('viewer.pause') : t('viewer.play')}
          onClick={() => props.stack.setPlaying(!playing)}
          data-testid="viewer-play"
          aria-pressed={playing}
        >
          {playing ? <Pause /> : <PlayArrow />}
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('viewer.next')}
          disabled={index === scenes.length - 1}
          onClick={() => props.stack.step(1)}
          data-testid="viewer-next"
        >
          <ChevronRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
