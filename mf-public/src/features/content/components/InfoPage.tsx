import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { ComingSoon, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

/** A public page whose content comes in a later release: real route and title, a plain word on what is coming. */
export function InfoPage({ route, body }: { route: string; body: string }) {
  const { t } = useTranslation('public');
  const title = usePageTitle(routeTitle(route));
  return (
    <PageFrame title={title}>
      <Typography>{t(`info.${body}`)}</Typography>
      <ComingSoon />
    </PageFrame>
  );
}
