import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import DownloadIcon from '@mui/icons-material/Download';
import { ErrorState } from '@portal/shared/ui';
import type { PortalDocument } from '../documents';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { NS } from '../i18n';
import { DEFAULT_ZOOM, ZOOM_STEPS, zoomIn, zoomOut } from '../zoom';
import { PdfPage } from './PdfPage';

/** A document read page by page, with paging, zoom and a download of the very bytes shown (key it by document). */
export function PdfViewer({ doc, title }: { doc: PortalDocument; title: string }) {
  const { t } = useTranslation(NS);
  const [state, retry] = usePdfDocument(doc);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const file = state.status === 'done' ? state.file : undefined;
  const href = useMemo(
    () => file && URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: 'application/pdf' })),
    [file],
  );
  useEffect(
    () => () => {
      if (href) URL.revokeObjectURL(href);
    },
    [href],
  );

  if (state.status === 'error')
    return <ErrorState message={t('error', { msg: state.message })} onRetry={retry} />;
  if (state.status === 'loading') {
    const percent = state.progress === null ? null : Math.round(state.progress * 100);
    return (
      <Box sx={{ py: 3 }} data-testid="pdf-loading">
        <Typography id="pdf-loading-label" sx={{ mb: 1 }}>
          {percent === null ? t('loading') : t('loadingPercent', { percent })}
        </Typography>
        <LinearProgress
          aria-labelledby="pdf-loading-label"
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
        />
      </Box>
    );
  }
  const total = state.pdf.numPages;
  return (
    <>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={t('toolbar')}
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <IconButton aria-label={t('previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          aria-live="polite"
          data-testid="pdf-page-number"
          sx={{ minWidth: 96, textAlign: 'center' }}
        >
          {t('page', { n: page, total })}
        </Typography>
        <IconButton aria-label={t('next')} disabled={page >= total} onClick={() => setPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', ml: { sm: 2 } }}>
          <IconButton
            aria-label={t('zoomOut')}
            disabled={zoom <= ZOOM_STEPS[0]}
            onClick={() => setZoom(zoomOut)}
          >
            <ZoomOutIcon />
          </IconButton>
          <Typography aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
            {t('zoom', { percent: Math.round(zoom * 100) })}
          </Typography>
          <IconButton
            aria-label={t('zoomIn')}
            disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]}
            onClick={() => setZoom(zoomIn)}
          >
            <ZoomInIcon />
          </IconButton>
        </Box>
        <Button
          component="a"
          href={href}
          download={state.file.fileName}
          variant="outlined"
          startIcon={<DownloadIcon />}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('download')}
        </Button>
      </Stack>
      <PdfPage pdf={state.pdf} page={page} zoom={zoom} alt={t('pageAlt', { title, n: page, total })} />
    </>
  );
}
