import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@portal/shared/domain';
import { FilterBar } from '@portal/shared/grid';
import { useLang } from '@portal/shared/ui';
import { NO_USER_FILTERS, VERIFICATIONS, type UserFilters } from '../state/user-filters';
import { FilterField } from '../../../common/SearchForm';
import { ResetExportButtons } from '../../../common/ResetExportButtons';
import '../i18n';

type Option = { value: string; label: string };

/** The keyword and per-field filters of the user list; applied on Enter or the search button. */
export function UserFilterBar({
  initial,
  onApply,
  onExport,
  roles,
}: {
  initial: UserFilters;
  onApply: (f: UserFilters) => void;
  onExport: (format: 'xlsx' | 'csv') => void;
  /** The roles offered (sales see customer accounts only). */
  roles: readonly (keyof typeof USER_TYPES)[];
}) {
  const { t } = useTranslation('users');
  const lang = useLang();
  const [draft, setDraft] = useState<UserFilters>(initial);

  const field = (key: keyof UserFilters, label: string, options?: Option[], minWidth = 140) => (
    <FilterField
      key={key}
      label={label}
      value={draft[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
      options={options}
      allLabel={t('all')}
      minWidth={minWidth}
      testId={`users-filter-${key}`}
    />
  );

  return (
    <FilterBar
      onSubmit={() => onApply({ ...draft })}
      actions={
        <ResetExportButtons
          testIdPrefix="users"
          labels={{ reset: t('reset'), xlsx: t('exportXlsx'), csv: t('exportCsv') }}
          onReset={() => {
            setDraft(NO_USER_FILTERS);
            onApply(NO_USER_FILTERS);
          }}
          onExport={onExport}
        />
      }
    >
      {field('keyword', t('keyword'), undefined, lang === 'en' ? 460 : 380)}
      {field('username', t('username'))}
      {field('name', t('name'))}
      {field('mobile', t('mobile'))}
      {field('email', t('email'))}
      {field('organization', t('organization'))}
      {field(
        'type',
        t('role'),
        roles.map((r) => ({ value: r, label: USER_TYPES[r][lang] })),
      )}
      {field(
        'verification',
        t('verification'),
        VERIFICATIONS.map((v) => ({ value: v, label: t(`verification_${v}`) })),
      )}
      {field('is_active', t('active'), [
        { value: 'true', label: t('isActive') },
        { value: 'false', label: t('inactive') },
      ])}
    </FilterBar>
  );
}
