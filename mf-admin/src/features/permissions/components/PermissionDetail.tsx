/**
 * One record in a side panel: every field, the full list of image IDs, its area on the globe, and its actions
 * (edit, revoke, export as XLSX or CSV).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Globe, type GlobeLayer } from '@portal/shared/globe';
import { formatDateTime } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { isExpired, type PermissionRecord } from '../state/permission-record';
import { acquiredText, classificationsText, satellitesText } from './labels';
import '../i18n';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ wordBreak: 'break-all' }}>
        <Typography variant="body2" component="div">
          {children}
        </Typography>
      </Box>
    </>
  );
}

export function PermissionDetail({
  record,
  onClose,
  onEdit,
  onRevoke,
  onExport,
}: {
  record: PermissionRecord | null;
  onClose: () => void;
  onEdit: (r: PermissionRecord) => void;
  onRevoke: (r: PermissionRecord) => void;
  onExport: (r: PermissionRecord, format: 'xlsx' | 'csv') => void;
}) {
  const { t } = useTranslation('permissions');
  const lang = useLang();
  const [now] = useState(() => new Date());
  const layers = useMemo<GlobeLayer[]>(
    () =>
      record?.area
        ? [
            {
              id: 'permission-area',
              pickable: false,
              style: { fill: '#e5393533', outline: '#e53935' },
              features: [{ id: `permission-${record.id}`, geometry: record.area }],
            },
          ]
        : [],
    [record],
  );
  if (!record) return null;
  const time = (v: string | null, empty: string) => (v ? formatDateTime(v, lang) : empty);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 560 } } } }}
    >
      <Box sx={{ p: 2 }} data-testid="permission-detail">
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {record.username} · #{record.id}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: 1, columnGap: 2 }}>
          <Field label={t('classifications')}>{classificationsText(record, t)}</Field>
          <Field label={t('satellites')}>{satellitesText(record, t)}</Field>
          <Field label={t('acquired')}>{acquiredText(record, t, lang)}</Field>
          <Field label={t('validFrom')}>{time(record.valid_from, '')}</Field>
          <Field label={t('validUntil')}>
            {time(record.valid_until, t('never'))}{' '}
            {isExpired(record, now) && <Chip size="small" color="error" label={t('expired')} />}
          </Field>
          <Field label={t('note')}>{record.note || '—'}</Field>
          <Field label={t('created')}>{time(record.created_at, '')}</Field>
          <Field label={t('updated')}>{time(record.updated_at, '')}</Field>
          <Field label={t('sceneIds')}>
            {record.scene_ids ? (
              <Box
                component="ul"
                sx={{ m: 0, pl: 2, maxHeight: 160, overflow: 'auto' }}
                data-testid="permission-detail-scenes"
              >
                {record.scene_ids.map((id) => (
                  <li key={id}>{id}</li>
                ))}
              </Box>
            ) : (
              t('anyScene')
            )}
          </Field>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" gutterBottom>
          {t('areaOnGlobe')}
        </Typography>
        {record.area ? (
          <Globe
            key={record.id}
            height={300}
            layers={layers}
            initialView={record.area}
            ariaLabel={t('globeLabel')}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="permission-detail-anywhere">
            {t('noArea')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => onEdit(record)} data-testid="permission-detail-edit">
            {t('edit')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => onRevoke(record)}
            data-testid="permission-detail-revoke"
          >
            {t('revoke')}
          </Button>
          <Button onClick={() => onExport(record, 'xlsx')} data-testid="permission-detail-export-xlsx">
            {t('exportOne')} XLSX
          </Button>
          <Button onClick={() => onExport(record, 'csv')} data-testid="permission-detail-export-csv">
            {t('exportOne')} CSV
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
