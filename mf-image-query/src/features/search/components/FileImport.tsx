/** An area file (KML, KMZ or zipped shapefile) read by the server as a target area. */
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { notify, useAreaFileImport } from '@portal/shared/ui';
import { newAreaId, type AreaEntry } from '../state/search-state';
import { NS } from '../../../i18n';

export function FileImport({ onAdd }: { onAdd: (e: AreaEntry) => boolean }) {
  const { t } = useTranslation(NS);
  const { input, busy, error, onFile } = useAreaFileImport({
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
      <Button variant="outlined" component="label" disabled={busy}>
        {busy ? t('importing') : t('chooseFile')}
        <input
          ref={input}
          hidden
          type="file"
          accept=".kml,.kmz,.zip"
          data-testid="area-file"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Button>
      {error && (
        <Alert severity="error" data-testid="area-file-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
