/**
 * The documents to download: the user manual, the application form templates (generated in the browser when the
 * page opens, so their sizes show before a click) and the API description.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Typography } from '@mui/material';
import { DataTable, formatFileSize, PortalLink, useLang } from '@portal/shared/ui';
import { saveBlob } from '@portal/shared/http';
import { API_PAGE, DOCUMENTS, LANGUAGE_NAMES, OPENAPI_URL } from '../state/documents';

type Built = Record<string, Blob | 'failed'>;

/** A row of the table: a document built here, the API description or the API page. */
interface DocumentRow {
  key: string;
  name: string;
  language: string;
  format: string;
  size: string;
  sizeTestId?: string;
  action: ReactNode;
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

  const rows: DocumentRow[] = [
    ...DOCUMENTS.map((d): DocumentRow => {
      const file = built[d.id];
      return {
        key: d.id,
        name: d.name[lang],
        language: d.language[lang],
        format: d.format,
        size: file instanceof Blob ? formatFileSize(file.size, lang) : '—',
        sizeTestId: `document-${d.id}-size`,
        action:
          file === 'failed' ? (
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
          ),
      };
    }),
    {
      key: 'openapi',
      name: t('apiDescription'),
      language: LANGUAGE_NAMES.en[lang],
      format: 'JSON',
      size: apiSize === null ? '—' : formatFileSize(apiSize, lang),
      action: (
        <Button
          size="small"
          href={OPENAPI_URL}
          download="openapi.json"
          data-testid="document-openapi-download"
        >
          {t('download')}
        </Button>
      ),
    },
    {
      key: 'api-page',
      name: t('apiPage'),
      language: LANGUAGE_NAMES.both[lang],
      format: t('webPage'),
      size: '—',
      action: <PortalLink href={API_PAGE}>{t('open')}</PortalLink>,
    },
  ];

  return (
    <DataTable
      container
      ariaLabel={t('documents')}
      testId="resource-documents"
      rows={rows}
      rowKey={(r) => r.key}
      rowProps={(r) => ({ 'data-testid': `document-${r.key}` })}
      columns={[
        { key: 'name', header: t('name'), cell: (r) => r.name },
        { key: 'language', header: t('language'), cell: (r) => r.language },
        { key: 'format', header: t('format'), cell: (r) => r.format },
        {
          key: 'size',
          header: t('size'),
          align: 'right',
          cellTestId: (r) => r.sizeTestId,
          cell: (r) => r.size,
        },
        { key: 'actions', header: t('actions'), cell: (r) => r.action },
      ]}
    />
  );
}
