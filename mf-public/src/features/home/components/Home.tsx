/**
 * The home page: what the company offers (hero with the three ways in), the constellation from the one constellation
 * table, the application services, a few sample images, the partners and how to reach us.
 */
import { useTranslation } from 'react-i18next';
import { Box, Grid, Typography, useMediaQuery, useTheme } from '@mui/material';
import { routeTitle, usePageTitle } from '@portal/shared/ui';
import { SERVICE_LINKS } from '../../../common/services';
import { SampleStrip } from '../../../common/SampleStrip';
import { LinkButton } from '../../../common/LinkButton';
import { LinkCard } from '../../../common/LinkCard';
import { Constellation } from './Constellation';
import { Partners } from './Partners';

const HOME_SAMPLES = 4;

export function Home() {
  const { t } = useTranslation('public');
  usePageTitle(routeTitle('/'));
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Box>
      <Box sx={{ bgcolor: '#0a2540', color: '#fff', py: { xs: 6, md: 10 }, px: 2 }}>
        <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 600 }}>
            {t('home.heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 760, opacity: 0.9 }}>{t('home.heroText')}</Typography>
          <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <LinkButton variant="contained" color="secondary" href="/imageQuery">
              {t('home.search')}
            </LinkButton>
            <LinkButton variant="outlined" color="inherit" href="/programOrder">
              {t('home.task')}
            </LinkButton>
            <LinkButton variant="text" color="inherit" href="/sampleImage">
              {t('home.samples')}
            </LinkButton>
          </Box>
        </Box>
      </Box>
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: 5 }}>
        <Constellation />
        <Box component="section" aria-labelledby="home-services" sx={{ mt: 6 }}>
          <Typography id="home-services" variant="h5" component="h2" gutterBottom>
            {t('home.servicesTitle')}
          </Typography>
          <Grid container spacing={2}>
            {SERVICE_LINKS.map((s) => (
              <Grid key={s.key} size={{ xs: 12, sm: 6, md: 3 }}>
                <LinkCard
                  href={s.href}
                  title={t(`services.${s.key}`)}
                  text={t(`services.${s.key}Text`)}
                  titleProps={{ variant: 'h6', component: 'h3', color: 'primary' }}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                  testId="home-service"
                />
              </Grid>
            ))}
          </Grid>
        </Box>
        <Box component="section" aria-labelledby="home-samples" sx={{ mt: 6 }}>
          <Typography id="home-samples" variant="h5" component="h2" gutterBottom>
            {t('home.samplesTitle')}
          </Typography>
          <SampleStrip count={HOME_SAMPLES} cols={narrow ? 2 : HOME_SAMPLES} testId="home-sample" />
          <LinkButton sx={{ mt: 1 }} href="/sampleImage">
            {t('home.samplesAll')}
          </LinkButton>
        </Box>
        <Partners />
        <Box component="section" aria-labelledby="home-contact" sx={{ mt: 6 }}>
          <Typography id="home-contact" variant="h5" component="h2" gutterBottom>
            {t('contact.title')}
          </Typography>
          <Typography color="text.secondary">{t('contact.text')}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
