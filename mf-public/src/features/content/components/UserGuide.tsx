import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

export function UserGuide() {
  const { t } = useTranslation('public');
  const title = usePageTitle(routeTitle('/userGuide'));
  return (
    <PageFrame title={title}>
      <Typography paragraph>{t('guide.intro')}</Typography>
      <ol>
        {['s1', 's2', 's3', 's4'].map((k) => (
          <li key={k}>
            <Typography>{t(`guide.${k}`)}</Typography>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
