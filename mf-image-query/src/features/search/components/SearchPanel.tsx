/** The panel's search tab: the target areas and image IDs, the filters, and Search, Save as subscription and Reset. */
import { useTranslation } from 'react-i18next';
import { Box, Button, Divider, Stack, Tooltip } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { shapeGeometry, type GlobeApi } from '@portal/shared/globe';
import { NS } from '../../../i18n';
import type { SearchQuery } from '../hooks/use-search';
import { DEFAULT_FILTERS, type AreaEntry } from '../state/search-state';
import { canSubscribe } from '../state/subscription';
import { AreaPanel } from './AreaPanel';
import { FiltersForm } from './FiltersForm';

export function SearchPanel({
  query,
  lang,
  visible,
  globe,
  onAdd,
  onRemove,
  onSubmit,
  onSubscribe,
}: {
  query: SearchQuery;
  lang: Lang;
  visible: boolean;
  globe: GlobeApi | null;
  onAdd: (entry: AreaEntry) => boolean;
  onRemove: (id: string) => void;
  onSubmit: () => void;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation(NS);
  const { search } = query;
  return (
    <Box sx={{ display: visible ? 'flex' : 'none', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ p: 1.5, flex: 1, overflow: 'auto' }}>
        <AreaPanel
          areas={search.areas}
          ids={query.idsText}
          onIdsChange={query.setIdsText}
          onAdd={onAdd}
          onRemove={onRemove}
          onFocus={(a) => a.shape && globe?.flyTo(shapeGeometry(a.shape))}
        />
        <Divider sx={{ my: 2 }} />
        <FiltersForm filters={search.filters} lang={lang} onChange={query.setFilters} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onSubmit} data-testid="search-submit">
          {t('search')}
        </Button>
        <Tooltip describeChild title={canSubscribe(search) ? '' : t('subscribe.needCriteria')}>
          <span>
            <Button
              variant="outlined"
              disabled={!canSubscribe(search)}
              onClick={onSubscribe}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="subscribe-open"
            >
              {t('subscribe.action')}
            </Button>
          </span>
        </Tooltip>
        <Button variant="text" onClick={() => query.setFilters(DEFAULT_FILTERS)}>
          {t('reset')}
        </Button>
      </Stack>
    </Box>
  );
}
