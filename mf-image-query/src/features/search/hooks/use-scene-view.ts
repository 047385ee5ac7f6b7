/**
 * The viewer's state in the page's address (`view`, @portal/shared/domain/scene-view): read once on arrival (a
 * shared link or a reload shows the same view), written in place of the history's entry on every change.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { decodeSceneView, encodeSceneView, type SceneView } from '@portal/shared/domain/scene-view';

export const VIEW_PARAM = 'view';

export function useSceneView() {
  const [params, setParams] = useSearchParams();
  const [view, setViewState] = useState<SceneView | null>(() => decodeSceneView(params.get(VIEW_PARAM)));
  const setView = useCallback(
    (next: SceneView | null | ((v: SceneView | null) => SceneView | null)) => {
      setViewState((cur) => {
        const v = typeof next === 'function' ? next(cur) : next;
        setParams(
          (p) => {
            const n = new URLSearchParams(p);
            if (v) n.set(VIEW_PARAM, encodeSceneView(v));
            else n.delete(VIEW_PARAM);
            return n;
          },
          { replace: true },
        );
        return v;
      });
    },
    [setParams],
  );
  /** A change of a shown view (nothing when none is shown). */
  const update = useCallback((f: (v: SceneView) => SceneView) => setView((v) => (v ? f(v) : v)), [setView]);
  return { view, setView, update };
}
