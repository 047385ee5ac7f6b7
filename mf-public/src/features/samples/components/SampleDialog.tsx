/** The large view of one sample: its picture and metadata, in a dialog (focus kept inside, Esc closes). */
import { useTranslation } from 'react-i18next';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { followLink } from '@portal/shared/ui';
import type { Sample } from '../../../common/samples-api';
import { SampleFacts } from '../../../common/SampleFacts';
import { NS } from '../i18n';

export function SampleDialog({ sample, onClose }: { sample: Sample | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open={sample != null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="sample-dialog-title"
      slotProps={{ paper: { 'data-testid': 'sample-dialog' } as object }}
    >
      {sample && (
        <>
          <DialogTitle id="sample-dialog-title">{sample.title}</DialogTitle>
          <DialogContent dividers>
            <Box
              component="img"
              src={sample.image_url}
              alt={sample.title}
              sx={{
                display: 'block',
                width: '100%',
                maxHeight: '60vh',
                objectFit: 'contain',
                bgcolor: '#111',
              }}
            />
            <Box sx={{ mt: 2 }}>
              <SampleFacts sample={sample} testId="sample-dialog-facts" />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button
              href={`/details?sample=${sample.id}`}
              onClick={followLink(`/details?sample=${sample.id}`)}
            >
              {t('details')}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {t('close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
