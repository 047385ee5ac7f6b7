import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { legalText, type LegalDocument } from '../legal';

/** The Terms and Conditions or the Privacy Policy, read from the registration form without leaving it. */
export function LegalDialog({ doc, onClose }: { doc: LegalDocument | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const text = doc ? legalText(doc, lang) : null;
  return (
    <Dialog
      open={!!doc}
      onClose={onClose}
      scroll="paper"
      fullScreen={fullScreen}
      maxWidth="md"
      aria-labelledby="legal-title"
      data-testid={doc ? `legal-${doc}` : undefined}
    >
      {text && (
        <>
          <DialogTitle id="legal-title" component="h2">
            {text.title}
          </DialogTitle>
          {/* The text scrolls: it takes the keyboard's focus so it can be scrolled without a pointer. */}
          <DialogContent dividers tabIndex={0} role="region" aria-labelledby="legal-title">
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {text.updated}
            </Typography>
            {text.sections.map((s) => (
              <section key={s.heading}>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
                  {s.heading}
                </Typography>
                {s.paragraphs.map((p, i) => (
                  <Typography key={i} variant="body2" sx={{ mb: 1 }}>
                    {p}
                  </Typography>
                ))}
              </section>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {t('action.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
