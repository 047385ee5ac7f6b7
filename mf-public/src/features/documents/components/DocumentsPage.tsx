/** /PDF: the product specification sheet and the samples' reports, read in the page (?sample=<id> picks a report). */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSearchParams } from '@portal/shared/router';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';
import { allSamples, type Sample } from '../../../common/samples-api';
import { useAsync } from '../../../common/use-async';
import {
  SPEC_SHEET,
  documentFromKey,
  documentFromSearch,
  documentKey,
  searchForDocument,
  type PortalDocument,
} from '../documents';
import { NS } from '../i18n';
import { PdfViewer } from './PdfViewer';

export function DocumentsPage() {
  const { t, i18n } = useTranslation(NS);
  const title = usePageTitle(routeTitle('/PDF'));
  const [params, setParams] = useSearchParams();
  const doc = documentFromSearch(params);
  const [samples] = useAsync(() => allSamples(), [i18n.language]);
  const listed = samples.status === 'done' ? samples.value : [];
  const titleOf = (d: PortalDocument) => documentTitle(t, d, listed);
  // A report named in the address stays selectable while the list loads, or when the list does not have it.
  const sampleDocs: PortalDocument[] = listed.map((s) => ({ kind: 'sample', id: s.id }));
  if (doc.kind === 'sample' && !listed.some((s) => s.id === doc.id)) sampleDocs.unshift(doc);
  const choose = (key: string) => setParams(searchForDocument(params, documentFromKey(key)));
  return (
    <PageFrame title={title}>
      <Typography paragraph>{t('intro')}</Typography>
      {samples.status === 'error' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('samplesError', { msg: samples.message })}
        </Alert>
      )}
      <TextField
        select
        label={t('select')}
        value={documentKey(doc)}
        onChange={(e) => choose(e.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 560 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
      >
        {[SPEC_SHEET, ...sampleDocs].map((d) => (
          <MenuItem key={documentKey(d)} value={documentKey(d)}>
            {titleOf(d)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="h5" component="h2" gutterBottom data-testid="document-title">
        {titleOf(doc)}
      </Typography>
      <PdfViewer key={documentKey(doc)} doc={doc} title={titleOf(doc)} />
    </PageFrame>
  );
}

function documentTitle(t: TFunction<typeof NS>, doc: PortalDocument, samples: Sample[]): string {
  if (doc.kind === 'spec') return t('specSheet');
  const sample = samples.find((s) => s.id === doc.id);
  return sample ? t('sampleReport', { title: sample.title }) : t('sampleReportId', { id: doc.id });
}
