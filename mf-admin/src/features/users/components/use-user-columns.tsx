import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { timeColumn, typedColumn } from '@portal/shared/grid';
import { formatMoney } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import type { AdminUser } from '../api';
import { SORTABLE_FIELDS } from '../state/user-filters';
import { roleLabel } from './role-label';
import { VerificationChip } from './VerificationChip';
import '../i18n';

const centred = { height: '100%', alignItems: 'center' } as const;

/**
 * Hidden first, in this order, while the user list does not fit (issue 33): the account's detail shows them. The
 * role, the verification, the organization and the sales person stay longest.
 */
export const USER_HIDE_ORDER = [
  'mobile',
  'name',
  'email',
  'is_active',
  'balance',
  'created_at',
  'organization',
  'sales_username',
];

/** The user list's columns; the username opens the account's detail. */
export function useUserColumns(open: (user: AdminUser) => void): GridColDef<AdminUser>[] {
  const { t } = useTranslation('users');
  const lang = useLang();
  return useMemo<GridColDef<AdminUser>[]>(() => {
    const cols: GridColDef<AdminUser>[] = [
      typedColumn<AdminUser>({
        field: 'username',
        headerName: t('username'),
        width: 140,
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
      }),
      typedColumn<AdminUser>({ field: 'name', headerName: t('name'), width: 100 }),
      {
        field: 'type',
        headerName: t('role'),
        width: lang === 'en' ? 150 : 110,
        valueFormatter: (v: string) => roleLabel(v, lang),
        // A long role (Data application department) takes two lines of its row rather than being cut.
        display: 'flex',
        renderCell: ({ formattedValue }) => (
          <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
            {formattedValue}
          </Box>
        ),
      },
      { field: 'mobile', headerName: t('mobile'), width: 120 },
      typedColumn<AdminUser>({ field: 'email', headerName: t('email'), flex: 1, minWidth: 160 }),
      typedColumn<AdminUser>({
        field: 'organization',
        headerName: t('organization'),
        flex: 1,
        minWidth: 120,
      }),
      {
        field: 'real_person_status',
        headerName: t('verification'),
        width: lang === 'en' ? 140 : 110,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={centred}>
            <VerificationChip state={row.real_person_status} />
          </Stack>
        ),
      },
      {
        field: 'sales_username',
        headerName: t('sales'),
        width: 100,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      {
        field: 'is_active',
        headerName: t('active'),
        width: 80,
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
        width: 120,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      timeColumn<AdminUser>('created_at', t('created'), lang),
    ];
    return cols.map((c) => ({ ...c, sortable: (SORTABLE_FIELDS as readonly string[]).includes(c.field) }));
  }, [t, lang, open]);
}
