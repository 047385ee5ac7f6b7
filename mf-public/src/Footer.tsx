import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@portal/shared/domain';

/** The public pages' footer; it names the portal's release (the root package.json's version). */
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
      <Typography variant="caption" data-testid="release-version">
        {t('footer.version')} {process.env.PORTAL_VERSION}
      </Typography>
    </Box>
  );
}
