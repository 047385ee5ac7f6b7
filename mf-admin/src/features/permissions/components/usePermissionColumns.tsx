import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { isExpired, isPending, type PermissionRecord } from '../state/permissionRecord';
import { acquiredText, classificationsText, satellitesText, scenesText } from './labels';
import '../i18n';

const centred = { height: '100%', alignItems: 'center' } as const;

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
    const time = (v: string | null) => (v ? formatDateTime(v, lang) : '');
    const cols: GridColDef<PermissionRecord>[] = [
      { field: 'id', headerName: 'ID', width: 70 },
      ...(showUser ? [{ field: 'username', headerName: t('username'), width: 130 }] : []),
      {
        field: 'classifications',
        headerName: t('classifications'),
        width: 130,
        valueGetter: (_v, row) => classificationsText(row, t),
      },
      {
        field: 'satellites',
        headerName: t('satellites'),
        width: 150,
        valueGetter: (_v, row) => satellitesText(row, t),
      },
      {
        field: 'scene_ids',
        headerName: t('sceneIds'),
        width: 100,
        valueGetter: (_v, row) => scenesText(row, t),
      },
      {
        field: 'area',
        headerName: t('area'),
        width: 80,
        valueGetter: (_v, row) => (row.area ? t('areaYes') : t('anywhere')),
      },
      {
        field: 'acquired',
        headerName: t('acquired'),
        width: 230,
        valueGetter: (_v, row) => acquiredText(row, t, lang),
      },
      { field: 'valid_from', headerName: t('validFrom'), width: 200, valueFormatter: time },
      {
        field: 'valid_until',
        headerName: t('validUntil'),
        width: 260,
        renderCell: ({ row }) => {
          const now = new Date();
          return (
            <Stack direction="row" spacing={1} sx={centred}>
              <Typography variant="body2">{row.valid_until ? time(row.valid_until) : t('never')}</Typography>
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
      { field: 'note', headerName: t('note'), flex: 1, minWidth: 140 },
      { field: 'created_at', headerName: t('created'), width: 200, valueFormatter: time },
      { field: 'updated_at', headerName: t('updated'), width: 200, valueFormatter: time },
      {
        field: 'actions',
        headerName: t('actions'),
        width: 100,
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
