/**
 * The scene viewer's panel over the globe: the scene shown and whether at full resolution or preview, its stretch
 * and opacity, the pixel read-out, and folding sections for the stack and time slider, comparing, the time series
 * and the change.
 */
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Divider,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobeApi } from '@portal/shared/globe';
import { NS } from '../../../i18n';
import type { SceneViewer } from '../hooks/use-scene-viewer';
import { ChangeControls } from './ChangeControls';
import { CompareControls } from './CompareControls';
import { ReadoutLine } from './ReadoutLine';
import { StackSlider } from './StackSlider';
import { StretchControls } from './StretchControls';
import { TimeseriesPanel } from './TimeseriesPanel';
import '../../../viewer-i18n';

function Section(props: {
  id: string;
  title: string;
  children: ReactNode;
  onOpen?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Accordion
      disableGutters
      elevation={0}
      expanded={open}
      onChange={(_, o) => {
        setOpen(o);
        props.onOpen?.(o);
      }}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&::before': { display: 'none' }, bgcolor: 'transparent' }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        data-testid={`viewer-section-${props.id}`}
        sx={{ px: 0, minHeight: 36 }}
      >
        <Typography variant="subtitle2">{props.title}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0 }}>{props.children}</AccordionDetails>
    </Accordion>
  );
}

export function ViewerPanel(props: { viewer: SceneViewer; globe: GlobeApi | null }) {
  const { t } = useTranslation(NS);
  const v = props.viewer;
  if (!v.view || !v.shown) return null;
  const { view, shown, update, stack } = v;
  const ready = stack.answer?.state === 'ready' && stack.scenes.length > 1;
  return (
    <Paper
      component="section"
      aria-label={t('viewer.title')}
      elevation={4}
      data-testid="scene-viewer"
      sx={{
        position: 'absolute',
        top: 56,
        right: 8,
        width: 340,
        maxHeight: 'calc(100% - 72px)',
        overflowY: 'auto',
        p: 1.5,
        zIndex: 3,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {t('viewer.title')}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('viewer.close')}
          onClick={() => v.show(null)}
          data-testid="viewer-close"
        >
          <Close fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="viewer-scene">
        {shown}
      </Typography>
      <Typography
        variant="body2"
        color={v.resolution === 'full' ? 'success.main' : 'text.secondary'}
        data-testid="viewer-resolution"
        data-resolution={v.resolution ?? ''}
      >
        {v.resolution === 'full'
          ? t('viewer.full')
          : v.resolution === 'preview'
            ? t('viewer.preview')
            : t('viewer.loading')}
      </Typography>
      <Divider sx={{ my: 1 }} />
      <StretchControls
        stretch={view.stretch}
        onStretch={(stretch) => update((x) => ({ ...x, stretch }))}
        opacity={v.opacity}
        onOpacity={v.setOpacity}
      />
      <Divider sx={{ my: 1 }} />
      <ReadoutLine readout={v.readout.readout} />
      <Divider sx={{ mt: 1 }} />
      <Section id="stack" title={t('viewer.stack')} onOpen={v.setStackOpen}>
        <StackSlider
          stack={stack}
          onDate={(id) => update((x) => ({ ...x, date: id === x.scene ? undefined : id }))}
        />
      </Section>
      <Section id="compare" title={t('viewer.compare')}>
        {ready ? (
          <CompareControls
            view={view}
            shown={shown}
            scenes={stack.scenes}
            onCompare={(compare) => update((x) => ({ ...x, compare }))}
            opacity={v.compareOpacity}
            onOpacity={v.setCompareOpacity}
          />
        ) : (
          <Typography variant="body2">{t('viewer.needStack')}</Typography>
        )}
      </Section>
      <Section id="timeseries" title={t('viewer.timeseries')}>
        <TimeseriesPanel
          scene={view.scene}
          series={v.series}
          clicked={v.readout.readout?.click.wgs84 ?? null}
          globe={props.globe}
        />
      </Section>
      <Section id="change" title={t('viewer.change')}>
        {ready ? (
          <ChangeControls
            scenes={stack.scenes}
            shown={shown}
            change={view.change}
            answer={v.change}
            onChange={(change) => update((x) => ({ ...x, change }))}
          />
        ) : (
          <Typography variant="body2">{t('viewer.needStack')}</Typography>
        )}
      </Section>
    </Paper>
  );
}
