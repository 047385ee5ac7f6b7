/** /sampleImage: the sample SAR images by country, filtered by country, satellite and mode (kept in the URL). */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared/router';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  CardMedia,
  Grid,
  MenuItem,
  Pagination,
  TextField,
  Typography,
} from '@mui/material';
import { CONSTELLATION, IMG_MODES, type Lang } from '@portal/shared/domain';
import { formatDate } from '@portal/shared/i18n';
import {
  EmptyState,
  ErrorState,
  FirstViewList,
  PageFrame,
  firstViewItem,
  followLink,
  placeholderItems,
  routeTitle,
  usePageTitle,
  useFirstViewRender,
} from '@portal/shared/ui';
import { PageLoading } from '../../../common/PageLoading';
import { FIRST_SAMPLES_URL, allSamples, firstViewSamples, type Sample } from '../../../common/samples-api';
import { modeName, satelliteName } from '../../../common/sample-labels';
import { thumbnailProps } from '../../../common/thumbnail';
import { useAsync } from '../../../common/use-async';
import {
  applyFilters,
  filterOptions,
  pageOf,
  readFilters,
  withFilter,
  GALLERY_PAGE_SIZE,
  writeFilters,
  type GalleryFilters,
} from '../state/filters';
import { NS } from '../i18n';
import { SampleDialog } from './SampleDialog';

/** The cards of the first row at the widest layout (3 a row): in view at once, so fetched at once, not lazily. */
const EAGER_CARDS = 3;

/** The count and one page of cards; in a first view's render, its template (of placeholder items). */
function GalleryCards({
  items,
  total,
  onOpen,
}: {
  items: Sample[];
  total: number | string;
  onOpen: (s: Sample) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const firstView = useFirstViewRender();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <>
      <Typography color="text.secondary" role="status" sx={{ mb: 1 }} data-testid="sample-count">
        {t('count', { total })}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((s, i) => (
          <Grid
            key={s.id}
            size={{ xs: 12, sm: 6, md: 4 }}
            component="li"
            {...(firstView && firstViewItem(i))}
          >
            <Card variant="outlined" sx={{ height: '100%' }} data-testid="sample-card" data-id={s.id}>
              <CardActionArea onClick={() => onOpen(s)} aria-label={t('view', { title: s.title })}>
                <CardMedia
                  component="img"
                  {...thumbnailProps(s, i < EAGER_CARDS)}
                  sx={{ aspectRatio: '1 / 1', height: 'auto', bgcolor: '#111' }}
                />
              </CardActionArea>
              <CardContent sx={{ pb: 0 }}>
                <Typography variant="subtitle1" component="h2" data-testid="sample-title">
                  {s.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.country} · {satelliteName(s.satellite, lang)} · {modeName(s.img_mode, lang)} ·{' '}
                  {s.polarization} ·{' '}
                  {/* A first view's date is written by its boot script (FirstViewList's 'date'). */}
                  {firstView ? s.acquired_at : formatDate(s.acquired_at, lang)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  size="small"
                  href={`/details?sample=${s.id}`}
                  onClick={followLink(`/details?sample=${s.id}`)}
                >
                  {t('details')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

/** The gallery's first view: the first page of every sample, filled before the portal loads (FirstViewList). */
function FirstViewGallery() {
  const formats = {
    satellite: Object.fromEntries(CONSTELLATION.map((c) => [c.id, satelliteName(c.id, 'zh')])),
    img_mode: Object.fromEntries(IMG_MODES.map((m) => [m.value, modeName(m.value, 'zh')])),
    acquired_at: 'date' as const,
  };
  return (
    <FirstViewList
      url={FIRST_SAMPLES_URL}
      formats={formats}
      template={
        <GalleryCards
          items={placeholderItems(GALLERY_PAGE_SIZE)}
          total="{{total}}"
          onOpen={() => undefined}
        />
      }
    >
      <PageLoading />
    </FirstViewList>
  );
}

export function SampleGallery() {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const title = usePageTitle(routeTitle('/sampleImage'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = (f: GalleryFilters) => setParams(writeFilters(f));
  // Every sample for the filters' choices; the country's samples from the API's country search.
  // Both start from the samples of the first view, when it showed them (it shows every country's).
  const [everything] = useAsync(() => allSamples(), [lang], firstViewSamples);
  const [ofCountry, retry] = useAsync(
    () => allSamples(filters.country || undefined),
    [filters.country, lang],
    filters.country ? undefined : firstViewSamples,
  );
  const firstView = useFirstViewRender();
  const [open, setOpen] = useState<Sample | null>(null);
  const options = useMemo(
    () => filterOptions(everything.status === 'done' ? everything.value : []),
    [everything],
  );
  const view =
    ofCountry.status === 'done' ? pageOf(applyFilters(ofCountry.value, filters), filters.page) : null;
  const filtered = Boolean(filters.country || filters.satellite || filters.mode != null);
  const clear = () => setFilters({ country: '', satellite: '', mode: null, page: 1 });

  return (
    <PageFrame title={title}>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('filters')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <TextField
          select
          size="small"
          label={t('country')}
          value={filters.country}
          onChange={(e) => setFilters(withFilter(filters, { country: e.target.value }))}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-country' } as object } }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {options.countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
          {/* A country typed into the URL stays selectable even before (or without) its samples. */}
          {filters.country && !options.countries.some((c) => c.code === filters.country) && (
            <MenuItem value={filters.country}>{filters.country}</MenuItem>
          )}
        </TextField>
        <TextField
          select
          size="small"
          label={t('satellite')}
          value={filters.satellite}
          onChange={(e) => setFilters(withFilter(filters, { satellite: e.target.value }))}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-satellite' } as object } }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {[...new Set([...options.satellites, ...(filters.satellite ? [filters.satellite] : [])])].map(
            (s) => (
              <MenuItem key={s} value={s}>
                {satelliteName(s, lang)}
              </MenuItem>
            ),
          )}
        </TextField>
        <TextField
          select
          size="small"
          label={t('mode')}
          value={filters.mode == null ? '' : String(filters.mode)}
          onChange={(e) =>
            setFilters(withFilter(filters, { mode: e.target.value === '' ? null : Number(e.target.value) }))
          }
          sx={{ minWidth: 180 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-mode' } as object } }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {[...new Set([...options.modes, ...(filters.mode != null ? [filters.mode] : [])])].map((m) => (
            <MenuItem key={m} value={String(m)}>
              {modeName(m, lang)}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button onClick={clear} data-testid="filter-clear">
            {t('clear')}
          </Button>
        )}
      </Box>

      {ofCountry.status === 'loading' && (firstView ? <FirstViewGallery /> : <PageLoading />)}
      {ofCountry.status === 'error' && (
        <ErrorState message={t('error', { msg: ofCountry.message })} onRetry={retry} />
      )}
      {view && view.total === 0 && (
        <EmptyState
          title={t('empty')}
          hint={t('emptyHint')}
          action={filtered && <Button onClick={clear}>{t('clear')}</Button>}
        />
      )}
      {view && view.total > 0 && (
        <>
          <GalleryCards items={view.items} total={view.total} onOpen={setOpen} />
          {view.pages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={view.pages}
              page={view.page}
              onChange={(_, page) => setFilters({ ...filters, page })}
              getItemAriaLabel={(type, page) => (type === 'page' ? t('pageN', { page }) : t(type))}
              aria-label={t('pages')}
            />
          )}
        </>
      )}
      <SampleDialog sample={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
