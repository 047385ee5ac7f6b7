/**
 * Parts of the scene viewer as a reader sees them, in both languages: the pixel read-out (where, σ⁰ in dB at full or
 * preview resolution, no data outside the swath) and the stack's empty state with what to do.
 */
import { act, render, screen } from '@testing-library/react';
import { i18n } from '@portal/shared/i18n';
import type { SceneStack } from '@portal/shared/domain/scene-stack';
import '../../../i18n';
import { ReadoutLine } from './ReadoutLine';
import { StackSlider } from './StackSlider';
import type { Readout } from '../hooks/use-readout';
import type { SceneViewer } from '../hooks/use-scene-viewer';

const click = { position: [121.123456, 29.5] as [number, number], wgs84: [121.12, 29.5] as [number, number] };
const readout = (r: Partial<Readout>): Readout => ({
  click,
  scene: 'S1',
  state: 'ready',
  meanDb: -12.345,
  fullResolution: true,
  ...r,
});

async function inLanguage(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
}

test('the read-out: where and σ⁰ in dB at full or preview resolution, or no data (English)', async () => {
  await inLanguage('en');
  const { rerender } = render(<ReadoutLine readout={readout({})} />);
  expect(screen.getByTestId('viewer-readout-at').textContent).toBe('Lon 121.12346  Lat 29.50000');
  expect(screen.getByTestId('viewer-readout-value').textContent).toBe('σ⁰ -12.35 dB (full resolution)');
  rerender(<ReadoutLine readout={readout({ fullResolution: false })} />);
  expect(screen.getByTestId('viewer-readout-value').textContent).toBe('σ⁰ -12.35 dB (preview resolution)');
  rerender(<ReadoutLine readout={readout({ meanDb: null })} />);
  expect(screen.getByTestId('viewer-readout-value').textContent).toBe('No data here (outside the swath)');
  rerender(<ReadoutLine readout={null} />);
  expect(screen.getByTestId('viewer-readout').textContent).toContain('Click the scene on the globe');
});

test('the read-out in Chinese', async () => {
  await inLanguage('zh');
  render(<ReadoutLine readout={readout({ meanDb: null })} />);
  expect(screen.getByTestId('viewer-readout-at').textContent).toBe('经度 121.12346  纬度 29.50000');
  expect(screen.getByTestId('viewer-readout-value').textContent).toBe('此处无数据（不在影像幅宽内）');
});

const alone: SceneStack = {
  reference: 'S1',
  geometry: {
    satellite: 'x',
    orbit_direction: 'ascending',
    look_side: 'right',
    incidence_angle: 30,
    incidence_tolerance_deg: 3,
    min_overlap: 0.5,
  },
  scenes: [],
};
const stackOf = (s: SceneStack): SceneViewer['stack'] => ({
  answer: { state: 'ready', stack: s },
  scenes: s.scenes,
  ids: s.scenes.map((x) => x.id),
  index: 0,
  step: () => undefined,
  playing: false,
  setPlaying: () => undefined,
});

for (const [lang, text] of [
  ['en', 'No other scenes of this geometry.'],
  ['zh', '没有同一观测几何的其他影像。'],
] as const)
  test(`a scene alone in its stack says so and what to do (${lang})`, async () => {
    await inLanguage(lang);
    render(<StackSlider stack={stackOf(alone)} onDate={() => undefined} />);
    const empty = screen.getByTestId('viewer-stack-empty');
    expect(empty.textContent).toContain(text);
    expect(empty.querySelectorAll('p')).toHaveLength(2);
  });
