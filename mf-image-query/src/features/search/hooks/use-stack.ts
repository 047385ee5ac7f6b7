/**
 * The stack of the view's scene (GET /api/catalog/scenes/{id}/stack/): its scenes by date, asked for once per scene;
 * play steps the globe through them every PLAY_STEP_MS, from the last back to the first.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SceneStack } from '@portal/shared/domain/scene-stack';
import { sceneStack } from '@portal/shared/http/scene-stack';
import { byDate, PLAY_STEP_MS, shownIndex, stepIndex } from '../state/stack-steps';

export type StackAnswer = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stack: SceneStack };

export function useStack(reference: string | null, shown: string | null, onDate: (id: string) => void) {
  const [answer, setAnswer] = useState<StackAnswer | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    setPlaying(false);
    if (!reference) return setAnswer(null);
    let current = true;
    setAnswer({ state: 'loading' });
    sceneStack(reference).then(
      (stack) => current && setAnswer({ state: 'ready', stack: { ...stack, scenes: byDate(stack.scenes) } }),
      () => current && setAnswer({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [reference]);

  const scenes = useMemo(() => (answer?.state === 'ready' ? answer.stack.scenes : []), [answer]);
  const ids = useMemo(() => scenes.map((x) => x.id), [scenes]);
  const index = reference && shown ? shownIndex(ids, shown, reference) : 0;
  const step = (by: 1 | -1, wrap = false) => {
    if (ids.length) onDate(ids[stepIndex(ids.length, index, by, wrap)]);
  };
  // One step PLAY_STEP_MS after the date shown changed (by play or by hand).
  useEffect(() => {
    if (!playing || ids.length < 2) return;
    const timer = setTimeout(() => step(1, true), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, ids, index]);

  return { answer, scenes, ids, index, step, playing, setPlaying };
}
