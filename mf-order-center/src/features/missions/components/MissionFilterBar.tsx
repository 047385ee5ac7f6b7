import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import { ANCHORING_SATELLITES } from '@portal/shared/domain';
import { DateRangeFields, FilterBar } from '@portal/shared/grid';
import { useLang } from '@portal/shared/ui';
import { ORDER_STATE_CHOICES, type MissionFilters } from '../state/filters';
import '../i18n';

/** State, creation dates, anchoring satellite and a keyword; applied on submit. */
export function MissionFilterBar({
  value,
  onChange,
  onSubmit,
  actions,
}: {
  value: MissionFilters;
  onChange: (f: MissionFilters) => void;
  onSubmit: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('missions');
  const { t: tg } = useTranslation('grid');
  const lang = useLang();
  return (
    <FilterBar onSubmit={onSubmit} actions={actions}>
      <TextField
        select
        size="small"
        label={t('state')}
        value={value.order_state}
        onChange={(e) => onChange({ ...value, order_state: e.target.value })}
        sx={{ minWidth: 190 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-state' } as object } }}
      >
        <MenuItem value="">{tg('all')}</MenuItem>
        {ORDER_STATE_CHOICES.map((s) => (
          <MenuItem key={s.code} value={String(s.code)}>
            {s[lang]}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields value={value} onChange={onChange} />
      <TextField
        select
        size="small"
        label={t('satellite')}
        value={value.satellite}
        onChange={(e) => onChange({ ...value, satellite: e.target.value })}
        sx={{ minWidth: 170 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-satellite' } as object } }}
      >
        <MenuItem value="">{tg('all')}</MenuItem>
        {ANCHORING_SATELLITES.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s[lang]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('keyword')}
        value={value.keyword}
        onChange={(e) => onChange({ ...value, keyword: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'filter-keyword', maxLength: 100 } }}
      />
    </FilterBar>
  );
}
