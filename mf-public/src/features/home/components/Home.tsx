import { useTranslation } from 'react-i18next';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { routeTitle, usePageTitle } from '@portal/shared/ui';
import { Partners } from './Partners';

const link = (href: string) => ({
  href,
  onClick: (e: React.MouseEvent) => {
    e.preventDefault();
    navigateToUrl(href);
  },
});

export function Home() {
  const { t } = useTranslation('public');
  usePageTitle(routeTitle('/'));
  const services = [
    { key: 'vessel', href: '/applicationService/introduce' },
    { key: 'oil', href: '/applicationService/oilSpill' },
    { key: 'flood', href: '/applicationService/waterExtraction' },
    { key: 'video', href: '/applicationService/introduce' },
  ];
  return (
    <Box>
      <Box sx={{ bgcolor: '#0a2540', color: '#fff', py: { xs: 6, md: 10 }, px: 2 }}>
        <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 600 }}>
            {t('home.heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 760, opacity: 0.9 }}>{t('home.heroText')}</Typography>
          <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" color="secondary" {...link('/imageQuery')}>
              {t('home.search')}
            </Button>
            <Button variant="outlined" color="inherit" {...link('/programOrder')}>
              {t('home.task')}
            </Button>
            <Button variant="text" color="inherit" {...link('/sampleImage')}>
              {t('home.samples')}
            </Button>
          </Box>
        </Box>
      </Box>
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: 5 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('home.modesTitle')}
        </Typography>
        <Typography color="text.secondary">{t('home.modes')}</Typography>
        <Typography variant="h5" component="h2" sx={{ mt: 5 }} gutterBottom>
          {t('home.servicesTitle')}
        </Typography>
        <Grid container spacing={2}>
          {services.map((s) => (
            <Grid key={s.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography
                    variant="h6"
                    component="a"
                    color="primary"
                    sx={{ textDecoration: 'none' }}
                    {...link(s.href)}
                  >
                    {t(`home.${s.key}`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Partners />
      </Box>
    </Box>
  );
}
