/**
 * /interFace: how customers call the API — authentication, envelope and errors, the STAC API, imagery and time
 * series (tiles, stacks, time series, change), a typed client, verifying webhook deliveries, the reference.
 */
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Box, Link, Typography } from '@mui/material';
import { PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';
import { FactTable } from '../../../common/FactTable';
import { portalCallExample, typedClientExample, WEBHOOK_HEADERS } from '../examples';
import { ERROR_STATUSES, NS, REQUEST_HEADERS } from '../i18n';
import { OPENAPI_URL } from '../api';
import { ApiReference } from './ApiReference';
import { CodeBlock } from './CodeBlock';
import { StacExamples } from './StacExamples';
import { WebhookExamples } from './WebhookExamples';
import { useExampleComments } from './use-example-comments';

/** The scopes a customer gives a key (ingest is for staff), with their i18n keys. */
const KEY_SCOPES = [
  ['catalog:read', 'catalogRead'],
  ['orders:write', 'ordersWrite'],
  ['tasking:write', 'taskingWrite'],
  ['subscriptions:write', 'subscriptionsWrite'],
] as const;
/** The calls that read a scene's product raster, with their i18n keys (their reference is the OpenAPI document). */
const IMAGERY_CALLS = [
  ['GET /api/catalog/scenes/{id}/tilejson.json', 'tilejson'],
  ['GET /api/catalog/scenes/{id}/tiles/{z}/{x}/{y}.png', 'tiles'],
  ['GET /api/catalog/scenes/{id}/stack/', 'stack'],
  ['POST /api/catalog/timeseries/', 'timeseries'],
  ['GET /api/catalog/scenes/{id}/change/{other}', 'change'],
  ['GET /api/catalog/scenes/{id}/change/{other}/tiles/{z}/{x}/{y}.png', 'changeTiles'],
] as const;
const WEBHOOK_PART_KEYS: Record<(typeof WEBHOOK_HEADERS)[number], string> = {
  'webhook-id': 'id',
  'webhook-timestamp': 'timestamp',
  'webhook-signature': 'signature',
};

/** An identifier of the API shown as written in every language (the language scan and translators skip it). */
const Literal = ({ children }: { children?: ReactNode }) => <code translate="no">{children}</code>;

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
  const client = typedClientExample(window.location.origin, comments);
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
        <Example title={t('auth.example')} code={portalCallExample(window.location.origin, comments)} />
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

      <Section id="imagery" heading={t('imagery.heading')}>
        <Typography paragraph>{t('imagery.body')}</Typography>
        <TwoColumnTable
          head={[t('imagery.call'), t('imagery.does')]}
          rows={IMAGERY_CALLS.map(([call, key]) => [
            <Literal key={key}>{call}</Literal>,
            t(`imagery.calls.${key}`),
          ])}
        />
        <Typography paragraph>{t('imagery.preparing')}</Typography>
      </Section>

      <Section id="client" heading={t('client.heading')}>
        <Typography paragraph>{t('client.body')}</Typography>
        <Typography paragraph>{t('client.keys')}</Typography>
        <TwoColumnTable
          head={[t('client.scope'), t('client.allows')]}
          rows={KEY_SCOPES.map(([scope, key]) => [
            <Literal key={scope}>{scope}</Literal>,
            t(`client.scopes.${key}`),
          ])}
        />
        <Typography paragraph>
          <Link href="/personalCenter/apiKeys">{t('client.manageKeys')}</Link>
        </Typography>
        <Example title={t('client.install')} code={client.install} />
        <Example title={t('client.example')} code={client.code} />
      </Section>

      <Section id="webhooks" heading={t('webhooks.heading')}>
        <Typography paragraph>{t('webhooks.body')}</Typography>
        <TwoColumnTable
          head={[t('webhooks.part'), t('webhooks.meaning')]}
          rows={[
            ...WEBHOOK_HEADERS.map((h): [ReactNode, ReactNode] => [
              <Literal key={h}>{h}</Literal>,
              t(`webhooks.parts.${WEBHOOK_PART_KEYS[h]}`),
            ]),
            [<Literal key="body">{'{"type", "timestamp", "data"}'}</Literal>, t('webhooks.parts.body')],
          ]}
        />
        <Typography paragraph>
          <Trans t={t} i18nKey="webhooks.verify" components={{ lib: <Literal />, call: <Literal /> }} />
        </Typography>
        <Typography paragraph>{t('webhooks.retries')}</Typography>
        <Typography paragraph>
          <Link href="/personalCenter/webhooks">{t('webhooks.manage')}</Link>
        </Typography>
        <Typography variant="h6" component="h3">
          {t('webhooks.examples')}
        </Typography>
        <WebhookExamples />
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
    // Developer documentation: it names the API's fields and paths as they are (e2e/language-scan.ts).
    <Box component="section" aria-labelledby={`${id}-heading`} data-scan="reference" sx={{ mt: 4 }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** A two-column table of the page (headers, statuses, scopes, webhook parts), its names kept on one line. */
function TwoColumnTable({ head, rows }: { head: [string, string]; rows: [ReactNode, ReactNode][] }) {
  return (
    <FactTable
      sx={{ mb: 2 }}
      rowHeadSx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}
      columns={head.map((label) => ({ label }))}
      rows={rows.map((cells, i) => ({ key: i, cells }))}
    />
  );
}

/** An example under its heading, the heading naming the code for screen readers too. */
function Example({ title, code }: { title: string; code: string }) {
  return (
    <>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <CodeBlock code={code} label={title} />
    </>
  );
}
