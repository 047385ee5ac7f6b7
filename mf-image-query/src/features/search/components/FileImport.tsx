/** An area file (KML, KMZ or zipped shapefile) read by the server as a target area. */
import { useTranslation } from 'react-i18next';
import { Alert, Stack, Typography } from '@mui/material';
import { AreaFileButton, notify, useAreaFileImport } from '@portal/shared/ui';
import { newAreaId, type AreaEntry } from '../state/search-state';
import { NS } from '../../../i18n';

export function FileImport({ onAdd }: { onAdd: (e: AreaEntry) => boolean }) {
  const { t } = useTranslation(NS);
  const file = useAreaFileImport({
    wrongType: t('msg.fileType'),
    unreadable: t('msg.badFile'),
    onImported: (geometry, name) => {
      const id = newAreaId();
      const added = onAdd({
        id,
        source: 'file',
        label: { zh: name, en: name },
        area: { type: 'polygon', geometry },
        shape: { id, kind: 'geometry', geometry, label: name },
      });
      if (added) notify('success', t('imported'));
    },
  });
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('fileHint')}
      </Typography>
      <AreaFileButton file={file} label={t('chooseFile')} busyLabel={t('importing')} testId="area-file" />
      {file.error && (
        <Alert severity="error" data-testid="area-file-error">
          {file.error}
        </Alert>
      )}
    </Stack>
  );
}
