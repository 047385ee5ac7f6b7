/**
 * The change between two dates of the stack (GET /api/catalog/scenes/{before}/change/{after}): the areas brighter
 * and darker beyond the threshold in km², and its layer of tiles on the globe.
 */
import { useEffect, useState } from 'react';
import type { SceneChange } from '@portal/shared/domain/scene-stack';
import { changeTileLayer, sceneChange } from '@portal/shared/http/scene-stack';
import type { SceneView } from '@portal/shared/domain/scene-view';
import type { ResolvedTiles } from '../state/viewer-layers';
import { sceneOnce } from './use-scene-tiles';

export type ChangeAnswer =
  | { state: 'reading' }
  | { state: 'failed' }
  | { state: 'ready'; change: SceneChange; tiles: ResolvedTiles | null };

export function useChange(pair: SceneView['change'], maximumLevel: number | null) {
  const [answer, setAnswer] = useState<ChangeAnswer | null>(null);
  const key = pair ? `${pair.before}\n${pair.after}\n${pair.threshold}` : '';
  useEffect(() => {
    if (!pair) return setAnswer(null);
    let current = true;
    setAnswer({ state: 'reading' });
    Promise.all([sceneChange(pair.before, pair.after, pair.threshold), sceneOnce(pair.before)]).then(
      ([change, scene]) => {
        if (!current) return;
        const layer = changeTileLayer(pair.before, pair.after, change, maximumLevel ?? 12);
        setAnswer({
          state: 'ready',
          change,
          tiles: scene.footprint ? { layer, footprint: scene.footprint } : null,
        });
      },
      () => current && setAnswer({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key, maximumLevel]);
  return answer;
}
