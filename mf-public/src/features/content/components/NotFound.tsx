import { useTranslation } from 'react-i18next';
import { Button, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

export function NotFound() {
  const { t } = useTranslation('public');
  const title = usePageTitle(routeTitle('/404'));
  return (
    <PageFrame title={title}>
      <Typography data-testid="not-found">{t('notFound')}</Typography>
      <Button
        sx={{ mt: 2 }}
        variant="contained"
        href="/"
        onClick={(e) => {
          e.preventDefault();
          navigateToUrl('/');
        }}
      >
        {t('common:state.backHome')}
      </Button>
    </PageFrame>
  );
}
