import { useTranslation } from 'react-i18next';
import { Alert, Box, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { localized, type ServiceContent } from '../api/content';
import { NS } from '../i18n';

/** A service's texts from the API: title, summary, body, key facts and where the demonstration's data come from. */
export function ServiceArticle({ content, lang }: { content: ServiceContent | undefined; lang: Lang }) {
  const { t } = useTranslation(NS);
  if (!content) return <Alert severity="info">{t('missing')}</Alert>;
  const c = localized(content, lang);
  return (
    <Box component="article" data-testid="service-article">
      <Typography variant="h5" component="h2" gutterBottom data-testid="service-title">
        {c.title}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" gutterBottom data-testid="service-summary">
        {c.summary}
      </Typography>
      {c.paragraphs.map((p, i) => (
        <Typography key={i} paragraph data-testid="service-body">
          {p}
        </Typography>
      ))}
      {c.figures.length > 0 && (
        <>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('keyFacts')}
          </Typography>
          <Box
            component="dl"
            data-testid="service-figures"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
              gap: 2,
              m: 0,
              mb: 2,
            }}
          >
            {c.figures.map((f) => (
              <Box key={f.label} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography component="dd" variant="h5" color="primary" sx={{ m: 0 }}>
                  {f.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
      <Alert severity="info" sx={{ mb: 3 }} data-testid="service-provenance">
        {c.provenance}
      </Alert>
    </Box>
  );
}
