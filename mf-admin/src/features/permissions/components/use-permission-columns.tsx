import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { TIME_COLUMN_WIDTH, timeColumn, typedColumn } from '@portal/shared/grid';
import { CompactTime, formatDate, timeZoneName } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { isExpired, isPending, type PermissionRecord } from '../state/permission-record';
import { acquiredText, classificationsText, satellitesText, scenesText } from './labels';
import '../i18n';

const centred = { height: '100%', alignItems: 'center' } as const;

/**
 * Hidden first, in this order, while the records do not fit (issue 33); the record's detail shows them. What the
 * permission covers and until when stay.
 */
export const PERMISSION_HIDE_ORDER = [
  'updated_at',
  'created_at',
  'acquired',
  'area',
  'valid_from',
  'id',
  'username',
];

/** The records' columns; the username shows only in the list of every customer. */
export function usePermissionColumns({
  showUser,
  onEdit,
  onRevoke,
}: {
  showUser: boolean;
  onEdit: (r: PermissionRecord) => void;
  onRevoke: (r: PermissionRecord) => void;
}): GridColDef<PermissionRecord>[] {
  const { t } = useTranslation('permissions');
  const lang = useLang();
  return useMemo<GridColDef<PermissionRecord>[]>(() => {
    const day = (v: string | null) => (v ? formatDate(v, lang) : '…');
    const cols: GridColDef<PermissionRecord>[] = [
      { field: 'id', headerName: 'ID', width: 60 },
      ...(showUser
        ? [typedColumn<PermissionRecord>({ field: 'username', headerName: t('username'), width: 110 })]
        : []),
      {
        field: 'classifications',
        headerName: t('classifications'),
        width: 110,
        valueGetter: (_v, row) => classificationsText(row, t),
      },
      {
        field: 'satellites',
        headerName: t('satellites'),
        width: 120,
        valueGetter: (_v, row) => satellitesText(row, t),
      },
      {
        field: 'scene_ids',
        headerName: t('sceneIds'),
        width: 80,
        valueGetter: (_v, row) => scenesText(row, t),
      },
      {
        field: 'area',
        headerName: t('area'),
        // Room for Anywhere.
        width: 90,
        valueGetter: (_v, row) => (row.area ? t('areaYes') : t('anywhere')),
      },
      {
        // Days here; the tooltip and the record's detail have the times.
        field: 'acquired',
        headerName: t('acquired'),
        width: 200,
        renderCell: ({ row }) => (
          <span title={acquiredText(row, t, lang)}>
            {row.acquired_from || row.acquired_to
              ? `${day(row.acquired_from)} – ${day(row.acquired_to)}`
              : t('noBound')}
          </span>
        ),
      },
      timeColumn<PermissionRecord>('valid_from', t('validFrom'), lang),
      {
        field: 'valid_until',
        headerName: t('validUntil'),
        description: `${t('validUntil')} (${timeZoneName(lang)})`,
        width: TIME_COLUMN_WIDTH + 70,
        renderCell: ({ row }) => {
          const now = new Date();
          return (
            <Stack direction="row" spacing={1} sx={centred}>
              <Typography variant="body2">
                {row.valid_until ? <CompactTime iso={row.valid_until} lang={lang} /> : t('never')}
              </Typography>
              {isExpired(row, now) && (
                <Chip
                  size="small"
                  color="error"
                  label={t('expired')}
                  data-testid={`permission-expired-${row.id}`}
                />
              )}
              {isPending(row, now) && <Chip size="small" color="warning" label={t('pending')} />}
            </Stack>
          );
        },
      },
      typedColumn<PermissionRecord>({ field: 'note', headerName: t('note'), flex: 1, minWidth: 120 }),
      timeColumn<PermissionRecord>('created_at', t('created'), lang),
      timeColumn<PermissionRecord>('updated_at', t('updated'), lang),
      {
        field: 'actions',
        headerName: t('actions'),
        width: 90,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={centred} onClick={(e) => e.stopPropagation()}>
            <Tooltip title={t('edit')}>
              <IconButton size="small" onClick={() => onEdit(row)} data-testid={`permission-edit-${row.id}`}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('revoke')}>
              <IconButton
                size="small"
                color="error"
                onClick={() => onRevoke(row)}
                data-testid={`permission-revoke-${row.id}`}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ];
    return cols.map((c) => ({ ...c, sortable: false }));
  }, [t, lang, showUser, onEdit, onRevoke]);
}
