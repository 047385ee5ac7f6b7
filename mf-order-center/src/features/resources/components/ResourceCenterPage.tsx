/**
 * /resourceCenter (docs/requirements.md §2): the signed-in user's resources — documents to download (user manual, application
 * form templates, the API description) and their own feedback with the staff's replies.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { FeedbackDialog, routeTitle, usePageTitle } from '@portal/shared/ui';
import { DocumentsSection } from './DocumentsSection';
import { MyFeedbackList } from './MyFeedbackList';
import '../i18n';

export function ResourceCenterPage() {
  const { t } = useTranslation('resources');
  const title = usePageTitle(routeTitle('/resourceCenter'));
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="resource-documents-title"
        sx={{ p: 3, mb: 3 }}
      >
        <Typography variant="h5" component="h2" id="resource-documents-title" gutterBottom>
          {t('documents')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('documentsIntro')}
        </Typography>
        <DocumentsSection />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="resource-feedback-title" sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h2" id="resource-feedback-title" sx={{ flex: 1 }}>
            {t('myFeedback')}
          </Typography>
          <Button variant="outlined" onClick={() => setDialogOpen(true)} data-testid="resource-feedback-send">
            {t('sendFeedback')}
          </Button>
        </Stack>
        <MyFeedbackList onSendFeedback={() => setDialogOpen(true)} />
      </Paper>
      <FeedbackDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Box>
  );
}
