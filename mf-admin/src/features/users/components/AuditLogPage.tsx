/**
 * /personalCenter/auditLog (staff, hidden; the server answers the system administrator only and tells the others
 * why not): who did what to a user, a review, a permission or feedback, when, and what changed; newest first.
 * The user detail links here with the account (?subject_type=user&subject_id=…).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from '@portal/shared/router';
import { Box, Link, MenuItem, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { findOrderCenterChild } from '@portal/shared/domain';
import {
  FilterBar,
  ServerGrid,
  timeColumn,
  typedColumn,
  useServerGrid,
  type ServerQuery,
} from '@portal/shared/grid';
import { ErrorState, OrderCenterPage, useLang, usePageTitle } from '@portal/shared/ui';
import { listAuditLog, type AuditEntry } from '../api';
import {
  auditFiltersFromSearch,
  auditQueryOf,
  changedFieldParts,
  SUBJECT_TYPES,
  type AuditFilters,
} from '../state/audit-filters';
import { auditActionText, auditWords, TYPED_FIELDS } from '../state/audit-words';
import '../i18n';

/** A value as people typed it is marked so (no translation, not the portal's words). */
const Typed = ({ typed, children }: { typed: boolean; children: string }) =>
  typed ? <span translate="no">{children}</span> : <>{children}</>;

const sceneIdOf = (row: { before: unknown; after: unknown }) =>
  ((row.after ?? row.before) as { id?: string } | null)?.id;

export function AuditLogPage() {
  const title = usePageTitle(findOrderCenterChild('auditLog')!.title);
  const { t } = useTranslation('users');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const [initial] = useState<AuditFilters>(() => auditFiltersFromSearch(params));
  const [draft, setDraft] = useState<AuditFilters>(initial);

  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<AuditFilters>) =>
      listAuditLog({ page, size, ...auditQueryOf(filters) }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: initial });

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      timeColumn<AuditEntry>('created_at', t('auditTime'), lang, { sortable: false, seconds: true }),
      typedColumn<AuditEntry>({
        field: 'actor_username',
        headerName: t('actor'),
        width: 120,
        sortable: false,
      }),
      {
        field: 'action',
        headerName: t('action'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => auditActionText(row.action, t),
      },
      {
        field: 'subject_type',
        headerName: t('subject'),
        width: 130,
        sortable: false,
        // A scene is named by its id (text), which the entry's record holds; the others by their number.
        valueGetter: (_v, row) =>
          row.subject_type === 'scene'
            ? `${t('subject_scene')} ${sceneIdOf(row) ?? ''}`
            : `${t(`subject_${row.subject_type}`)} #${row.subject_id}`,
      },
      {
        field: 'after',
        headerName: t('change'),
        flex: 1,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ py: 0.5, lineHeight: 1.4 }}>
            {changedFieldParts(row.before, row.after, auditWords(t, lang, row.action)).map((c) => (
              <div key={c.key}>
                {c.field}: <Typed typed={TYPED_FIELDS.has(c.key)}>{c.from}</Typed> →{' '}
                <Typed typed={TYPED_FIELDS.has(c.key)}>{c.to}</Typed>
              </div>
            ))}
          </Box>
        ),
      },
    ],
    [t, lang],
  );

  const apply = () => {
    list.applyFilters({ ...draft });
    const q = auditQueryOf(draft);
    setParams(new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])), { replace: true });
  };
  const text = (key: keyof AuditFilters, label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `audit-filter-${key}` } }}
    />
  );

  return (
    <OrderCenterPage title={title}>
      <Link
        component={RouterLink}
        to="/personalCenter/userManagement"
        sx={{ display: 'inline-block', mb: 1 }}
      >
        {t('userManagement')}
      </Link>
      <FilterBar onSubmit={apply}>
        <TextField
          select
          size="small"
          label={t('subjectType')}
          value={draft.subject_type}
          onChange={(e) => setDraft({ ...draft, subject_type: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {SUBJECT_TYPES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`subject_${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {text('subject_id', t('subjectId'))}
        {text('actor', t('actor'))}
        {text('action', t('action'))}
      </FilterBar>
      {list.error ? (
        <ErrorState message={list.error} onRetry={() => void list.reload()} />
      ) : (
        <ServerGrid
          {...list.gridProps}
          columns={columns}
          getRowHeight={() => 'auto'}
          testId="audit-grid"
          empty={{ title: t('auditEmpty'), hint: t('auditEmptyHint') }}
        />
      )}
    </OrderCenterPage>
  );
}
