/**
 * The home page: what the company offers (hero with the three ways in), the constellation from the one constellation
 * table, the application services, a few sample images, the partners and how to reach us.
 */
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { followLink, routeTitle, usePageTitle } from '@portal/shared/ui';
import { SERVICE_LINKS } from '../../../common/services';
import { SampleStrip } from '../../../common/SampleStrip';
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
            <Button
              variant="contained"
              color="secondary"
              href="/imageQuery"
              onClick={followLink('/imageQuery')}
            >
              {t('home.search')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              href="/programOrder"
              onClick={followLink('/programOrder')}
            >
              {t('home.task')}
            </Button>
            <Button variant="text" color="inherit" href="/sampleImage" onClick={followLink('/sampleImage')}>
              {t('home.samples')}
            </Button>
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
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    href={s.href}
                    onClick={followLink(s.href)}
                    sx={{ height: '100%', alignItems: 'flex-start' }}
                    data-testid="home-service"
                  >
                    <CardContent>
                      <Typography variant="h6" component="h3" color="primary" gutterBottom>
                        {t(`services.${s.key}`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`services.${s.key}Text`)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
        <Box component="section" aria-labelledby="home-samples" sx={{ mt: 6 }}>
          <Typography id="home-samples" variant="h5" component="h2" gutterBottom>
            {t('home.samplesTitle')}
          </Typography>
          <SampleStrip count={HOME_SAMPLES} cols={narrow ? 2 : HOME_SAMPLES} testId="home-sample" />
          <Button sx={{ mt: 1 }} href="/sampleImage" onClick={followLink('/sampleImage')}>
            {t('home.samplesAll')}
          </Button>
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
