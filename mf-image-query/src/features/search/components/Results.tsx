/** The results as a table (the panel's wide view) and the details drawer of one scene. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Checkbox,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
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
import { downloadProduct, sceneDetail, type SceneDetail, type SceneSummary } from '../api/catalog';
import { NS } from '../../../i18n';
import { OverlayControls } from './OverlayControls';

export const satelliteLabel = (id: string, lang: Lang) => {
  const s = ANCHORING_SATELLITES.find((x) => x.value === id);
  return s ? s[lang] : id;
};

/**
 * Compact rows: one line per scene (no cell wraps), narrow cell padding, so the columns up to the details button fit
 * the wide panel at 1366 px and the list shows many rows at once.
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

/** What the results list needs, in both of its views (cards and table). */
export interface ResultsListProps {
  items: SceneSummary[];
  sort: 'newest' | 'oldest';
  selected: Set<string>;
  hovered: string | null;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onHover: (id: string | null) => void;
  onDetails: (id: string) => void;
  onSort: (sort: 'newest' | 'oldest') => void;
}

/** The columns the table drops first in a narrow panel (product type, polarization, orbit). */
const SECONDARY = { '@media (max-width: 1279.98px)': { display: 'none' } } as const;

/** The results as a compact table (one line per scene, no cell wraps), in the wide panel. */
export function ResultsTable(props: ResultsListProps) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const all = props.items.length > 0 && props.items.every((x) => props.selected.has(x.id));
  return (
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
          <TableCell sx={SECONDARY}>{t('col.product')}</TableCell>
          <TableCell sx={SECONDARY}>{t('col.polarization')}</TableCell>
          <TableCell sx={SECONDARY}>{t('col.orbit')}</TableCell>
          <TableCell data-testid="col-incidence">{t('col.incidence')}</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {t('details')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
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
            <TableCell sx={SECONDARY}>{x.product_type}</TableCell>
            <TableCell sx={SECONDARY}>{x.polarization}</TableCell>
            <TableCell sx={SECONDARY}>{enumLabel(ORBIT_MODES, x.orbit_direction, lang)}</TableCell>
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
  );
}

export function DetailDrawer(props: {
  id: string | null;
  overlayOn: boolean;
  onClose: () => void;
  onOverlay: (scene: SceneDetail | null) => void;
  onFlyTo: (scene: SceneDetail) => void;
  /** What the scene's tiles on the globe show, once they do. */
  resolution: 'full' | 'preview' | null;
  opacity: number;
  onOpacity: (alpha: number) => void;
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
          {props.overlayOn && (
            <OverlayControls
              resolution={props.resolution}
              opacity={props.opacity}
              onOpacity={props.onOpacity}
            />
          )}
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
