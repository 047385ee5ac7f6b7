import { useTranslation } from 'react-i18next';
import { Link, Typography } from '@mui/material';
import { ComingSoon, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

export function InterFace() {
  const { t } = useTranslation('public');
  const title = usePageTitle(routeTitle('/interFace'));
  return (
    <PageFrame title={title}>
      <Typography paragraph>{t('api.intro')}</Typography>
      <Link href="/api/openapi.json">{t('api.openapi')}</Link>
      <Typography paragraph sx={{ mt: 2 }}>
        <Link href="/stac-browser/">{t('api.stacBrowser')}</Link>: {t('api.stacBrowserHint')}
      </Typography>
      <ComingSoon />
    </PageFrame>
  );
}
