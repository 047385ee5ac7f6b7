/** An area file (KML, KMZ or zipped shapefile) read by the server as a target area. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { notify } from '@portal/shared/ui';
import { ApiError, failureMessage } from '@portal/shared/http';
import { importAreaFile } from '../api/catalog';
import { newAreaId, type AreaEntry } from '../state/search-state';
import { NS } from '../../../i18n';

export function FileImport({ onAdd }: { onAdd: (e: AreaEntry) => boolean }) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    if (!/\.(kml|kmz|zip)$/i.test(file.name)) {
      setError(t('msg.fileType'));
      return;
    }
    setBusy(true);
    try {
      const { geometry } = await importAreaFile(file);
      const id = newAreaId();
      if (
        onAdd({
          id,
          source: 'file',
          label: { zh: file.name, en: file.name },
          area: { type: 'polygon', geometry },
          shape: { id, kind: 'geometry', geometry, label: file.name },
        })
      ) {
        notify('success', t('imported'));
      }
    } catch (e) {
      if (e instanceof ApiError && !e.transport) {
        const detail = e.errors[0]?.message;
        setError(detail && detail !== e.message ? `${e.message} ${detail}` : e.message || t('msg.badFile'));
      } else {
        // No answer (or no call): the network failure in the page's language, not axios's text (docs/requirements.md §8).
        setError(failureMessage(e) ?? '');
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
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
