/** /interFace: how customers call the API — authentication, envelope and errors, the STAC API, the reference. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';
import { portalCallExample } from '../examples';
import { ERROR_STATUSES, NS, REQUEST_HEADERS } from '../i18n';
import { OPENAPI_URL } from '../api';
import { ApiReference } from './ApiReference';
import { CodeBlock } from './CodeBlock';
import { StacExamples } from './StacExamples';
import { useExampleComments } from './useExampleComments';

const HEADER_NAMES: Record<(typeof REQUEST_HEADERS)[number], string> = {
  authorization: 'Authorization',
  userId: 'User-Id',
  satellite: 'Satellite',
  acceptLanguage: 'Accept-Language',
};

export function ApiDocsPage() {
  const { t } = useTranslation(NS);
  const title = usePageTitle(routeTitle('/interFace'));
  const comments = useExampleComments();
  return (
    <PageFrame title={title}>
      <Typography paragraph>{t('intro')}</Typography>

      <Section id="auth" heading={t('auth.heading')}>
        <Typography paragraph>{t('auth.login')}</Typography>
        <TwoColumnTable
          head={[t('auth.header'), t('auth.value')]}
          rows={REQUEST_HEADERS.map((h) => [<code key={h}>{HEADER_NAMES[h]}</code>, t(`auth.headers.${h}`)])}
        />
        <Typography paragraph>{t('auth.session')}</Typography>
        <Typography paragraph>{t('auth.throttle')}</Typography>
        <Typography variant="h6" component="h3">
          {t('auth.example')}
        </Typography>
        <CodeBlock code={portalCallExample(window.location.origin, comments)} label={t('auth.example')} />
      </Section>

      <Section id="envelope" heading={t('envelope.heading')}>
        <Typography paragraph>{t('envelope.body')}</Typography>
        <Typography paragraph>{t('envelope.session')}</Typography>
        <Typography paragraph>{t('envelope.errors')}</Typography>
        <TwoColumnTable
          head={[t('envelope.status'), t('envelope.meaning')]}
          rows={ERROR_STATUSES.map((s) => [s, t(`envelope.status${s}`)])}
        />
        <Typography paragraph>{t('envelope.timeout')}</Typography>
      </Section>

      <Section id="stac" heading={t('stac.heading')}>
        <Typography paragraph>{t('stac.body')}</Typography>
        <Typography paragraph>{t('stac.auth')}</Typography>
        <Typography paragraph>{t('stac.assets')}</Typography>
        <Typography variant="h6" component="h3">
          {t('stac.examples')}
        </Typography>
        <StacExamples />
        <Typography sx={{ mt: 2 }}>
          <Link href="/stac-browser/">{t('stac.browser')}</Link>
        </Typography>
      </Section>

      <Section id="reference" heading={t('reference.heading')}>
        <Typography paragraph>
          {t('reference.body')} <Link href={OPENAPI_URL}>{t('reference.download')}</Link>
        </Typography>
        <ApiReference />
      </Section>
    </PageFrame>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 4 }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function TwoColumnTable({ head, rows }: { head: [string, string]; rows: [ReactNode, ReactNode][] }) {
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{head[0]}</TableCell>
            <TableCell>{head[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([a, b], i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {a}
              </TableCell>
              <TableCell>{b}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
