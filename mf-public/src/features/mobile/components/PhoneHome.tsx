/**
 * /phonehome: the home page for phones (docs/requirements.md §1: mobile browsers land here), laid out for a 390-px screen in one
 * column: what the constellation is, four sample images, the services, and how to reach us, with register and
 * sign-in always one tap away.
 */
import { useTranslation } from 'react-i18next';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { CONSTELLATION, IMAGING_MODES } from '@portal/shared/domain';
import { followLink, routeTitle, usePageTitle } from '@portal/shared/ui';
import { SampleStrip } from '../../../common/SampleStrip';
import { LinkButton } from '../../../common/LinkButton';
import { SERVICE_LINKS } from '../../../common/services';
import { NS } from '../i18n';

/** Samples shown on the phone's home page (two rows of two). */
const SAMPLES_SHOWN = 4;

const widestSwathKm = Math.max(...Object.values(IMAGING_MODES).map((m) => m.swathWidthKm));
const lookAngles = {
  min: Math.min(...CONSTELLATION.map((s) => s.lookAngleDeg.min)),
  max: Math.max(...CONSTELLATION.map((s) => s.lookAngleDeg.max)),
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ px: 2, py: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function PhoneHome() {
  const { t } = useTranslation(NS);
  usePageTitle(routeTitle('/phonehome'));
  const facts = [
    t('factConstellation'),
    t('factAllWeather'),
    t('factModes'),
    t('factSwath', { km: widestSwathKm, ...lookAngles }),
  ];
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }} data-testid="phone-home">
      <Box sx={{ bgcolor: '#0a2540', color: '#fff', px: 2, py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.9 }}>{t('lead')}</Typography>
        <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <LinkButton variant="contained" color="secondary" size="large" href="/phoneregister">
            {t('register')}
          </LinkButton>
          <LinkButton variant="outlined" color="inherit" size="large" href="/login">
            {t('login')}
          </LinkButton>
        </Box>
      </Box>
      <Section title={t('factsTitle')}>
        <List dense disablePadding>
          {facts.map((f) => (
            <ListItem key={f} disableGutters>
              <ListItemText primary={f} />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t('samplesTitle')}>
        <SampleStrip count={SAMPLES_SHOWN} cols={2} testId="phone-sample" />
        <LinkButton sx={{ mt: 1 }} href="/sampleImage">
          {t('samplesAll')}
        </LinkButton>
      </Section>
      <Section title={t('servicesTitle')}>
        <List disablePadding>
          {SERVICE_LINKS.map((s) => (
            <ListItem key={s.key} disablePadding divider>
              <ListItemButton component="a" href={s.href} onClick={followLink(s.href)}>
                <ListItemText primary={t(`public:services.${s.key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t('public:contact.title')}>
        <Typography color="text.secondary">{t('public:contact.text')}</Typography>
      </Section>
    </Box>
  );
}
