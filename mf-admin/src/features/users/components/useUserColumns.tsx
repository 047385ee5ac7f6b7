import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import type { AdminUser } from '../api';
import { SORTABLE_FIELDS } from '../state/userFilters';
import { roleLabel } from './roleLabel';
import { VerificationChip } from './VerificationChip';
import '../i18n';

const centred = { height: '100%', alignItems: 'center' } as const;

/** The user list's columns; the username opens the account's detail. */
export function useUserColumns(open: (user: AdminUser) => void): GridColDef<AdminUser>[] {
  const { t } = useTranslation('users');
  const lang = useLang();
  return useMemo<GridColDef<AdminUser>[]>(() => {
    const cols: GridColDef<AdminUser>[] = [
      {
        field: 'username',
        headerName: t('username'),
        width: 150,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => open(row)}
            data-testid={`user-open-${row.id}`}
          >
            {row.username}
          </Link>
        ),
      },
      { field: 'name', headerName: t('name'), width: 120 },
      { field: 'type', headerName: t('role'), width: 130, valueFormatter: (v: string) => roleLabel(v, lang) },
      { field: 'mobile', headerName: t('mobile'), width: 130 },
      { field: 'email', headerName: t('email'), width: 200 },
      { field: 'organization', headerName: t('organization'), flex: 1, minWidth: 140 },
      {
        field: 'real_person_status',
        headerName: t('verification'),
        width: 120,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={centred}>
            <VerificationChip state={row.real_person_status} />
          </Stack>
        ),
      },
      {
        field: 'sales_username',
        headerName: t('sales'),
        width: 110,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      {
        field: 'is_active',
        headerName: t('active'),
        width: 90,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={centred}>
            <Chip
              size="small"
              variant="outlined"
              color={row.is_active ? 'success' : 'default'}
              label={row.is_active ? t('isActive') : t('inactive')}
            />
          </Stack>
        ),
      },
      {
        field: 'balance',
        headerName: t('balance'),
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      {
        field: 'created_at',
        headerName: t('created'),
        width: 200,
        valueFormatter: (v: string) => formatDateTime(v, lang),
      },
    ];
    return cols.map((c) => ({ ...c, sortable: (SORTABLE_FIELDS as readonly string[]).includes(c.field) }));
  }, [t, lang, open]);
}
