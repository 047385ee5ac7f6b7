/**
 * The document of a real-name verification, shown in the page: fetched with the session (the API wants the bearer
 * token, so no plain link), then a PDF in a frame and an image as an image from a blob: URL; Word files are
 * offered for download only (no browser renders them).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { downloadFile } from '@portal/shared/http';
import { errorMessage } from '../../../common/errors';
import { fetchReviewDocument } from '../api';
import { previewKind, type ReviewRequest } from '../state/review-request';
import '../i18n';

export function DocumentPreview({ request }: { request: ReviewRequest }) {
  const { t } = useTranslation('reviews');
  const kind = previewKind(request.document_type);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (kind === 'none') return;
    let objectUrl: string | null = null;
    let live = true;
    setUrl(null);
    setError(null);
    fetchReviewDocument(request.id).then(
      (blob) => {
        if (!live) return;
        // The stored type, not the response's: the frame must know it is a PDF.
        objectUrl = URL.createObjectURL(new Blob([blob], { type: request.document_type ?? blob.type }));
        setUrl(objectUrl);
      },
      (err: unknown) => live && setError(errorMessage(err)),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [request.id, request.document_type, kind]);

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
