/**
 * The filters of the staff and sales list of tasking orders: state, customer, anchoring satellite, creation dates,
 * priority band, task nature, suspended, and a keyword; applied on submit.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { ANCHORING_SATELLITES, TASK_NATURES } from '@portal/shared/domain';
import { PRIORITY_BANDS } from '@portal/shared/domain/tasks';
import { DateRangeFields, FilterBar, SelectFilter, UsernameFilter } from '@portal/shared/grid';
import { useLang } from '@portal/shared/ui';
import { ORDER_STATE_CHOICES, type StaffMissionFilters } from '../state/filters';
import '../i18n';

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
        options={ORDER_STATE_CHOICES.map((s) => ({ value: String(s.code), label: `${s[lang]} (${s.code})` }))}
        testId="filter-state"
        minWidth={200}
      />
      <UsernameFilter value={value.username} onChange={set('username')} />
      <SelectFilter
        label={t('filter.satellite')}
        value={value.satellite}
        onChange={set('satellite')}
        options={ANCHORING_SATELLITES.map((s) => ({ value: s.value, label: s[lang] }))}
        testId="filter-satellite"
        minWidth={170}
      />
      <DateRangeFields value={value} onChange={onChange} />
      <SelectFilter
        label={t('filter.band')}
        value={value.priority_band}
        onChange={set('priority_band')}
        options={PRIORITY_BANDS.map((b) => ({ value: b, label: b }))}
        testId="filter-band"
        minWidth={110}
      />
      <SelectFilter
        label={t('filter.nature')}
        value={value.task_nature}
        onChange={set('task_nature')}
        options={TASK_NATURES.map((n) => ({ value: n.value, label: n[lang] }))}
        testId="filter-nature"
        minWidth={150}
      />
      <SelectFilter
        label={t('filter.suspended')}
        value={value.suspended}
        onChange={set('suspended')}
        options={[
          { value: 'true', label: t('filter.suspendedOnly') },
          { value: 'false', label: t('filter.activeOnly') },
        ]}
        testId="filter-suspended"
        minWidth={130}
      />
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
