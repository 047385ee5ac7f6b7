/** Compare: a second scene of the stack beside the first at the swipe bar, or over it with its own opacity. */
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CompareMode, SceneView } from '@portal/shared/domain/scene-view';
import type { StackScene } from '@portal/shared/domain/scene-stack';
import { NS } from '../../../i18n';
import { OpacitySlider } from './OpacitySlider';
import { SceneSelect } from './SceneSelect';
import '../../../viewer-i18n';

export function CompareControls(props: {
  view: SceneView;
  shown: string;
  scenes: readonly StackScene[];
  onCompare: (compare: SceneView['compare']) => void;
  opacity: number;
  onOpacity: (alpha: number) => void;
}) {
  const { t } = useTranslation(NS);
  const compare = props.view.compare;
  const mode: CompareMode = compare?.mode ?? 'swipe';
  return (
    <Stack spacing={1} data-testid="viewer-compare">
      <SceneSelect
        label={t('viewer.compareWith')}
        scenes={props.scenes.filter((s) => s.id !== props.shown)}
        value={compare?.scene ?? ''}
        none={t('viewer.none')}
        onChange={(id) => props.onCompare(id ? { scene: id, mode } : undefined)}
        testId="viewer-compare-scene"
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        disabled={!compare}
        aria-label={t('viewer.compareMode')}
        onChange={(_, m: CompareMode | null) => m && compare && props.onCompare({ ...compare, mode: m })}
      >
        <ToggleButton value="swipe" data-testid="viewer-mode-swipe">
          {t('viewer.swipe')}
        </ToggleButton>
        <ToggleButton value="overlay" data-testid="viewer-mode-overlay">
          {t('viewer.overlayMode')}
        </ToggleButton>
      </ToggleButtonGroup>
      {compare?.mode === 'overlay' && (
        <OpacitySlider
          id="viewer-compare-opacity"
          label={t('viewer.compareOpacity')}
          value={props.opacity}
          onChange={props.onOpacity}
        />
      )}
    </Stack>
  );
}
