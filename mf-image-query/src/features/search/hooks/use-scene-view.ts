/**
 * The viewer's state in the page's address (`view`, @portal/shared/domain/scene-view): read once on arrival (a
 * shared link or a reload shows the same view), written in place of the history's entry on every change.
 */
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { decodeSceneView, encodeSceneView, type SceneView } from '@portal/shared/domain/scene-view';

export const VIEW_PARAM = 'view';

export function useSceneView() {
  const [params, setParams] = useSearchParams();
  const [view, setViewState] = useState<SceneView | null>(() => decodeSceneView(params.get(VIEW_PARAM)));
  const current = useRef(view);
  const setView = useCallback(
    (next: SceneView | null | ((v: SceneView | null) => SceneView | null)) => {
      const v = typeof next === 'function' ? next(current.current) : next;
      current.current = v;
      setViewState(v);
      // From the address as it is now, not as this render saw it: react-router's updater gets the render's
      // parameters, so a search written in the same tick (`q`, use-search.ts) would be lost.
      const n = new URLSearchParams(window.location.search);
      const encoded = v ? encodeSceneView(v) : null;
      if (n.get(VIEW_PARAM) === encoded) return;
      if (encoded) n.set(VIEW_PARAM, encoded);
      else n.delete(VIEW_PARAM);
      setParams(n, { replace: true });
    },
    [setParams],
  );
  /** A change of a shown view (nothing when none is shown). */
  const update = useCallback((f: (v: SceneView) => SceneView) => setView((v) => (v ? f(v) : v)), [setView]);
  return { view, setView, update };
}
