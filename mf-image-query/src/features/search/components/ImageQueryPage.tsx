/**
 * /imageQuery, map first: the globe fills the window below the header; the side panel holds the search (target
 * areas, image IDs, filters) and the results (cards with quicklooks, or a table), kept in step with the footprints
 * both ways: hovering a card lights its footprint, clicking a footprint brings its card into view, and the focused
 * scene is drawn boldly with its quicklook draped on the globe. The search lives in the URL.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Badge, Box, Tab, Tabs, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { MapFirstLayout, OrderDialog, routeTitle, usePageTitle } from '@portal/shared/ui';
import { Globe, preloadGlobe, type GlobeApi, type GlobeLayer } from '@portal/shared/globe';
import { coordinateSystemAtom } from '@portal/shared/session';
import { useSceneViewer } from '../hooks/use-scene-viewer';
import { sceneOnce } from '../hooks/use-scene-tiles';
import { SwipeBar } from './SwipeBar';
import { ViewerPanel } from './ViewerPanel';
import { useAreas } from '../hooks/use-areas';
import { useCartActions } from '../hooks/use-cart-actions';
import { hasCriteria, useSearch } from '../hooks/use-search';
import { useSearchResults } from '../hooks/use-search-results';
import { DetailDrawer } from './Results';
import { ResultsPanel, type ResultsView } from './ResultsPanel';
import { SearchPanel } from './SearchPanel';
import { parseIds } from '../state/search-state';
import { NS } from '../../../i18n';
import { ExportJobNotice } from './ExportJobNotice';
import { canSubscribe } from '../state/subscription';
import { SaveSubscriptionDialog, SubscriptionSavedNotice } from './SaveSubscriptionDialog';

// The page opens on the globe: its code downloads while the page renders (the module loads only for /imageQuery).
preloadGlobe();

/** The panel's width: cards beside a large globe, or a table that needs most of the window. */
const PANEL_WIDTH: Record<ResultsView, number | string> = {
  cards: 400,
  table: 'min(1040px, calc(100vw - 280px))',
};

export function ImageQueryPage() {
  const title = usePageTitle(routeTitle('/imageQuery'));
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [globe, setGlobe] = useState<GlobeApi | null>(null);
  const viewer = useSceneViewer(useAtomValue(coordinateSystemAtom));
  const results = useSearchResults(globe, viewer.show);
  const { result, items, selected, focused } = results;
  const viewing = viewer.view != null;
  // A search that got no answer shows no count from an earlier one.
  const total = results.failure ? null : (result?.total ?? null);
  const query = useSearch(results.run, result != null);
  const { search } = query;
  const areas = useAreas(search.areas, query.setSearch, globe);
  const cart = useCartActions(results, search);
  const [hovered, setHovered] = useState<string | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const [tab, setTab] = useState<'search' | 'results'>(hasCriteria(query.initial) ? 'results' : 'search');
  const [view, setView] = useState<ResultsView>('cards');
  const [subscribing, setSubscribing] = useState(false);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [reveal, setReveal] = useState<{ id: string; n: number } | null>(null);

  const layers = useMemo<GlobeLayer[]>(
    () => [
      {
        id: 'footprints',
        features: items
          .filter((x) => x.footprint)
          .map((x) => ({ id: x.id, geometry: x.footprint!, label: x.id })),
        // While a scene is shown a click reads its pixel (the viewer's), not the footprints under it.
        pickable: !viewing,
      },
      ...viewer.areaLayer,
    ],
    [items, viewing, viewer.areaLayer],
  );
  // A view in the address (a link, a reload): the globe flies to its scene once it is ready.
  const arrival = useRef(viewer.view?.scene ?? null);
  useEffect(() => {
    const id = arrival.current;
    if (!globe || !id) return;
    arrival.current = null;
    sceneOnce(id).then(
      (scene) => scene.footprint && globe.flyTo(scene.footprint),
      () => undefined,
    );
  }, [globe]);
  const selectedIds = useMemo(
    () => [...new Set([...selected, ...(hovered ? [hovered] : []), ...(focused ? [focused] : [])])],
    [selected, hovered, focused],
  );
  const onFootprintClick = (id: string) => {
    results.toggle(id);
    results.focus(id);
    setPanelOpen(true);
    setTab('results');
    setReveal((r) => ({ id, n: (r?.n ?? 0) + 1 }));
  };
  const submit = () => {
    if (query.submit()) setTab('results');
  };

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
            <Badge color="primary" max={999} badgeContent={total ?? 0} invisible={!total}>
              <Box component="span" sx={{ pr: total ? 2 : 0 }}>
                {t('panelTabs.results')}
              </Box>
            </Badge>
          }
        />
      </Tabs>
      <SearchPanel
        query={query}
        lang={lang}
        visible={tab === 'search'}
        globe={globe}
        onAdd={areas.addArea}
        onRemove={areas.removeArea}
        onSubmit={submit}
        onSubscribe={() => setSubscribing(true)}
      />
      <Box
        component="section"
        aria-label={t('results')}
        sx={{ display: tab === 'results' ? 'flex' : 'none', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <ResultsPanel
          items={items}
          sort={search.filters.sort}
          selected={selected}
          hovered={hovered}
          onToggle={results.toggle}
          onToggleAll={results.toggleAll}
          onHover={setHovered}
          onDetails={setDetailId}
          onSort={(sort) => query.rerun({ ...search, filters: { ...search.filters, sort } })}
          searched={result != null}
          failure={results.failure}
          view={view}
          onView={setView}
          total={result?.total ?? null}
          totalExact={result?.totalExact ?? true}
          page={results.page}
          hasNext={Boolean(result?.next)}
          size={search.size}
          idSearch={result?.idSearch ?? null}
          focused={focused}
          onFocus={results.focus}
          reveal={reveal}
          onPage={(d) =>
            void results
              .run(search, results.page + d, results.cursors[results.page + d], false)
              .catch(() => undefined)
          }
          onSize={(size) => query.rerun({ ...search, size })}
          onAddToCart={() => void cart.onAddToCart()}
          onDelete={cart.onDelete}
          onOrder={cart.onOrder}
          onExport={(f) => void cart.onExport(f)}
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
              shapes={areas.shapes}
              drawTools={['rectangle', 'polygon', 'circle']}
              onDrawEnd={(shape) => (viewer.onDrawEnd(shape) ? false : areas.onDrawEnd(shape))}
              onShapesChange={areas.onShapesChange}
              selectedIds={selectedIds}
              overlay={viewer.overlay}
              sceneLayers={viewer.sceneLayers}
              splitPosition={viewer.splitPosition}
              onPointClick={viewing ? viewer.onPointClick : undefined}
              onReady={setGlobe}
              onFeatureClick={onFootprintClick}
              onFeatureHover={(id) => {
                setHovered(id);
                if (id) setReveal((r) => ({ id, n: (r?.n ?? 0) + 1 }));
              }}
            />
            {viewer.view?.compare?.mode === 'swipe' && (
              <SwipeBar
                position={viewer.splitPosition}
                onPosition={viewer.setSplitPosition}
                label={t('viewer.swipeBar')}
              />
            )}
            <ViewerPanel viewer={viewer} globe={globe} />
          </Box>
        }
      />
      <OrderDialog
        sceneIds={cart.orderIds}
        onClose={() => cart.setOrderIds(null)}
        onOrdered={() => {
          cart.setOrderIds(null);
          navigateToUrl('/personalCenter/archiveOrder');
        }}
      />
      <SaveSubscriptionDialog
        open={subscribing}
        search={{ ...search, ids: parseIds(query.idsText) }}
        onClose={() => setSubscribing(false)}
        onSaved={setSubscribed}
      />
      {subscribed !== null && (
        <SubscriptionSavedNotice message={subscribed} onClose={() => setSubscribed(null)} />
      )}
      {cart.exportJob && (
        <ExportJobNotice
          key={cart.exportJob.id}
          job={cart.exportJob}
          onClose={() => cart.setExportJob(null)}
        />
      )}
      <DetailDrawer
        id={detailId}
        overlayOn={Boolean(detailId && viewer.view?.scene === detailId)}
        onClose={() => setDetailId(null)}
        onOverlay={results.showScene}
        resolution={viewer.resolution}
        opacity={viewer.opacity}
        onOpacity={viewer.setOpacity}
        onFlyTo={(scene) => scene.footprint && globe?.flyTo(scene.footprint)}
      />
    </>
  );
}
