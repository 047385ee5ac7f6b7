import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tab, Tabs, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';
import { NotFound } from './NotFound';

const TOPICS = ['introduce', 'waterExtraction', 'oilSpill'] as const;

/** /applicationService/{introduce, waterExtraction, oilSpill} (spec §2). */
export function ApplicationService() {
  const { topic = 'introduce' } = useParams();
  if (!(TOPICS as readonly string[]).includes(topic)) return <NotFound />;
  return <Topic topic={topic as (typeof TOPICS)[number]} />;
}

function Topic({ topic }: { topic: (typeof TOPICS)[number] }) {
  const { t, i18n } = useTranslation('public');
  const title = usePageTitle(routeTitle(`/applicationService/${topic}`));
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <PageFrame title={title}>
      <Tabs
        value={topic}
        onChange={(_e, v: string) => navigateToUrl(`/applicationService/${v}`)}
        sx={{ mb: 2 }}
      >
        {TOPICS.map((k) => (
          <Tab key={k} value={k} label={routeTitle(`/applicationService/${k}`)[lang]} />
        ))}
      </Tabs>
      <Typography>{t(`service.${topic}`)}</Typography>
    </PageFrame>
  );
}
