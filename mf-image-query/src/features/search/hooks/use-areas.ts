/**
 * The search's target areas (at most 5, docs/requirements.md §5): added from the panel or drawn on the globe, kept
 * in step with the shapes edited there, and a region or a place drawn as its outline once that is fetched (until
 * then the region's box or the place's circle), also for areas restored from the URL.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shapeGeometry, type DrawnShape, type GlobeApi } from '@portal/shared/globe';
import { notify } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import { outlineOf } from '../api/catalog';
import { areaOfShape, MAX_AREAS, type AreaEntry } from '../state/search-state';
import type { SearchQuery } from './use-search';

export function useAreas(areas: AreaEntry[], setSearch: SearchQuery['setSearch'], globe: GlobeApi | null) {
  const { t, i18n } = useTranslation(NS);
  // The globe may call back with the handlers of an earlier render: the count is read from here.
  const areasRef = useRef(areas);
  areasRef.current = areas;

  const addArea = (entry: AreaEntry): boolean => {
    if (areasRef.current.length >= MAX_AREAS) {
      notify('warning', t('msg.maxAreas'));
      return false;
    }
    setSearch((s) => ({ ...s, areas: [...s.areas, entry] }));
    if (entry.shape && globe) globe.flyTo(shapeGeometry(entry.shape));
    return true;
  };
  const removeArea = (id: string) => setSearch((s) => ({ ...s, areas: s.areas.filter((a) => a.id !== id) }));

  const onDrawEnd = (shape: DrawnShape) => {
    const kind = shape.kind === 'geometry' ? 'polygon' : shape.kind;
    const label = {
      zh: i18n.getFixedT('zh', NS)(`drawn.${kind}`),
      en: i18n.getFixedT('en', NS)(`drawn.${kind}`),
    };
    return addArea({ id: shape.id, source: 'draw', label, area: areaOfShape(shape), shape });
  };
  const onShapesChange = (shapes: DrawnShape[]) => {
    const byId = new Map(shapes.map((x) => [x.id, x]));
    setSearch((s) => ({
      ...s,
      areas: s.areas
        .filter((a) => !a.shape || byId.has(a.shape.id))
        .map((a) => {
          const sh = a.shape ? byId.get(a.shape.id) : undefined;
          return sh && a.source === 'draw'
            ? { ...a, shape: sh, area: areaOfShape(sh) }
            : sh && a.source === 'point' && sh.kind === 'circle'
              ? { ...a, shape: sh, area: { type: 'circle', center: sh.center, radius_km: sh.radiusKm } }
              : a;
        }),
    }));
  };
  const shapes = useMemo(() => areas.flatMap((a) => (a.shape ? [a.shape] : [])), [areas]);

  const outlinesAsked = useRef(new Set<string>());
  useEffect(() => {
    for (const a of areas) {
      if (
        (a.source !== 'region' && a.source !== 'place') ||
        a.shape?.kind === 'geometry' ||
        outlinesAsked.current.has(a.id)
      )
        continue;
      outlinesAsked.current.add(a.id);
      outlineOf(a.area).then(
        (shape) =>
          shape &&
          setSearch((s) => ({ ...s, areas: s.areas.map((x) => (x.id === a.id ? { ...x, shape } : x)) })),
        () => undefined, // the provisional shape stays
      );
    }
  }, [areas]);

  return { shapes, addArea, removeArea, onDrawEnd, onShapesChange };
}
