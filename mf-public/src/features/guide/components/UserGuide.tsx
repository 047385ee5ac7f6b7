/** /userGuide: the user manual's steps, each with a picture of its real page and a link to open it. */
import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Typography } from '@mui/material';
import type { Lang } from '@portal/shared/domain';
import { USER_MANUAL } from '@portal/shared/user-manual';
import { PageFrame, followLink, routeTitle, usePageTitle } from '@portal/shared/ui';
import { NS } from '../i18n';
import { PICTURE_SIZE, STEP_PAGES, pictureUrl } from '../pictures';

export function UserGuide() {
  const { t, i18n } = useTranslation(NS);
  const title = usePageTitle(routeTitle('/userGuide'));
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const manual = USER_MANUAL[lang];
  return (
    <PageFrame title={title}>
      <Typography paragraph>{manual.subtitle}</Typography>
      <Box component="nav" aria-labelledby="guide-contents" sx={{ mb: 4 }}>
        <Typography id="guide-contents" variant="h6" component="h2">
          {t('contents')}
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          {manual.sections.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`}>{s.title.replace(/^\d+\.\s*/, '')}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {manual.sections.map((s) => (
        <Box
          key={s.id}
          component="section"
          id={s.id}
          aria-labelledby={`${s.id}-title`}
          data-testid="guide-section"
          sx={{ mb: 6, scrollMarginTop: 80 }}
        >
          <Typography id={`${s.id}-title`} variant="h5" component="h2" gutterBottom>
            {s.title}
          </Typography>
          {s.paragraphs.map((p) => (
            <Typography key={p} paragraph>
              {p}
            </Typography>
          ))}
          <Box
            component="figure"
            sx={{ m: 0, maxWidth: PICTURE_SIZE.width, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Box
              component="img"
              src={pictureUrl(s.id, lang)}
              alt={t('picture', { step: s.title, page: t(`pages.${s.id}`) })}
              width={PICTURE_SIZE.width}
              height={PICTURE_SIZE.height}
              loading="lazy"
              decoding="async"
              sx={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
          <Button
            sx={{ mt: 1 }}
            href={STEP_PAGES[s.id]}
            onClick={followLink(STEP_PAGES[s.id])}
            aria-label={`${t('open')}: ${t(`pages.${s.id}`)}`}
          >
            {t('open')}
          </Button>
        </Box>
      ))}
      <Typography color="text.secondary">{t('manual')}</Typography>
    </PageFrame>
  );
}
