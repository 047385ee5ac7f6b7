import { useTranslation } from 'react-i18next';
import { Grid, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { LinkCard } from '../../../common/LinkCard';
import { localized, type ServiceContent } from '../api/content';
import { NS } from '../i18n';
import { TOPICS, topicPath } from '../topics';

/** The overview (/applicationService/introduce): every service with its summary, linking to its page. */
export function ServiceOverview({ contents, lang }: { contents: ServiceContent[]; lang: Lang }) {
  const { t } = useTranslation(NS);
  const services = TOPICS.filter((k) => k !== 'introduce').flatMap((k) => {
    const c = contents.find((x) => x.service === k);
    return c ? [{ topic: k, ...localized(c, lang) }] : [];
  });
  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('services')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map((s) => (
          <Grid key={s.topic} size={{ xs: 12, sm: 6 }} component="li">
            <LinkCard
              href={topicPath(s.topic)}
              title={s.title}
              text={s.summary}
              titleProps={{ variant: 'subtitle1', component: 'h4', fontWeight: 600 }}
              ariaLabel={t('open', { title: s.title })}
              sx={{ height: '100%' }}
              testId="service-link"
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
