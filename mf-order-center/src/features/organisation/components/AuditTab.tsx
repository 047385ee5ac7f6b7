/** What changed in the organisation (members, budgets, invitations, decisions), who did it and when; paged. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { ServerGrid, timeColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { ErrorState, useLang } from '@portal/shared/ui';
import { listAudit, type OrgAuditEntry } from '../api/org';
import { auditActionKey, auditDetail, type DetailWords } from '../state/audit';
import '../i18n';

export function AuditTab() {
  const { t, i18n } = useTranslation('organisation');
  const lang = useLang();
  const fetchPage = useCallback(({ page, size }: ServerQuery<null>) => listAudit(page, size), []);
  const list = useServerGrid(fetchPage, { filters: null, pageSize: 20 });
  const columns = useMemo<GridColDef<OrgAuditEntry>[]>(() => {
    const known = (key: string) => i18n.exists(key, { ns: 'organisation' });
    const words: DetailWords = {
      lang,
      label: (field) => (known(`audit.fields.${field}`) ? t(`audit.fields.${field}`) : undefined),
      yes: t('yes'),
      no: t('no'),
    };
    return [
      timeColumn<OrgAuditEntry>('created_at', t('audit.time'), lang, { seconds: true, sortable: false }),
      {
        field: 'actor',
        headerName: t('audit.actor'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (row.actor ? <span translate="no">{row.actor}</span> : t('audit.system')),
      },
      {
        field: 'action',
        headerName: t('audit.action'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) => {
          const key = `audit.actions.${auditActionKey(row.action)}`;
          return known(key) ? t(key) : <span translate="no">{row.action}</span>;
        },
      },
      {
        field: 'detail',
        headerName: t('audit.detail'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => <span translate="no">{auditDetail(row.detail, words)}</span>,
      },
    ];
  }, [t, i18n, lang]);
  return (
    <>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <ServerGrid
        {...list.gridProps}
        columns={columns}
        testId="org-audit"
        empty={{ title: t('audit.emptyTitle'), hint: t('audit.emptyHint') }}
      />
    </>
  );
}
