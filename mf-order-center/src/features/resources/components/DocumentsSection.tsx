/**
 * The documents to download: the user manual, the application form templates (generated in the browser when the
 * page opens, so their sizes show before a click) and the API description.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatFileSize, PortalLink, useLang } from '@portal/shared/ui';
import { API_PAGE, DOCUMENTS, LANGUAGE_NAMES, OPENAPI_URL } from '../state/documents';

type Built = Record<string, Blob | 'failed'>;

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DocumentsSection() {
  const { t } = useTranslation('resources');
  const lang = useLang();
  const [built, setBuilt] = useState<Built>({});
  const [apiSize, setApiSize] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    for (const d of DOCUMENTS)
      d.build().then(
        (blob) => live && setBuilt((b) => ({ ...b, [d.id]: blob })),
        () => live && setBuilt((b) => ({ ...b, [d.id]: 'failed' })),
      );
    fetch(OPENAPI_URL)
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => live && b && setApiSize(b.size))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <TableContainer>
      <Table size="small" aria-label={t('documents')} data-testid="resource-documents">
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('language')}</TableCell>
            <TableCell>{t('format')}</TableCell>
            <TableCell align="right">{t('size')}</TableCell>
            <TableCell>{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {DOCUMENTS.map((d) => {
            const file = built[d.id];
            return (
              <TableRow key={d.id} data-testid={`document-${d.id}`}>
                <TableCell>{d.name[lang]}</TableCell>
                <TableCell>{d.language[lang]}</TableCell>
                <TableCell>{d.format}</TableCell>
                <TableCell align="right" data-testid={`document-${d.id}-size`}>
                  {file instanceof Blob ? formatFileSize(file.size, lang) : '—'}
                </TableCell>
                <TableCell>
                  {file === 'failed' ? (
                    <Typography color="error" variant="body2">
                      {t('buildFailed')}
                    </Typography>
                  ) : (
                    <Button
                      size="small"
                      disabled={!file}
                      onClick={() => file && saveBlob(file, d.fileName)}
                      aria-label={`${t('download')} ${d.name[lang]} (${d.language[lang]}, ${d.format})`}
                      data-testid={`document-${d.id}-download`}
                    >
                      {file ? t('download') : t('preparing')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow data-testid="document-openapi">
            <TableCell>{t('apiDescription')}</TableCell>
            <TableCell>{LANGUAGE_NAMES.en[lang]}</TableCell>
            <TableCell>JSON</TableCell>
            <TableCell align="right">{apiSize === null ? '—' : formatFileSize(apiSize, lang)}</TableCell>
            <TableCell>
              <Button
                size="small"
                href={OPENAPI_URL}
                download="openapi.json"
                data-testid="document-openapi-download"
              >
                {t('download')}
              </Button>
            </TableCell>
          </TableRow>
          <TableRow data-testid="document-api-page">
            <TableCell>{t('apiPage')}</TableCell>
            <TableCell>{LANGUAGE_NAMES.both[lang]}</TableCell>
            <TableCell>{t('webPage')}</TableCell>
            <TableCell align="right">—</TableCell>
            <TableCell>
              <PortalLink href={API_PAGE}>{t('open')}</PortalLink>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
