/**
 * /imageQuery: target areas and filters on the left, the globe with the results' footprints and the results list
 * on the right, kept in step (hover and selection both ways). The search lives in the URL.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { type Lang } from '@portal/shared/domain';
import { showFailure } from '@portal/shared/http';
import { notify, OrderDialog, routeTitle, usePageTitle } from '@portal/shared/ui';
import {
  Globe,
  shapeGeometry,
  type DrawnShape,
  type GlobeApi,
  type GlobeLayer,
  type GlobeOverlay,
} from '@portal/shared/globe';
import {
  addToCart,
  exportResults,
  outlineOf,
  searchCatalog,
  type ExportFormat,
  type SceneSummary,
} from '../api/catalog';
import { AreaPanel } from './AreaPanel';
import { FiltersForm } from './FiltersForm';
import { DetailDrawer, ResultsTable } from './Results';
import {
  DEFAULT_FILTERS,
  EMPTY_SEARCH,
  MAX_AREAS,
  areaOfShape,
  decodeSearch,
  encodeSearch,
  parseIds,
  requestOf,
  type AreaEntry,
  type Filters,
  type SearchState,
} from '../state/search-state';
import { NS } from '../../../i18n';
import { cartRefusal } from '../state/cart-refusal';

/** The form beside the globe and the results (wide windows), or above them in two columns (medium ones). */
const WIDE = '@media (min-width: 1340px)';
const MEDIUM = '@media (min-width: 900px) and (max-width: 1339.98px)';

interface ResultPage {
  items: SceneSummary[];
  total: number | null;
  totalExact: boolean;
  next: string | null;
}

export function ImageQueryPage() {
  const title = usePageTitle(routeTitle('/imageQuery'));
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [params, setParams] = useSearchParams();
  const initial = useMemo(() => decodeSearch(params.get('q')), []);
  const [search, setSearch] = useState<SearchState>(initial ?? EMPTY_SEARCH);
  const [idsText, setIdsText] = useState((initial?.ids ?? []).join('\n'));
  const [result, setResult] = useState<ResultPage | null>(null);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [hovered, setHovered] = useState<string | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [overlay, setOverlay] = useState<GlobeOverlay | null>(null);
  const [globe, setGlobe] = useState<GlobeApi | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;

  const run = useCallback(
    async (s: SearchState, pageIndex: number, cursor: string | undefined, focus: boolean) => {
      const env = await searchCatalog({ ...requestOf(s), cursor });
      setResult({
        items: env.data,
        total: env.total ?? null,
        totalExact: env.total_exact !== false,
        next: env.next ?? null,
      });
      setPage(pageIndex);
      setCursors((c) => {
        const next = c.slice(0, pageIndex + 1);
        next[pageIndex] = cursor;
        if (env.next) next[pageIndex + 1] = env.next;
        return next;
      });
      setSelected(new Set());
      if (focus && env.data.length && globe) {
        const fps = env.data.flatMap((x) => (x.footprint ? x.footprint.coordinates.flat(2) : [])) as [
          number,
          number,
        ][];
        if (fps.length) globe.flyTo({ type: 'LineString', coordinates: fps });
      }
    },
    [globe],
  );

  /** Spec §5: an area or an image ID; then the search goes into the URL and runs from its first page. */
  const submit = (s: SearchState = { ...search, ids: parseIds(idsText) }) => {
    if (!s.areas.length && !s.ids.length) {
      notify('warning', t('msg.needArea'));
      return;
    }
    setSearch(s);
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('q', encodeSearch(s));
        return n;
      },
      { replace: false },
    );
    void run(s, 0, undefined, true).catch(() => undefined);
  };

  // A search in the URL (shared link, reload) runs on arrival.
  useEffect(() => {
    if (initial && (initial.areas.length || initial.ids.length))
      void run(initial, 0, undefined, false).catch(() => undefined);
  }, []);

  const addArea = (entry: AreaEntry): boolean => {
    if (searchRef.current.areas.length >= MAX_AREAS) {
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
  const shapes = useMemo(() => search.areas.flatMap((a) => (a.shape ? [a.shape] : [])), [search.areas]);
  // A region or a place is searched by its polygon: the globe draws that outline once it is fetched (until then
  // the region's box or the place's circle), also for areas restored from the URL.
  const outlinesAsked = useRef(new Set<string>());
  useEffect(() => {
    for (const a of search.areas) {
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
  }, [search.areas]);

  const items = useMemo(() => result?.items ?? [], [result]);
  const layers = useMemo<GlobeLayer[]>(
    () => [
      {
        id: 'footprints',
        features: items
          .filter((x) => x.footprint)
          .map((x) => ({ id: x.id, geometry: x.footprint!, label: x.id })),
      },
    ],
    [items],
  );
  const selectedIds = useMemo(
    () => [...selected, ...(hovered && !selected.has(hovered) ? [hovered] : [])],
    [selected, hovered],
  );

  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const needSelection = () => {
    if (selected.size) return false;
    notify('warning', t('msg.needSelection'));
    return true;
  };
  const onAddToCart = async () => {
    if (needSelection()) return;
    const ids = [...selected];
    // Quiet call: a refusal (e.g. scenes already bought) is said once, here, naming the scenes.
    await addToCart(ids).then(
      () => notify('success', t('msg.addedToCart')),
      (err: unknown) => showFailure(cartRefusal(err, ids)),
    );
  };
  const [orderIds, setOrderIds] = useState<string[] | null>(null);
  const onOrder = () => {
    if (needSelection()) return;
    setOrderIds([...selected]);
  };
  const onDelete = () => {
    if (needSelection()) return;
    setResult((r) =>
      r
        ? {
            ...r,
            items: r.items.filter((x) => !selected.has(x.id)),
            total: r.total != null ? Math.max(0, r.total - selected.size) : null,
          }
        : r,
    );
    setSelected(new Set());
    notify('success', t('msg.deleted'));
  };
  const onExport = async (format: ExportFormat | '') => {
    if (!format) {
      notify('warning', t('msg.needFile'));
      return;
    }
    if (!search.areas.length && !search.ids.length) {
      notify('warning', t('msg.needArea'));
      return;
    }
    await exportResults(requestOf(search), format).catch(showFailure);
  };
  const setFilters = (f: Partial<Filters>) => setSearch((s) => ({ ...s, filters: { ...s.filters, ...f } }));
  const rerun = (s: SearchState) => {
    setSearch(s);
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('q', encodeSearch(s));
        return n;
      },
      { replace: true },
    );
    if (result) void run(s, 0, undefined, false).catch(() => undefined);
  };

  return (
    <Box sx={{ px: 1.5, py: 1.5, maxWidth: 1680, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          // Side by side from 1340 px: the form's column narrow, the globe and the results get the rest (every column
          // of the results fits at 1366 px). Narrower, stacked: the form above (in two columns), the results full width.
          gridTemplateColumns: 'minmax(0, 1fr)',
          [WIDE]: { gridTemplateColumns: '312px minmax(0, 1fr)' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('areas')}
          sx={{
            p: 1.5,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            [MEDIUM]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: 3 },
          }}
        >
          <AreaPanel
            areas={search.areas}
            ids={idsText}
            onIdsChange={setIdsText}
            onAdd={addArea}
            onRemove={removeArea}
            onFocus={(a) => a.shape && globe?.flyTo(shapeGeometry(a.shape))}
          />
          <Box>
            <Divider sx={{ my: 2, [MEDIUM]: { display: 'none' } }} />
            <FiltersForm filters={search.filters} lang={lang} onChange={setFilters} />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" fullWidth onClick={() => submit()} data-testid="search-submit">
                {t('search')}
              </Button>
              <Button variant="text" onClick={() => setFilters(DEFAULT_FILTERS)}>
                {t('reset')}
              </Button>
            </Stack>
          </Box>
        </Paper>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Globe
              height="clamp(300px, 45vh, 480px)"
              layers={layers}
              shapes={shapes}
              drawTools={['rectangle', 'polygon', 'circle']}
              onDrawEnd={onDrawEnd}
              onShapesChange={onShapesChange}
              selectedIds={selectedIds}
              overlay={overlay}
              onReady={setGlobe}
              onFeatureClick={(id) => toggle(id)}
              onFeatureHover={(id) => setHovered(id)}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 1 }} component="section" aria-label={t('results')}>
            <ResultsTable
              items={items}
              total={result?.total ?? null}
              totalExact={result?.totalExact ?? true}
              page={page}
              hasNext={Boolean(result?.next)}
              size={search.size}
              sort={search.filters.sort}
              selected={selected}
              hovered={hovered}
              onToggle={toggle}
              onToggleAll={() =>
                setSelected((s) =>
                  items.every((x) => s.has(x.id)) ? new Set() : new Set(items.map((x) => x.id)),
                )
              }
              onHover={setHovered}
              onDetails={setDetailId}
              onPage={(d) => void run(search, page + d, cursors[page + d], false).catch(() => undefined)}
              onSize={(size) => rerun({ ...search, size })}
              onSort={(sort) => rerun({ ...search, filters: { ...search.filters, sort } })}
              onAddToCart={() => void onAddToCart()}
              onDelete={onDelete}
              onOrder={onOrder}
              onExport={(f) => void onExport(f)}
            />
          </Paper>
        </Stack>
      </Box>
      <OrderDialog
        sceneIds={orderIds}
        onClose={() => setOrderIds(null)}
        onOrdered={() => {
          setOrderIds(null);
          navigateToUrl('/personalCenter/archiveOrder');
        }}
      />
      <DetailDrawer
        id={detailId}
        overlayOn={Boolean(overlay && detailId && overlay.url.includes(encodeURIComponent(detailId)))}
        onClose={() => setDetailId(null)}
        onOverlay={(scene) =>
          setOverlay(scene?.footprint ? { url: scene.quicklook_url, geometry: scene.footprint } : null)
        }
        onFlyTo={(scene) => scene.footprint && globe?.flyTo(scene.footprint)}
      />
    </Box>
  );
}
