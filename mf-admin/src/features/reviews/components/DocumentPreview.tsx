/**
 * The document of a real-name verification, shown in the page: fetched with the session (the API wants the bearer
 * token, so no plain link), then a PDF in a frame and an image as an image from a blob: URL; Word files are
 * offered for download only (no browser renders them).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { downloadFile } from '@portal/shared/http';
import { useBlobUrl } from '../../../common/use-blob-url';
import { fetchReviewDocument } from '../api';
import { previewKind, type ReviewRequest } from '../state/review-request';
import '../i18n';

export function DocumentPreview({ request }: { request: ReviewRequest }) {
  const { t } = useTranslation('reviews');
  const kind = previewKind(request.document_type);
  const { id, document_type: type } = request;
  const load = useCallback(async () => {
    const blob = await fetchReviewDocument(id);
    // The stored type, not the response's: the frame must know it is a PDF.
    return new Blob([blob], { type: type ?? blob.type });
  }, [id, type]);
  const { url, error } = useBlobUrl(kind === 'none' ? null : load);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-all' }}>
          {request.document_name}
        </Typography>
        <Button
          size="small"
          onClick={() =>
            void downloadFile(
              { method: 'GET', url: `/user/audit_user/${request.id}/document/` },
              request.document_name ?? 'document',
            )
          }
          data-testid="review-document-download"
        >
          {t('download')}
        </Button>
      </Box>
      {kind === 'none' && <Alert severity="info">{t('noPreview')}</Alert>}
      {error && <Alert severity="error">{t('previewFailed', { message: error })}</Alert>}
      {kind !== 'none' && !url && !error && (
        <Box role="status" aria-label={t('loadingDocument')}>
          <LinearProgress />
        </Box>
      )}
      {url && kind === 'pdf' && (
        <Box
          component="iframe"
          title={request.document_name ?? t('document')}
          src={url}
          data-testid="review-document-pdf"
          sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      {url && kind === 'image' && (
        <Box
          component="img"
          src={url}
          alt={request.document_name ?? t('document')}
          data-testid="review-document-image"
          sx={{ maxWidth: '100%', maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
