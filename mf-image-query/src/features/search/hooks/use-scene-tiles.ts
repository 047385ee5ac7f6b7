/**
 * The tiles (TileJSON: levels, full resolution or preview) and the footprints of the scenes a view needs, at the
 * view's stretch: each asked for once and kept for the page's life, so stepping back to a date asks nothing again.
 */
import { useEffect, useState } from 'react';
import { stretchQuery, type SceneStretch } from '@portal/shared/domain/scene-tiles';
import { sceneTileLayer } from '@portal/shared/http/scene-tiles';
import { sceneDetail, type Footprint, type SceneDetail } from '../api/catalog';
import type { ResolvedTiles } from '../state/viewer-layers';

const details = new Map<string, Promise<SceneDetail>>();
/** The same, once answered: read during a render (a scene shown from a search result draws its quicklook at once). */
const answered = new Map<string, SceneDetail>();

/** A scene's details (its footprint and quicklook), once per page; a failed call is asked again next time. */
export function sceneOnce(id: string): Promise<SceneDetail> {
  let p = details.get(id);
  if (!p) {
    p = sceneDetail(id);
    details.set(id, p);
    p.then(
      (d) => answered.set(id, d),
      () => undefined,
    );
    p.catch(() => details.delete(id));
  }
  return p;
}

/** A scene known from elsewhere (a search result): its details need not be asked for. */
export function knownScene(scene: Pick<SceneDetail, 'id'> & Partial<SceneDetail>) {
  if (details.has(scene.id) || !scene.footprint) return;
  details.set(scene.id, Promise.resolve(scene as SceneDetail));
  answered.set(scene.id, scene as SceneDetail);
}

const keyOf = (id: string, s: SceneStretch) => `${id}?${stretchQuery(s)}`;

export function useSceneTiles(ids: readonly string[], stretch: SceneStretch) {
  const [known, setKnown] = useState<ReadonlyMap<string, ResolvedTiles | null>>(new Map());
  const wanted = ids.map((id) => keyOf(id, stretch));
  useEffect(() => {
    for (const [i, id] of ids.entries()) {
      const key = wanted[i];
      if (known.has(key)) continue;
      setKnown((m) => new Map(m).set(key, null));
      Promise.all([sceneTileLayer(id, stretch), sceneOnce(id)]).then(
        ([layer, scene]) => {
          const footprint: Footprint | undefined = scene.footprint;
          if (footprint) setKnown((m) => new Map(m).set(key, { layer, footprint }));
        },
        // Not shown (the quicklook stays for the scene itself); asked again when the view needs it anew.
        () => setKnown((m) => (m.get(key) === null ? new Map([...m].filter(([k]) => k !== key)) : m)),
      );
    }
  }, [wanted.join('\n')]);
  return { known, get: (id: string) => known.get(keyOf(id, stretch)) ?? undefined };
}

/** A scene's details once known (its quicklook and footprint), for the scene shown before its tiles are in. */
export function useSceneDetail(id: string | null): SceneDetail | null {
  const [detail, setDetail] = useState<SceneDetail | null>(null);
  useEffect(() => {
    if (!id) return setDetail(null);
    let current = true;
    sceneOnce(id).then(
      (d) => current && setDetail(d),
      () => current && setDetail(null),
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (!id) return null;
  return detail?.id === id ? detail : (answered.get(id) ?? null);
}
