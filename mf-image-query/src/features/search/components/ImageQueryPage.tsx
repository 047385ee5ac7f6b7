/**
 * /imageQuery, map first: the globe fills the window below the header; the side panel holds the search (target
 * areas, image IDs, filters) and the results (cards with quicklooks, or a table), kept in step with the footprints
 * both ways: hovering a card lights its footprint, clicking a footprint brings its card into view, and the focused
 * scene is drawn boldly with its quicklook draped on the globe. The search lives in the URL.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Badge, Box, Button, Divider, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { CATALOG_LIMITS, convertPosition, type Lang } from '@portal/shared/domain';
import { coordinateSystemAtom, portalStore } from '@portal/shared/session';
import { showFailure, type ExportJob } from '@portal/shared/http';
import { MapFirstLayout, notify, OrderDialog, routeTitle, usePageTitle } from '@portal/shared/ui';
import {
  Globe,
  preloadGlobe,
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
import { DetailDrawer } from './Results';
import { ResultsPanel, type ResultsView } from './ResultsPanel';
import {
  DEFAULT_FILTERS,
  EMPTY_SEARCH,
  MAX_AREAS,
  areaOfShape,
  decodeSearch,
  encodeSearch,
  missingIds,
  parseIds,
  requestOf,
  type AreaEntry,
  type Filters,
  type SearchState,
} from '../state/search-state';
import { NS } from '../../../i18n';
import { ExportJobNotice } from './ExportJobNotice';
import { cartRefusal } from '../state/cart-refusal';
import { canSubscribe, searchStateOfSaved } from '../state/subscription';
import { SaveSubscriptionDialog, SubscriptionSavedNotice } from './SaveSubscriptionDialog';

// The page opens on the globe: its code downloads while the page renders (the module loads only for /imageQuery).
preloadGlobe();

/** Positions of a search saved in another coordinate system than the session's (the `crs` URL parameter), converted. */
function savedToSession(saved: string | null): ((p: [number, number]) => [number, number]) | undefined {
  const session = portalStore.get(coordinateSystemAtom);
  if ((saved !== 'GCJ02' && saved !== 'WGS84') || saved === session) return undefined;
  return (p) => convertPosition(p, saved, session);
}

/** The panel's width: cards beside a large globe, or a table that needs most of the window. */
const PANEL_WIDTH: Record<ResultsView, number | string> = {
  cards: 400,
  table: 'min(1040px, calc(100vw - 280px))',
};

interface ResultPage {
  items: SceneSummary[];
  total: number | null;
  totalExact: boolean;
  next: string | null;
  /** An image-ID search: how many IDs were asked for and which of them no scene carries. */
  idSearch: { asked: number; missing: string[] } | null;
}

/** The IDs of an ID search that the catalog does not have (one more call only when the answer spans pages). */
async function idsNotFound(s: SearchState, firstPage: SceneSummary[], complete: boolean): Promise<string[]> {
  if (complete)
    return missingIds(
      s.ids,
      firstPage.map((x) => x.id),
    );
  const all = await searchCatalog({ ...requestOf(s), size: CATALOG_LIMITS.maxPageSize });
  return missingIds(
    s.ids,
    all.data.map((x) => x.id),
  );
}

export function ImageQueryPage() {
  const title = usePageTitle(routeTitle('/imageQuery'));
  const { t, i18n } = useTranslation(NS);
  const [exportJob, setExportJob] = useState<ExportJob | null>(null);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [params, setParams] = useSearchParams();
  // A shared or reloaded search (`q`), or a saved subscription's search opened from the order centre (`search`, with
  // its `name` and the coordinate system `crs` it was saved in).
  const fromSaved = !params.get('q') && Boolean(params.get('search'));
  const initial = useMemo(
    () =>
      decodeSearch(params.get('q')) ??
      searchStateOfSaved(
        params.get('search'),
        (area, i) => {
          const name = params.get('name')?.trim();
          const label = (l: Lang) => {
            const tl = i18n.getFixedT(l, NS);
            if (name) return i === 0 ? name : tl('subscribe.savedArea', { name, n: i + 1 });
            if (area.type === 'region' || area.type === 'place') return tl(`mode.${area.type}`);
            return tl(`drawn.${area.type === 'bbox' ? 'rectangle' : area.type}`);
          };
          return { zh: label('zh'), en: label('en') };
        },
        savedToSession(params.get('crs')),
      ),
    [],
  );
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
  const [panelOpen, setPanelOpen] = useState(true);
  const [tab, setTab] = useState<'search' | 'results'>(
    initial && (initial.areas.length || initial.ids.length) ? 'results' : 'search',
  );
  const [view, setView] = useState<ResultsView>('cards');
  const [focused, setFocused] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [reveal, setReveal] = useState<{ id: string; n: number } | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;
  const resultRef = useRef(result);
  resultRef.current = result;

  const run = useCallback(
    async (s: SearchState, pageIndex: number, cursor: string | undefined, focus: boolean) => {
      const env = await searchCatalog({ ...requestOf(s), cursor });
      const idSearch = s.ids.length
        ? {
            asked: s.ids.length,
            missing:
              pageIndex === 0
                ? await idsNotFound(s, env.data, !env.next).catch(() => [])
                : (resultRef.current?.idSearch?.missing ?? []),
          }
        : null;
      setResult({
        items: env.data,
        total: env.total ?? null,
        totalExact: env.total_exact !== false,
        next: env.next ?? null,
        idSearch,
      });
      setFocused(null);
      setOverlay(null);
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
    setTab('results');
    void run(s, 0, undefined, true).catch(() => undefined);
  };

  // A search in the URL (shared link, reload) runs on arrival; a saved one takes the page's own form in the URL.
  useEffect(() => {
    if (fromSaved && initial)
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.delete('search');
          n.delete('name');
          n.delete('crs');
          n.set('q', encodeSearch(initial));
          return n;
        },
        { replace: true },
      );
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
    () => [...new Set([...selected, ...(hovered ? [hovered] : []), ...(focused ? [focused] : [])])],
    [selected, hovered, focused],
  );
  /** The scene whose quicklook lies on the globe, drawn boldly; again on the same scene takes it off. */
  const focus = (id: string) => {
    const scene = items.find((x) => x.id === id);
    if (!scene?.footprint || focused === id) {
      setFocused(null);
      setOverlay(null);
      return;
    }
    setFocused(id);
    setOverlay({ url: scene.quicklook_url, geometry: scene.footprint });
  };
  const onFootprintClick = (id: string) => {
    toggle(id);
    focus(id);
    setPanelOpen(true);
    setTab('results');
    setReveal((r) => ({ id, n: (r?.n ?? 0) + 1 }));
  };

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
    const job = await exportResults(requestOf(search), format).catch(showFailure);
    if (job) setExportJob(job);
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

  const listProps = {
    items,
    sort: search.filters.sort,
    selected,
    hovered,
    onToggle: toggle,
    onToggleAll: () =>
      setSelected((s) => (items.every((x) => s.has(x.id)) ? new Set() : new Set(items.map((x) => x.id)))),
    onHover: setHovered,
    onDetails: setDetailId,
    onSort: (sort: 'newest' | 'oldest') => rerun({ ...search, filters: { ...search.filters, sort } }),
  };
  const searchPanel = (
    <Box sx={{ display: tab === 'search' ? 'flex' : 'none', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ p: 1.5, flex: 1, overflow: 'auto' }}>
        <AreaPanel
          areas={search.areas}
          ids={idsText}
          onIdsChange={setIdsText}
          onAdd={addArea}
          onRemove={removeArea}
          onFocus={(a) => a.shape && globe?.flyTo(shapeGeometry(a.shape))}
        />
        <Divider sx={{ my: 2 }} />
        <FiltersForm filters={search.filters} lang={lang} onChange={setFilters} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={() => submit()} data-testid="search-submit">
          {t('search')}
        </Button>
        <Tooltip describeChild title={canSubscribe(search) ? '' : t('subscribe.needCriteria')}>
          <span>
            <Button
              variant="outlined"
              disabled={!canSubscribe(search)}
              onClick={() => setSubscribing(true)}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="subscribe-open"
            >
              {t('subscribe.action')}
            </Button>
          </span>
        </Tooltip>
        <Button variant="text" onClick={() => setFilters(DEFAULT_FILTERS)}>
          {t('reset')}
        </Button>
      </Stack>
    </Box>
  );
  const panel = (
    <>
      <Typography variant="h6" component="h1" sx={{ px: 1.5, pt: 1, fontSize: 17 }}>
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: 'search' | 'results') => setTab(v)}
        variant="fullWidth"
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab value="search" label={t('panelTabs.search')} data-testid="panel-tab-search" />
        <Tab
          value="results"
          data-testid="panel-tab-results"
          label={
            <Badge color="primary" max={999} badgeContent={result?.total ?? 0} invisible={!result?.total}>
              <Box component="span" sx={{ pr: result?.total ? 2 : 0 }}>
                {t('panelTabs.results')}
              </Box>
            </Badge>
          }
        />
      </Tabs>
      {searchPanel}
      <Box
        component="section"
        aria-label={t('results')}
        sx={{ display: tab === 'results' ? 'flex' : 'none', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <ResultsPanel
          {...listProps}
          searched={result != null}
          view={view}
          onView={setView}
          total={result?.total ?? null}
          totalExact={result?.totalExact ?? true}
          page={page}
          hasNext={Boolean(result?.next)}
          size={search.size}
          idSearch={result?.idSearch ?? null}
          focused={focused}
          onFocus={focus}
          reveal={reveal}
          onPage={(d) => void run(search, page + d, cursors[page + d], false).catch(() => undefined)}
          onSize={(size) => rerun({ ...search, size })}
          onAddToCart={() => void onAddToCart()}
          onDelete={onDelete}
          onOrder={onOrder}
          onExport={(f) => void onExport(f)}
          onSubscribe={canSubscribe(search) ? () => setSubscribing(true) : undefined}
        />
      </Box>
    </>
  );

  return (
    <>
      <MapFirstLayout
        panelLabel={t('areas')}
        panelWidth={tab === 'results' ? PANEL_WIDTH[view] : PANEL_WIDTH.cards}
        open={panelOpen}
        onOpenChange={setPanelOpen}
        panel={panel}
        map={
          <Box sx={{ position: 'absolute', inset: 0 }}>
            <Globe
              height="100%"
              layers={layers}
              shapes={shapes}
              drawTools={['rectangle', 'polygon', 'circle']}
              onDrawEnd={onDrawEnd}
              onShapesChange={onShapesChange}
              selectedIds={selectedIds}
              overlay={overlay}
              onReady={setGlobe}
              onFeatureClick={onFootprintClick}
              onFeatureHover={(id) => {
                setHovered(id);
                if (id) setReveal((r) => ({ id, n: (r?.n ?? 0) + 1 }));
              }}
            />
          </Box>
        }
      />
      <OrderDialog
        sceneIds={orderIds}
        onClose={() => setOrderIds(null)}
        onOrdered={() => {
          setOrderIds(null);
          navigateToUrl('/personalCenter/archiveOrder');
        }}
      />
      <SaveSubscriptionDialog
        open={subscribing}
        search={{ ...search, ids: parseIds(idsText) }}
        onClose={() => setSubscribing(false)}
        onSaved={setSubscribed}
      />
      {subscribed !== null && (
        <SubscriptionSavedNotice message={subscribed} onClose={() => setSubscribed(null)} />
      )}
      {exportJob && <ExportJobNotice key={exportJob.id} job={exportJob} onClose={() => setExportJob(null)} />}
      <DetailDrawer
        id={detailId}
        overlayOn={Boolean(overlay && detailId && overlay.url.includes(encodeURIComponent(detailId)))}
        onClose={() => setDetailId(null)}
        onOverlay={(scene) =>
          setOverlay(scene?.footprint ? { url: scene.quicklook_url, geometry: scene.footprint } : null)
        }
        onFlyTo={(scene) => scene.footprint && globe?.flyTo(scene.footprint)}
      />
    </>
  );
}
