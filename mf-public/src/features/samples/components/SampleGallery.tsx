/** /sampleImage: the sample SAR images by country, filtered by country, satellite and mode (kept in the URL). */
import { useMemo, useState } from 'react';
import { SAMPLE_THUMBNAIL_PX } from '@portal/shared/domain/sample-footprint';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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
import type { Lang } from '@portal/shared/domain';
import { formatDate } from '@portal/shared/i18n';
import { EmptyState, ErrorState, PageFrame, followLink, routeTitle, usePageTitle } from '@portal/shared/ui';
import { PageLoading } from '../../../common/PageLoading';
import { allSamples, type Sample } from '../../../common/samples-api';
import { modeName, satelliteName } from '../../../common/sample-labels';
import { useAsync } from '../../../common/useAsync';
import {
  applyFilters,
  filterOptions,
  pageOf,
  readFilters,
  withFilter,
  writeFilters,
  type GalleryFilters,
} from '../state/filters';
import { NS } from '../i18n';
import { SampleDialog } from './SampleDialog';

/** The cards of the first row at the widest layout (3 a row): in view at once, so fetched at once, not lazily. */
const EAGER_CARDS = 3;

export function SampleGallery() {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const title = usePageTitle(routeTitle('/sampleImage'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = (f: GalleryFilters) => setParams(writeFilters(f));
  // Every sample for the filters' choices; the country's samples from the API's country search.
  const [everything] = useAsync(() => allSamples(), [lang]);
  const [ofCountry, retry] = useAsync(
    () => allSamples(filters.country || undefined),
    [filters.country, lang],
  );
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

      {ofCountry.status === 'loading' && <PageLoading />}
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
          <Typography color="text.secondary" role="status" sx={{ mb: 1 }} data-testid="sample-count">
            {t('count', { total: view.total })}
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {view.items.map((s, i) => (
              <Grid key={s.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined" sx={{ height: '100%' }} data-testid="sample-card" data-id={s.id}>
                  <CardActionArea onClick={() => setOpen(s)} aria-label={t('view', { title: s.title })}>
                    <CardMedia
                      component="img"
                      src={s.thumbnail_url}
                      alt={s.title}
                      loading={i < EAGER_CARDS ? 'eager' : 'lazy'}
                      decoding="async"
                      width={SAMPLE_THUMBNAIL_PX}
                      height={SAMPLE_THUMBNAIL_PX}
                      sx={{ aspectRatio: '1 / 1', height: 'auto', bgcolor: '#111' }}
                    />
                  </CardActionArea>
                  <CardContent sx={{ pb: 0 }}>
                    <Typography variant="subtitle1" component="h2" data-testid="sample-title">
                      {s.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {s.country} · {satelliteName(s.satellite, lang)} · {modeName(s.img_mode, lang)} ·{' '}
                      {s.polarization} · {formatDate(s.acquired_at, lang)}
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
