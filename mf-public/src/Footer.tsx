import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@portal/shared/domain';

/** The public pages' footer; it names the build so a release can be seen. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        py: 3,
        textAlign: 'center',
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">
        © {new Date().getUTCFullYear()} {PRODUCT_NAME[lang]} · {t('footer.rights')}
      </Typography>
      <Typography variant="caption" data-testid="build-id">
        {t('footer.build')} {process.env.BUILD_ID}
      </Typography>
    </Box>
  );
}
