/**
 * A map-first page: the map fills the window below the header, and a side panel on its left holds the page's form
 * and lists; the panel collapses to give the map the whole width. Below 900 px the map comes first at half the
 * window's height and the panel follows it, full width.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Paper, SvgIcon, Tooltip } from '@mui/material';

const ChevronLeft = () => (
  <SvgIcon>
    <path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />
  </SvgIcon>
);
const ChevronRight = () => (
  <SvgIcon>
    <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
  </SvgIcon>
);

const SIDE_BY_SIDE = '@media (min-width: 900px)';
const MIN_HEIGHT = 440;

/** The height from an element's top to the window's bottom (kept in step with the window's size). */
function useFillHeight(): [React.RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top)));
    };
    // Measured once the browser has laid the page out (a ResizeObserver's first call), not here: reading the
    // position now would lay out the whole page being rendered, and again once the height is set. Until then the
    // CSS estimate below holds.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer && ref.current) observer.observe(ref.current);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return [ref, height];
}

export function MapFirstLayout(props: {
  /** The panel's contents (it scrolls inside itself). */
  panel: ReactNode;
  /** The map, drawn to fill its box (e.g. a Globe with height "100%"). */
  map: ReactNode;
  /** The panel's width when open, e.g. 380 or "min(960px, 70vw)". */
  panelWidth: number | string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panelLabel: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [ref, height] = useFillHeight();
  return (
    <Box
      ref={ref}
      data-testid={props['data-testid'] ?? 'map-first'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        [SIDE_BY_SIDE]: { flexDirection: 'row', height: height ?? `calc(100vh - 67px)` },
      }}
    >
      <Paper
        square
        elevation={0}
        component="section"
        aria-label={props.panelLabel}
        data-testid="side-panel"
        sx={{
          display: props.open ? 'flex' : 'none',
          flexDirection: 'column',
          minHeight: 0,
          borderRight: 1,
          borderColor: 'divider',
          [SIDE_BY_SIDE]: { width: props.panelWidth, maxWidth: 'calc(100% - 280px)', flexShrink: 0 },
        }}
      >
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' }}>
          {props.panel}
        </Box>
      </Paper>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minWidth: 0,
          order: -1,
          height: '55vh',
          [SIDE_BY_SIDE]: { order: 0, height: 'auto' },
        }}
      >
        {props.map}
        <Box
          sx={{
            position: 'absolute',
            left: 8,
            top: 8,
            zIndex: 2,
            display: 'none',
            [SIDE_BY_SIDE]: { display: 'block' },
          }}
        >
          {props.open ? (
            <Tooltip title={t('mapPanel.collapse')}>
              <IconButton
                size="small"
                onClick={() => props.onOpenChange(false)}
                aria-label={t('mapPanel.collapse')}
                data-testid="panel-collapse"
                sx={{ bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'grey.100' } }}
              >
                <ChevronLeft />
              </IconButton>
            </Tooltip>
          ) : (
            <Button
              size="small"
              variant="contained"
              startIcon={<ChevronRight />}
              onClick={() => props.onOpenChange(true)}
              data-testid="panel-expand"
            >
              {t('mapPanel.expand')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
