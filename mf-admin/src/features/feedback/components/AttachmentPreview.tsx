/**
 * A feedback's attachment: its name and size, a download (the original bytes under their name), and images shown
 * in the page — fetched with the session (the API wants the bearer token, so no plain link) into a blob: URL.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import type { Feedback } from '@portal/shared/domain';
import { useBlobUrl } from '../../../common/use-blob-url';
import { fetchAttachment } from '../api';
import { isPreviewableImage } from '../state/feedback-actions';
import '../i18n';

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function AttachmentPreview({
  feedback,
  onDownload,
}: {
  feedback: Feedback & { attachment: NonNullable<Feedback['attachment']> };
  onDownload: () => void;
}) {
  const { t } = useTranslation('feedbackAdmin');
  const image = isPreviewableImage(feedback.attachment.type);
  const { id, attachment } = feedback;
  const load = useCallback(
    async () => new Blob([await fetchAttachment(id)], { type: attachment.type }),
    [id, attachment.type],
  );
  const { url, error } = useBlobUrl(image ? load : null);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          variant="body2"
          sx={{ flex: 1, wordBreak: 'break-all' }}
          data-testid="feedback-detail-attachment-name"
        >
          {feedback.attachment.name} · {sizeText(feedback.attachment.size)}
        </Typography>
        <Button size="small" variant="outlined" onClick={onDownload} data-testid="feedback-detail-download">
          {t('download')}
        </Button>
      </Box>
      {error && <Alert severity="error">{t('previewFailed', { message: error })}</Alert>}
      {image && !url && !error && (
        <Box role="status" aria-label={t('loadingAttachment')}>
          <LinearProgress />
        </Box>
      )}
      {url && (
        <Box
          component="img"
          src={url}
          alt={feedback.attachment.name}
          data-testid="feedback-detail-image"
          sx={{
            maxWidth: '100%',
            maxHeight: 360,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            imageRendering: 'auto',
          }}
        />
      )}
    </Box>
  );
}
