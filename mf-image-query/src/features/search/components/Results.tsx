/** The results list (paginated by cursor, sorted by acquisition time), its actions, and the details drawer. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Checkbox,
  Divider,
  Drawer,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import {
  ANCHORING_SATELLITES,
  CLASSIFICATIONS,
  IMG_MODES,
  LOOK_SIDES,
  ORBIT_MODES,
  enumLabel,
  type Lang,
} from '@portal/shared/domain';
import { formatDateTime } from '@portal/shared/i18n';
import { showFailure } from '@portal/shared/http';
import {
  downloadProduct,
  sceneDetail,
  EXPORT_FORMATS,
  type ExportFormat,
  type SceneDetail,
  type SceneSummary,
} from '../api/catalog';
import { PAGE_SIZES } from '../state/search-state';
import { NS } from '../../../i18n';

export const satelliteLabel = (id: string, lang: Lang) => {
  const s = ANCHORING_SATELLITES.find((x) => x.value === id);
  return s ? s[lang] : id;
};

/**
 * Compact rows: one line per scene (no cell wraps), narrow cell padding, so every column up to the details button
 * fits beside the search form at 1366 px and the list shows many rows at once.
 */
const COMPACT = {
  '& .MuiTableCell-root': { px: 0.5, py: 0.25, fontSize: 12.5, whiteSpace: 'nowrap', lineHeight: 1.6 },
  '&& .MuiTableCell-paddingCheckbox': { px: 0.25, width: 34 },
  '& .MuiCheckbox-root': { p: 0.5 },
} as const;

/** Read by screen readers only (the details buttons' column header). */
const visuallyHidden = {
  position: 'absolute',
  left: 0,
  top: 0,
  margin: '-1px',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ResultsTable(props: {
  items: SceneSummary[];
  total: number | null;
  totalExact: boolean;
  page: number;
  hasNext: boolean;
  size: number;
  sort: 'newest' | 'oldest';
  selected: Set<string>;
  hovered: string | null;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onHover: (id: string | null) => void;
  onDetails: (id: string) => void;
  onPage: (dir: -1 | 1) => void;
  onSize: (size: number) => void;
  onSort: (sort: 'newest' | 'oldest') => void;
  onAddToCart: () => void;
  onDelete: () => void;
  onOrder: () => void;
  onExport: (format: ExportFormat | '') => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [format, setFormat] = useState<ExportFormat | ''>('');
  const all = props.items.length > 0 && props.items.every((x) => props.selected.has(x.id));
  useEffect(() => {
    // The row of a footprint hovered on the globe comes into view inside the list (never scrolling the page).
    const row = props.hovered ? document.getElementById(`scene-row-${props.hovered}`) : null;
    const box = row?.closest('.MuiTableContainer-root') as HTMLElement | null;
    if (row && box) {
      const top = row.offsetTop - 40,
        bottom = row.offsetTop + row.offsetHeight;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
    }
  }, [props.hovered]);
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Typography variant="subtitle1" fontWeight={600} sx={{ mr: 1 }}>
          {t('results')}
        </Typography>
        {props.total != null && (
          <Typography variant="body2" color="text.secondary" data-testid="results-total">
            {t(props.totalExact ? 'total' : 'totalEstimate', { total: props.total })}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="contained" onClick={props.onAddToCart} data-testid="action-cart">
          {t('addToCart')}
        </Button>
        <Button size="small" variant="outlined" onClick={props.onOrder} data-testid="action-order">
          {t('order')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={props.onDelete}
          data-testid="action-delete"
        >
          {t('delete')}
        </Button>
        <TextField
          select
          size="small"
          label={t('exportFormat')}
          value={format}
          onChange={(e) => setFormat(e.target.value as ExportFormat)}
          sx={{ minWidth: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'export-format' } }}
        >
          {EXPORT_FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {f.toUpperCase()}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() => props.onExport(format)}
          data-testid="action-export"
        >
          {t('export')}
        </Button>
      </Stack>
      <TableContainer
        data-testid="results-scroll"
        sx={{
          // The list gets the window's height below its toolbar (about 18 compact rows at 768 px), not a fixed box.
          maxHeight: 'max(320px, calc(100vh - 150px))',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Table size="small" stickyHeader data-testid="results-table" sx={COMPACT}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={!all && props.items.some((x) => props.selected.has(x.id))}
                  onChange={props.onToggleAll}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('col.id')}</TableCell>
              <TableCell>{t('col.satellite')}</TableCell>
              <TableCell sortDirection={props.sort === 'newest' ? 'desc' : 'asc'}>
                <TableSortLabel
                  active
                  direction={props.sort === 'newest' ? 'desc' : 'asc'}
                  data-testid="sort-time"
                  onClick={() => props.onSort(props.sort === 'newest' ? 'oldest' : 'newest')}
                >
                  {t('col.time')}
                </TableSortLabel>
              </TableCell>
              <TableCell>{t('col.mode')}</TableCell>
              <TableCell>{t('col.product')}</TableCell>
              <TableCell>{t('col.polarization')}</TableCell>
              <TableCell>{t('col.orbit')}</TableCell>
              <TableCell data-testid="col-incidence">{t('col.incidence')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('details')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.items.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={10}
                  align="center"
                  sx={{ color: 'text.secondary', py: 4 }}
                  data-testid="results-empty"
                >
                  {t('noResults')}
                </TableCell>
              </TableRow>
            )}
            {props.items.map((x) => (
              <TableRow
                key={x.id}
                id={`scene-row-${x.id}`}
                data-testid="result-row"
                data-id={x.id}
                hover
                selected={props.selected.has(x.id) || props.hovered === x.id}
                onMouseEnter={() => props.onHover(x.id)}
                onMouseLeave={() => props.onHover(null)}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={props.selected.has(x.id)}
                    onChange={() => props.onToggle(x.id)}
                    slotProps={{ input: { 'aria-label': x.id } }}
                  />
                </TableCell>
                <TableCell sx={{ fontSize: 11.5, fontVariantNumeric: 'tabular-nums' }}>{x.id}</TableCell>
                <TableCell data-testid="result-satellite">{satelliteLabel(x.satellite, lang)}</TableCell>
                <TableCell>{formatDateTime(x.acquired_at, lang)}</TableCell>
                <TableCell>{enumLabel(IMG_MODES, x.img_mode, lang)}</TableCell>
                <TableCell>{x.product_type}</TableCell>
                <TableCell>{x.polarization}</TableCell>
                <TableCell>{enumLabel(ORBIT_MODES, x.orbit_direction, lang)}</TableCell>
                <TableCell data-testid="result-incidence">
                  {x.incidence_angle != null ? `${x.incidence_angle.toFixed(1)}°` : ''}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => props.onDetails(x.id)}
                    data-testid="result-details"
                    aria-label={`${t('details')} ${x.id}`}
                    sx={{ minWidth: 0, px: 0.5, py: 0 }}
                  >
                    {t('details')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end" sx={{ mt: 1 }}>
        <TextField
          select
          size="small"
          label={t('pageSize')}
          value={props.size}
          onChange={(e) => props.onSize(Number(e.target.value))}
          sx={{ width: 100 }}
        >
          {PAGE_SIZES.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" data-testid="results-page">
          {t('page', { page: props.page + 1 })}
        </Typography>
        <Button
          size="small"
          disabled={props.page === 0}
          onClick={() => props.onPage(-1)}
          data-testid="page-prev"
        >
          {t('prev')}
        </Button>
        <Button
          size="small"
          disabled={!props.hasNext}
          onClick={() => props.onPage(1)}
          data-testid="page-next"
        >
          {t('next')}
        </Button>
      </Stack>
    </Box>
  );
}

export function DetailDrawer(props: {
  id: string | null;
  overlayOn: boolean;
  onClose: () => void;
  onOverlay: (scene: SceneDetail | null) => void;
  onFlyTo: (scene: SceneDetail) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [scene, setScene] = useState<SceneDetail | null>(null);
  useEffect(() => {
    setScene(null);
    if (props.id) sceneDetail(props.id).then(setScene, () => props.onClose());
  }, [props.id]);
  const rows: [string, string | number | undefined][] = scene
    ? [
        [t('col.id'), scene.id],
        [t('col.satellite'), satelliteLabel(scene.satellite, lang)],
        [
          t('col.time'),
          `${formatDateTime(scene.acquired_at, lang)} – ${formatDateTime(scene.acquired_end, lang)}`,
        ],
        [t('col.mode'), enumLabel(IMG_MODES, scene.img_mode, lang)],
        [t('col.product'), scene.product_type],
        [t('col.polarization'), scene.polarization],
        [
          t('col.orbit'),
          `${enumLabel(ORBIT_MODES, scene.orbit_direction, lang)} · ${scene.absolute_orbit ?? ''}`,
        ],
        [t('col.look'), enumLabel(LOOK_SIDES, scene.look_side, lang)],
        [
          t('col.incidence'),
          scene.incidence_near != null
            ? `${scene.incidence_near.toFixed(1)}° – ${scene.incidence_far?.toFixed(1)}°`
            : `${scene.incidence_angle?.toFixed(1)}°`,
        ],
        [
          t('col.resolution'),
          scene.resolution_range != null
            ? `${scene.resolution_range} × ${scene.resolution_azimuth} m`
            : `${scene.resolution} m`,
        ],
        [t('classifications'), enumLabel(CLASSIFICATIONS, scene.classification, lang)],
      ]
    : [];
  return (
    <Drawer
      anchor="right"
      open={Boolean(props.id)}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { width: 380, p: 2 }, 'data-testid': 'detail-drawer' } as object }}
    >
      <Stack direction="row" alignItems="center">
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t('detail.title')}
        </Typography>
        <IconButton aria-label={t('detail.close')} onClick={props.onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Divider sx={{ my: 1 }} />
      {scene && (
        <>
          <Typography variant="subtitle2" gutterBottom>
            {t('detail.quicklook')}
          </Typography>
          <Box
            component="img"
            src={scene.quicklook_url}
            alt={`${t('detail.quicklook')} ${scene.id}`}
            data-testid="detail-quicklook"
            sx={{ width: '100%', maxHeight: 260, objectFit: 'contain', bgcolor: '#111', borderRadius: 1 }}
          />
          <Stack direction="row" spacing={1} sx={{ my: 1 }}>
            <Button
              size="small"
              variant="outlined"
              data-testid="detail-overlay"
              onClick={() => props.onOverlay(props.overlayOn ? null : scene)}
            >
              {props.overlayOn ? t('detail.hideOnGlobe') : t('detail.showOnGlobe')}
            </Button>
            <Button size="small" variant="outlined" onClick={() => props.onFlyTo(scene)}>
              {t('detail.flyTo')}
            </Button>
            <Button
              size="small"
              variant="contained"
              data-testid="detail-download"
              onClick={() => void downloadProduct(scene.id).catch(showFailure)}
            >
              {t('detail.download')}
            </Button>
          </Stack>
          <Table size="small" data-testid="detail-metadata">
            <TableBody>
              {rows.map(([k, v]) => (
                <TableRow key={k}>
                  <TableCell sx={{ color: 'text.secondary', width: 110 }}>{k}</TableCell>
                  <TableCell>{v}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Drawer>
  );
}
