/** /applicationService/:topic — the application services of docs/requirements.md §1: overview, texts from the API, demonstrations. */
import { Navigate, useParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { Box, Tab, Tabs } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { ErrorState, LoadingState, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';
import type { Lang } from '@portal/shared/domain';
import { useAsync } from '../../../common/use-async';
import { serviceContents } from '../api/content';
import { NS } from '../i18n';
import { DEMO_ALGORITHM, isTopic, TOPICS, topicPath, type Topic } from '../topics';
import { AnalysisDemo } from './AnalysisDemo';
import { ServiceArticle } from './ServiceArticle';
import { ServiceOverview } from './ServiceOverview';
import { VideoRadarDemo } from './VideoRadarDemo';

export function ServicesPage() {
  const { topic } = useParams();
  if (!isTopic(topic)) return <Navigate to="/404" replace />;
  return <TopicPage topic={topic} />;
}

const tabId = (t: Topic) => `service-tab-${t}`;

function TopicPage({ topic }: { topic: Topic }) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const title = usePageTitle(routeTitle(topicPath(topic)));
  const [contents, retry] = useAsync(serviceContents, []);
  const algorithm = DEMO_ALGORITHM[topic];
  let panel;
  if (contents.status === 'loading') panel = <LoadingState />;
  else if (contents.status === 'error')
    panel = <ErrorState message={t('error', { msg: contents.message })} onRetry={retry} />;
  else {
    const content = contents.value.find((c) => c.service === topic);
    panel = (
      <>
        <ServiceArticle content={content} lang={lang} />
        {topic === 'introduce' && <ServiceOverview contents={contents.value} lang={lang} />}
        {algorithm && content && (
          <AnalysisDemo key={topic} algorithm={algorithm} sampleIds={content.sample_ids} />
        )}
        {topic === 'videoRadar' && content && <VideoRadarDemo sampleIds={content.sample_ids} />}
      </>
    );
  }
  return (
    <PageFrame title={title}>
      <Tabs
        value={topic}
        onChange={(_e, v: Topic) => navigateToUrl(topicPath(v))}
        aria-label={t('tabs')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TOPICS.map((k) => (
          <Tab
            key={k}
            value={k}
            id={tabId(k)}
            aria-controls="service-panel"
            label={routeTitle(topicPath(k))[lang]}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="service-panel" aria-labelledby={tabId(topic)} data-testid="service-panel">
        {panel}
      </Box>
    </PageFrame>
  );
}
