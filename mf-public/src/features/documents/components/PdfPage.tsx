import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ErrorState } from '@portal/shared/ui';
import { NS } from '../i18n';
import { isRenderCancelled } from '../pdf';
import { renderScale } from '../zoom';

/** The viewer's width in CSS pixels, followed as the window resizes. */
function useWidth(el: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el.current) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el.current);
    return () => observer.disconnect();
  }, [el]);
  return width;
}

/** One page of a PDF drawn on a canvas, sharp on high-density screens; a newer page or zoom cancels a running draw. */
export function PdfPage(props: { pdf: PDFDocumentProxy; page: number; zoom: number; alt: string }) {
  const { pdf, page, zoom, alt } = props;
  const { t } = useTranslation(NS);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useWidth(frame);
  const [drawn, setDrawn] = useState<{ page: number } | { error: string } | null>(null);
  useEffect(() => {
    if (!width || !canvas.current) return;
    const target = canvas.current;
    let cancelled = false;
    let cancel = () => {};
    setDrawn(null);
    pdf
      .getPage(page)
      .then((p) => {
        if (cancelled) return;
        const viewport = p.getViewport({
          scale: renderScale(width, p.getViewport({ scale: 1 }).width, zoom),
        });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        const task = p.render({
          canvas: target,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        cancel = () => task.cancel();
        return task.promise.then(() => !cancelled && setDrawn({ page }));
      })
      .catch((e: unknown) => {
        if (!cancelled && !isRenderCancelled(e))
          setDrawn({ error: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pdf, page, zoom, width]);
  return (
    <Box ref={frame} sx={{ overflow: 'auto', bgcolor: 'grey.200', borderRadius: 1, p: { xs: 0, sm: 1 } }}>
      {drawn && 'error' in drawn && <ErrorState message={t('renderError', { msg: drawn.error })} />}
      <Box sx={{ width: 'max-content', mx: 'auto' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={alt}
          data-testid="pdf-canvas"
          data-page={drawn && 'page' in drawn ? drawn.page : undefined}
          style={{ display: 'block', background: '#fff' }}
        />
      </Box>
    </Box>
  );
}
