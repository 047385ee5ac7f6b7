/**
 * The results side of the panel: the count, the actions on the selected scenes, the list as cards or as a table, and
 * the pages. Before the first search it says how to start; an image-ID search says which IDs it did not find.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import ViewAgenda from '@mui/icons-material/ViewAgendaOutlined';
import TableRows from '@mui/icons-material/TableRowsOutlined';
import NotificationAdd from '@mui/icons-material/NotificationAddOutlined';
import { ErrorState } from '@portal/shared/ui';
import { EXPORT_FORMATS, type ExportFormat } from '../api/catalog';
import { PAGE_SIZES } from '../state/search-state';
import { ResultsTable, type ResultsListProps } from './Results';
import { ResultCards, resultElementId } from './ResultCards';
import { NS } from '../../../i18n';

export type ResultsView = 'cards' | 'table';

export interface ResultsPanelProps extends ResultsListProps {
  /** Whether a search has run (before it, the list says how to start instead of "no results"). */
  searched: boolean;
  /** The last search got no answer: said in place of the results, with a retry. */
  failure: { text: string; retry: () => void } | null;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  total: number | null;
  totalExact: boolean;
  page: number;
  hasNext: boolean;
  size: number;
  /** An image-ID search: the IDs asked for and those it did not find. */
  idSearch: { asked: number; missing: string[] } | null;
  focused: string | null;
  onFocus: (id: string) => void;
  /** Bring this scene's card into view (a footprint hovered or clicked on the globe), counted so it happens again. */
  reveal: { id: string; n: number } | null;
  onPage: (dir: -1 | 1) => void;
  onSize: (size: number) => void;
  onAddToCart: () => void;
  onDelete: () => void;
  onOrder: () => void;
  onExport: (format: ExportFormat | '') => void;
  /** Save the search as a subscription; absent while the search has neither an area nor a filter. */
  onSubscribe?: () => void;
}

/** Scrolls `el` into view inside its scrolling box only (never the page). */
function revealInside(el: HTMLElement, box: HTMLElement) {
  const top = el.offsetTop - box.offsetTop - 40,
    bottom = el.offsetTop - box.offsetTop + el.offsetHeight;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
}

export function ResultsPanel(props: ResultsPanelProps) {
  const { t } = useTranslation(NS);
  const [format, setFormat] = useState<ExportFormat | ''>('');
  const all = props.items.length > 0 && props.items.every((x) => props.selected.has(x.id));
  const some = !all && props.items.some((x) => props.selected.has(x.id));

  useEffect(() => {
    // A footprint hovered or clicked on the globe: its card or row comes into view inside the list. (Not a card the
    // pointer is on: the list would move under the pointer.)
    const id = props.reveal?.id;
    const el = id ? document.getElementById(resultElementId(id)) : null;
    const box = el?.closest('[data-testid="results-scroll"]') as HTMLElement | null;
    if (el && box) revealInside(el, box);
  }, [props.reveal]);

  if (props.failure)
    return (
      <Box sx={{ px: 1.5 }}>
        <ErrorState message={props.failure.text} onRetry={props.failure.retry} />
      </Box>
    );
  if (!props.searched)
    return (
      <Box sx={{ p: 2 }} data-testid="results-before-search">
        <Typography variant="body2" color="text.secondary">
          {t('beforeSearch')}
        </Typography>
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 1.5, pt: 1 }}>
        {props.total != null && (
          <Typography variant="body2" color="text.secondary" data-testid="results-total" sx={{ flex: 1 }}>
            {t(props.totalExact ? 'total' : 'totalEstimate', { total: props.total })}
          </Typography>
        )}
        {props.view === 'cards' && (
          <TextField
            select
            size="small"
            variant="standard"
            value={props.sort}
            onChange={(e) => props.onSort(e.target.value as 'newest' | 'oldest')}
            slotProps={{ htmlInput: { 'aria-label': t('col.time'), 'data-testid': 'sort-select' } }}
            sx={{ '& .MuiInputBase-root': { fontSize: 14 } }}
          >
            <MenuItem value="newest">{t('sortBy.newest')}</MenuItem>
            <MenuItem value="oldest">{t('sortBy.oldest')}</MenuItem>
          </TextField>
        )}
        {props.onSubscribe && (
          <Tooltip title={t('subscribe.action')}>
            <IconButton
              size="small"
              aria-label={t('subscribe.action')}
              onClick={props.onSubscribe}
              data-testid="results-subscribe"
            >
              <NotificationAdd fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={props.view}
          onChange={(_e, v: ResultsView | null) => v && props.onView(v)}
          aria-label={t('view.label')}
        >
          <ToggleButton value="cards" aria-label={t('view.cards')} data-testid="view-cards" sx={{ py: 0.25 }}>
            <ViewAgenda fontSize="small" />
          </ToggleButton>
          <ToggleButton value="table" aria-label={t('view.table')} data-testid="view-table" sx={{ py: 0.25 }}>
            <TableRows fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {props.idSearch && (
        <Alert
          severity={props.idSearch.missing.length ? 'warning' : 'info'}
          sx={{ mx: 1.5, mt: 1, py: 0, '& .MuiAlert-message': { minWidth: 0 } }}
          data-testid="id-search-notice"
        >
          {t('idSearch.note')}
          {props.idSearch.missing.length > 0 && (
            <Box component="div" data-testid="ids-missing" sx={{ wordBreak: 'break-all' }}>
              {t('idSearch.missing', {
                count: props.idSearch.missing.length,
                ids: props.idSearch.missing.join(', '),
              })}
            </Box>
          )}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={0.75}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        sx={{ px: 1.5, py: 1 }}
      >
        {props.view === 'cards' && (
          <FormControlLabel
            sx={{ mr: 0.5, ml: -0.5 }}
            control={
              <Checkbox
                size="small"
                checked={all}
                indeterminate={some}
                onChange={props.onToggleAll}
                disabled={!props.items.length}
                data-testid="select-all"
              />
            }
            label={<Typography variant="body2">{t('selectAll')}</Typography>}
          />
        )}
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
          sx={{ minWidth: 112 }}
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
      <Box
        data-testid="results-scroll"
        sx={{
          flex: 1,
          minHeight: 160,
          overflow: 'auto',
          position: 'relative',
          px: props.view === 'cards' ? 1.5 : 0,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {props.items.length === 0 ? (
          <Typography
            variant="body2"
            color="text.secondary"
            align="center"
            sx={{ py: 4, px: 2 }}
            data-testid="results-empty"
          >
            {t(props.idSearch ? 'noResultsIds' : 'noResults')}
          </Typography>
        ) : props.view === 'cards' ? (
          <Box sx={{ py: 1 }}>
            <ResultCards {...props} />
          </Box>
        ) : (
          <ResultsTable {...props} />
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        justifyContent="flex-end"
        sx={{ px: 1.5, py: 0.75 }}
      >
        <TextField
          select
          size="small"
          label={t('pageSize')}
          value={props.size}
          onChange={(e) => props.onSize(Number(e.target.value))}
          sx={{ width: 88 }}
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
