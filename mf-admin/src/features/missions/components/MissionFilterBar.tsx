/**
 * The filters of the staff and sales list of tasking orders: state, customer, anchoring satellite, creation dates,
 * priority band, task nature, suspended, and a keyword; applied on submit.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import { ANCHORING_SATELLITES, TASK_NATURES } from '@portal/shared/domain';
import { PRIORITY_BANDS } from '@portal/shared/domain/tasks';
import { DateRangeFields, FilterBar, UsernameFilter } from '@portal/shared/grid';
import { useLang } from '@portal/shared/ui';
import { ORDER_STATE_CHOICES, type StaffMissionFilters } from '../state/filters';
import '../i18n';

/** A select of a filter, with "All" first; its test id on the element a test clicks. */
function SelectFilter({
  label,
  value,
  onChange,
  testId,
  minWidth = 150,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  minWidth?: number;
  children: ReactNode;
}) {
  const { t: tg } = useTranslation('grid');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      <MenuItem value="">{tg('all')}</MenuItem>
      {children}
    </TextField>
  );
}

export function MissionFilterBar({
  value,
  onChange,
  onSubmit,
  actions,
}: {
  value: StaffMissionFilters;
  onChange: (f: StaffMissionFilters) => void;
  onSubmit: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  const set = (k: keyof StaffMissionFilters) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <FilterBar onSubmit={onSubmit} actions={actions}>
      <SelectFilter
        label={t('filter.state')}
        value={value.order_state}
        onChange={set('order_state')}
        testId="filter-state"
        minWidth={200}
      >
        {ORDER_STATE_CHOICES.map((s) => (
          <MenuItem key={s.code} value={String(s.code)}>
            {`${s[lang]} (${s.code})`}
          </MenuItem>
        ))}
      </SelectFilter>
      <UsernameFilter value={value.username} onChange={set('username')} />
      <SelectFilter
        label={t('filter.satellite')}
        value={value.satellite}
        onChange={set('satellite')}
        testId="filter-satellite"
        minWidth={170}
      >
        {ANCHORING_SATELLITES.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s[lang]}
          </MenuItem>
        ))}
      </SelectFilter>
      <DateRangeFields value={value} onChange={onChange} />
      <SelectFilter
        label={t('filter.band')}
        value={value.priority_band}
        onChange={set('priority_band')}
        testId="filter-band"
        minWidth={110}
      >
        {PRIORITY_BANDS.map((b) => (
          <MenuItem key={b} value={b}>
            {b}
          </MenuItem>
        ))}
      </SelectFilter>
      <SelectFilter
        label={t('filter.nature')}
        value={value.task_nature}
        onChange={set('task_nature')}
        testId="filter-nature"
      >
        {TASK_NATURES.map((n) => (
          <MenuItem key={n.value} value={n.value}>
            {n[lang]}
          </MenuItem>
        ))}
      </SelectFilter>
      <SelectFilter
        label={t('filter.suspended')}
        value={value.suspended}
        onChange={set('suspended')}
        testId="filter-suspended"
        minWidth={130}
      >
        <MenuItem value="true">{t('filter.suspendedOnly')}</MenuItem>
        <MenuItem value="false">{t('filter.activeOnly')}</MenuItem>
      </SelectFilter>
      <TextField
        size="small"
        label={t('filter.keyword')}
        value={value.keyword}
        onChange={(e) => set('keyword')(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'filter-keyword', maxLength: 100 } }}
      />
    </FilterBar>
  );
}
