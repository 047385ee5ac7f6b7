import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { timeColumn, typedColumn } from '@portal/shared/grid';
import { formatMoney } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import type { AdminOrgRow } from '../api';
import '../i18n';

const centred = { height: '100%', alignItems: 'center' } as const;

/** Hidden first, in this order, while the list does not fit: the organisation's detail shows them. */
export const ORG_HIDE_ORDER = ['created_at', 'held_fen', 'contact', 'managers', 'sales'];

/**
 * The organisation list's columns (the server pages the list and sorts it; none sorts here); the name opens the
 * detail, and staff (`onChangeBalance`) get a top-up / reduce button per row.
 */
export function useOrgColumns(
  open: (org: AdminOrgRow) => void,
  onChangeBalance?: (org: AdminOrgRow) => void,
): GridColDef<AdminOrgRow>[] {
  const { t } = useTranslation('orgs');
  const lang = useLang();
  return useMemo<GridColDef<AdminOrgRow>[]>(() => {
    const money = (field: 'balance_fen' | 'held_fen', headerName: string): GridColDef<AdminOrgRow> => ({
      field,
      headerName,
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatMoney(v, lang),
    });
    const cols: GridColDef<AdminOrgRow>[] = [
      typedColumn<AdminOrgRow>({
        field: 'name',
        headerName: t('name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component="button" type="button" onClick={() => open(row)} data-testid={`org-open-${row.id}`}>
            {row.name}
          </Link>
        ),
      }),
      typedColumn<AdminOrgRow>({
        field: 'contact',
        headerName: t('contact'),
        width: 140,
        valueFormatter: (v: string) => v || '—',
      }),
      money('balance_fen', t('balance')),
      money('held_fen', t('held')),
      { field: 'members', headerName: t('members'), width: 90, align: 'right', headerAlign: 'right' },
      typedColumn<AdminOrgRow>({
        field: 'managers',
        headerName: t('managers'),
        width: 160,
        valueFormatter: (v: string[]) => (v.length ? v.join(', ') : '—'),
      }),
      {
        field: 'sales',
        headerName: t('sales'),
        width: 110,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      timeColumn<AdminOrgRow>('created_at', t('created'), lang),
    ];
    if (onChangeBalance)
      cols.push({
        field: 'actions',
        headerName: t('actions'),
        width: lang === 'en' ? 150 : 120,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={centred}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onChangeBalance(row)}
              data-testid={`org-balance-${row.id}`}
            >
              {t('changeBalance')}
            </Button>
          </Stack>
        ),
      });
    return cols.map((c) => ({ ...c, sortable: false }));
  }, [t, lang, open, onChangeBalance]);
}
