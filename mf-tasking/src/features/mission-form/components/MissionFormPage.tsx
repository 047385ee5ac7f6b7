/**
 * /programOrder and /programOrder/{id}, map first: the tasking order form (docs/requirements.md §3, §5) in the side panel, the globe
 * filling the rest of the window. The target is a point (latitude, longitude) or up to 5 areas drawn or imported;
 * "Predict" shows the soonest opportunities of the chosen satellites as swaths and ground tracks on the globe, on a
 * time line of the window searched and in a table below it; the server quotes the fields as they change, and the
 * order is placed on the quote the customer reads. An order is editable while it waits for review, read-only after.
 */
import { useState } from 'react';
import { useParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Box } from '@mui/material';
import { Globe, type GlobeApi } from '@portal/shared/globe';
import { showFailure } from '@portal/shared/http';
import {
  LoadingState,
  MapFirstLayout,
  PageFrame,
  routeTitle,
  useLang,
  useOrgBudgets,
  usePageTitle,
} from '@portal/shared/ui';
import { NS } from '../../../i18n';
import { useMissionDraft } from '../hooks/use-mission-draft';
import { useMissionLayers } from '../hooks/use-mission-layers';
import { useMissionQuote } from '../hooks/use-mission-quote';
import { useMissionSubmit } from '../hooks/use-mission-submit';
import { useSimulation } from '../hooks/use-simulation';
import { MissionFormPanel } from './MissionFormPanel';
import { PredictionPanel } from './PredictionPanel';
import { ReplaceAreaDialog } from './ReplaceAreaDialog';
import { SavedSimulations } from './SavedSimulations';

const DRAW_TOOLS = ['rectangle', 'polygon', 'circle'] as const;

export function MissionFormPage() {
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  const { t } = useTranslation(NS);
  const lang = useLang();
  const title = usePageTitle(routeTitle(editId ? '/programOrder/:id' : '/programOrder'));
  const [globe, setGlobe] = useState<GlobeApi | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const draft = useMissionDraft(editId, lang, globe);
  const prediction = useSimulation(draft, globe, lang);
  // A new order of an organisation's member names a budget (docs/organisations.md).
  const budget = useOrgBudgets('tasking', !editId);
  const offer = useMissionQuote(draft, lang, budget);
  const { busy, submit, note } = useMissionSubmit(draft, editId, lang, offer, budget);
  const layers = useMissionLayers(draft.values, draft.areas.length, prediction.sim);
  const { saved, readOnly } = draft;

  if (draft.loadError)
    return (
      <PageFrame title={title}>
        <Alert severity="error" data-testid="order-not-found">
          {t('notFound')}
        </Alert>
      </PageFrame>
    );
  // Until the order has arrived the form would show (and predict with, or save) empty fields instead of its own.
  if (editId && !saved)
    return (
      <PageFrame title={title}>
        <LoadingState />
      </PageFrame>
    );

  const heading = saved ? t('editTitle', { no: saved.order_no }) : title;
  return (
    <>
      <MapFirstLayout
        panelLabel={heading}
        panelWidth={460}
        open={panelOpen}
        onOpenChange={setPanelOpen}
        panel={
          <MissionFormPanel
            draft={draft}
            heading={heading}
            lang={lang}
            editing={Boolean(editId)}
            busy={busy}
            offer={offer}
            note={note}
            budget={budget}
            onSubmit={() => void submit()}
          />
        }
        map={
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ flex: 1, minHeight: 200, position: 'relative' }}>
              <Globe
                height="100%"
                shapes={draft.areas}
                drawTools={readOnly ? [] : DRAW_TOOLS}
                onDrawEnd={draft.offerArea}
                onShapesChange={(s) => draft.setAreas(s)}
                layers={layers}
                selectedIds={prediction.selectedOpp ? [prediction.selectedOpp] : []}
                onFeatureClick={(fid, layer) =>
                  layer === 'opportunities' && prediction.selectOpportunity(fid)
                }
                onReady={setGlobe}
                ariaLabel={t('globeLabel')}
              />
            </Box>
            <PredictionPanel prediction={prediction} lang={lang} />
          </Box>
        }
      />
      <ReplaceAreaDialog
        open={draft.pendingArea !== null}
        onCancel={() => draft.setPendingArea(null)}
        onReplace={draft.replaceEarliest}
      />
      <SavedSimulations
        open={prediction.showSaved}
        onClose={() => prediction.setShowSaved(false)}
        onOpen={(i) => void prediction.reopen(i).catch(showFailure)}
        lang={lang}
      />
    </>
  );
}
