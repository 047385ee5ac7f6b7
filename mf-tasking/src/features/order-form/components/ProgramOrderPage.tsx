/**
 * /programOrder and /programOrder/{id}, map first: the tasking order form (spec §3, §5) in the side panel, the globe
 * filling the rest of the window. The target is a point (latitude, longitude) or up to 5 areas drawn or imported;
 * "Predict" shows the soonest opportunities of the chosen satellites as swaths and ground tracks on the globe, on a
 * time line of the window searched and in a table below it; the cost comes from shared/domain's pricing before
 * submitting. An order is editable while it waits for review, read-only after.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { quoteTasking, VALIDATION_MESSAGES, isValidationMessageKey, type Lang } from '@portal/shared/domain';
import { MISSION_LIMITS, missionProblems, type Mission } from '@portal/shared/domain/missions';
import {
  Globe,
  positionsOf,
  type DrawnShape,
  type GlobeApi,
  type GlobeLayer,
  type LngLat,
} from '@portal/shared/globe';
import {
  ApiError,
  importMissionArea,
  missionDetail,
  refreshUserInfo,
  submitMission,
  updateMission,
} from '@portal/shared/http';
import { formatMoney } from '@portal/shared/i18n';
import { userInfoAtom } from '@portal/shared/session';
import {
  LoadingState,
  MapFirstLayout,
  notify,
  PageFrame,
  routeTitle,
  useLang,
  usePageTitle,
} from '@portal/shared/ui';
import { NS } from '../../../i18n';
import { openSimulation, predict, type Simulation } from '../api/simulation';
import { OpportunityTable, opportunityId } from './OpportunityTable';
import { PassTimeline } from './PassTimeline';
import { PredictionError, predictionProblem, type PredictionProblem } from './PredictionError';
import { SavedSimulations } from './SavedSimulations';
import {
  apiValues,
  areaPoint,
  areasGeometry,
  fromMission,
  INITIAL_VALUES,
  isoToLocal,
  localToIso,
  withArea,
  type FormValues,
} from '../state/form-state';
import { SECTIONS, Section } from './OrderFields';

const DRAW_TOOLS = ['rectangle', 'polygon', 'circle'] as const;
const AREA_FILES = '.kml,.kmz,.zip';
const FORM_FILES = '.doc,.docx,.pdf';

/** Field messages of an API refusal (already localized by the server). */
/** The coordinate systems' round trip leaves noise far below a centimetre: 6 decimals (~0.1 m) are kept. */
const sixDecimals = (x: number) => String(Number(x.toFixed(6)));

const fieldErrorsOf = (err: unknown): Record<string, string> =>
  err instanceof ApiError ? Object.fromEntries(err.errors.map((e) => [e.field, e.message])) : {};

export function ProgramOrderPage() {
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  const { t } = useTranslation(NS);
  const lang = useLang();
  const title = usePageTitle(routeTitle(editId ? '/programOrder/:id' : '/programOrder'));
  const user = useAtomValue(userInfoAtom);
  const [values, setValues] = useState<FormValues>(INITIAL_VALUES);
  const [areas, setAreas] = useState<DrawnShape[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [applicationForm, setApplicationForm] = useState<File | null>(null);
  const [saved, setSaved] = useState<Mission | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [pendingArea, setPendingArea] = useState<DrawnShape | null>(null);
  const [sim, setSim] = useState<Simulation | null>(null);
  const [predicting, setPredicting] = useState(false);
  const [predictError, setPredictError] = useState<PredictionProblem | null>(null);
  const [predictMs, setPredictMs] = useState<number | null>(null);
  const [selectedOpp, setSelectedOpp] = useState<string | null>(null);
  const [showSaved, setShowSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [globe, setGlobe] = useState<GlobeApi | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const [showTable, setShowTable] = useState(true);
  const areaFileInput = useRef<HTMLInputElement>(null);
  const readOnly = saved !== null && !saved.editable;

  // Editing: the saved order fills the form.
  useEffect(() => {
    if (!editId) return;
    missionDetail(editId, true).then(
      (m) => {
        const f = fromMission(m, lang);
        setValues(f.values);
        setAreas(f.areas);
        setSaved(m);
      },
      () => setLoadError(true),
    );
  }, [editId]);

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  /** A new area; beyond the limit, ask first whether the earliest may go (spec §5). */
  const offerArea = (shape: DrawnShape): boolean => {
    if (areas.length >= MISSION_LIMITS.maxAreas) {
      setPendingArea(shape);
      return false;
    }
    setAreas((a) => withArea(a, shape));
    // The point is required as well (spec §5): an area fills it when the user has not typed one.
    const point = areaPoint(shape);
    if (point) setValues((v) => (v.Latitude === '' && v.Longitude === '' ? { ...v, ...point } : v));
    setErrors((e) => ({ ...e, Latitude: '', Longitude: '', target: '' }));
    return true;
  };
  const importArea = async (file: File) => {
    try {
      const area = await importMissionArea(file);
      const shape: DrawnShape = {
        id: `file-${Date.now()}`,
        kind: 'geometry',
        geometry: area.geometry as Extract<DrawnShape, { kind: 'geometry' }>['geometry'],
        label: area.name ?? file.name,
      };
      if (offerArea(shape)) globe?.flyTo(shape.geometry);
      set('map_file_name', file.name);
    } catch (err) {
      notify('error', (err as Error).message);
    }
  };

  const cost = useMemo(
    () =>
      values.img_mode && values.priority && values.p_number
        ? quoteTasking({
            img_mode: Number(values.img_mode),
            priority: Number(values.priority),
            p_number: Number(values.p_number),
            product_type: values.product_type,
          })
        : null,
    [values.img_mode, values.priority, values.p_number, values.product_type],
  );

  const messageOf = (key: string) => (isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][lang] : key);

  const runPrediction = async () => {
    setPredictError(null);
    const target = areasGeometry(areas);
    const lat = Number(values.Latitude);
    const lon = Number(values.Longitude);
    const hasPoint = values.Latitude !== '' && values.Longitude !== '' && Number.isFinite(lat + lon);
    if (!target && !hasPoint) return setPredictError({ text: t('predictNeedsTarget') });
    if (!values.img_mode) return setPredictError({ text: t('predictNeedsMode') });
    const now = Date.now();
    const start = localToIso(values.id_date_1, lang) || new Date(now).toISOString();
    const end =
      localToIso(values.id_date_2, lang) || new Date(Date.parse(start) + 7 * 86_400_000).toISOString();
    setPredicting(true);
    const began = performance.now();
    try {
      const s = await predict({
        name: values.target_name || undefined,
        satellites: values.anchoring_satellite === 'any' ? 'any' : [values.anchoring_satellite],
        start_time: Date.parse(start) < now ? new Date(now).toISOString() : start,
        end_time: end,
        target: target ?? { lat, lon },
        lower_angle: Number(values.lower_angle),
        upper_angle: Number(values.upper_angle),
        left_right_mode: values.left_right_mode,
        orbit_mode: values.orbit_mode,
        img_mode: Number(values.img_mode),
        limit: 5,
      });
      showSimulation(s);
      // Measured to the frame after the footprints are handed to the globe.
      requestAnimationFrame(() => setPredictMs(Math.round(performance.now() - began)));
      notify('success', t('saved', { name: s.name }));
    } catch (err) {
      setSim(null);
      setPredictError(predictionProblem(err));
      setErrors((e) => ({ ...e, ...fieldErrorsOf(err) }));
    } finally {
      setPredicting(false);
    }
  };

  function showSimulation(s: Simulation) {
    setSim(s);
    setSelectedOpp(null);
    set('planning_tag', s.tag);
    const fps = s.opportunities.flatMap((o) => positionsOf(o.footprint));
    if (fps.length) globe?.flyTo({ type: 'LineString', coordinates: fps });
  }

  /** A saved simulation back on the page: its opportunities, its target and its parameters. */
  const reopen = async (simId: number) => {
    const s = await openSimulation(simId);
    setShowSaved(false);
    setPredictError(null);
    if (s.target.type === 'Point') {
      setAreas([]);
      setValues((v) => ({
        ...v,
        Latitude: sixDecimals(s.target_point.lat),
        Longitude: sixDecimals(s.target_point.lon),
      }));
    } else if (s.target.type === 'Polygon' || s.target.type === 'MultiPolygon') {
      const polys = s.target.type === 'Polygon' ? [s.target.coordinates] : s.target.coordinates;
      setAreas(
        polys.slice(0, MISSION_LIMITS.maxAreas).map((p, i) => ({
          id: `sim-${s.id}-${i}`,
          kind: 'geometry' as const,
          geometry: { type: 'Polygon' as const, coordinates: p },
        })),
      );
    }
    setValues((v) => ({
      ...v,
      img_mode: String(s.img_mode),
      lower_angle: String(s.lower_angle),
      upper_angle: String(s.upper_angle),
      left_right_mode: s.left_right_mode,
      orbit_mode: s.orbit_mode,
      anchoring_satellite: s.satellites === 'any' || s.satellites.length !== 1 ? 'any' : s.satellites[0],
      id_date_1: v.id_date_1 || isoToLocal(s.start_time, lang),
      id_date_2: v.id_date_2 || isoToLocal(s.end_time, lang),
    }));
    showSimulation(s);
  };

  const selectOpportunity = (oppId: string) => {
    setSelectedOpp(oppId);
    const i = sim?.opportunities.findIndex((o, k) => opportunityId(o, k) === oppId) ?? -1;
    if (i >= 0 && sim) globe?.flyTo(sim.opportunities[i].footprint);
  };

  const submit = async () => {
    const body = apiValues(values, areas, lang);
    const problems = missionProblems(body).map((p) => [p.field, messageOf(p.key)] as const);
    if (!editId && !applicationForm)
      problems.push(['application_form', VALIDATION_MESSAGES.applicationFormRequired[lang]]);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map(([f, m]) => [f === 'target' ? 'Latitude' : f, m])));
      notify('warning', t('fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const env = editId
        ? await updateMission(editId, body, applicationForm)
        : await submitMission(body, applicationForm);
      notify('success', env.msg);
      void refreshUserInfo();
      navigateToUrl(`/personalCenter/myProgrammingOrder?open=${env.data[0].id}`);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      notify('error', Object.keys(fields).length ? t('fixErrors') : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const layers = useMemo<GlobeLayer[]>(() => {
    const lat = Number(values.Latitude);
    const lon = Number(values.Longitude);
    const point =
      !areas.length &&
      values.Latitude !== '' &&
      values.Longitude !== '' &&
      Math.abs(lat) <= 90 &&
      Math.abs(lon) <= 180
        ? [{ id: 'target-point', geometry: { type: 'Point' as const, coordinates: [lon, lat] as LngLat } }]
        : [];
    const opps = sim?.opportunities ?? [];
    return [
      { id: 'target', features: point, pickable: false, style: { outline: '#d32f2f', fill: '#d32f2f' } },
      {
        id: 'passes',
        pickable: false,
        style: { outline: '#ffb300' },
        features: opps.flatMap((o, i) =>
          o.track ? [{ id: `track-${opportunityId(o, i)}`, geometry: o.track }] : [],
        ),
      },
      {
        id: 'opportunities',
        style: { fill: '#1e88e533', outline: '#1e88e5' },
        selectedStyle: { fill: '#43a04766', outline: '#43a047' },
        features: opps.map((o, i) => ({
          id: opportunityId(o, i),
          geometry: o.footprint,
          label: `${o.satellite_id} ${o.imaging_centre.slice(0, 16)}`,
        })),
      },
    ];
  }, [values.Latitude, values.Longitude, areas.length, sim]);

  if (loadError)
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
  const targetAreas = (
    <Box sx={{ mb: 2 }} data-testid="target-areas">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('areas')}
        </Typography>
        {areas.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noAreas')}
          </Typography>
        )}
        {areas.map((a, i) => (
          <Chip
            key={a.id}
            size="small"
            label={a.kind === 'geometry' && a.label ? a.label : t('area', { n: i + 1 })}
            onDelete={readOnly ? undefined : () => setAreas((x) => x.filter((y) => y.id !== a.id))}
            data-testid="area-chip"
          />
        ))}
        {!readOnly && (
          <Button size="small" onClick={() => areaFileInput.current?.click()}>
            {t('importFile')}
          </Button>
        )}
        <input
          ref={areaFileInput}
          hidden
          type="file"
          accept={AREA_FILES}
          data-testid="area-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void importArea(f);
            e.target.value = '';
          }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('hint.areas')}
      </Typography>
    </Box>
  );
  const form = (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ p: 1.5, flex: 1, overflow: 'auto' }}
      >
        <Typography variant="h6" component="h1" sx={{ fontSize: 18, mb: 1 }}>
          {heading}
        </Typography>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="order-read-only">
            {t('readOnly')}
          </Alert>
        )}
        {targetAreas}
        {SECTIONS.map((s) => (
          <Section
            key={s.key}
            section={s}
            values={values}
            errors={errors}
            onChange={set}
            lang={lang}
            readOnly={readOnly}
          />
        ))}
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('section.other')}
        </Typography>
        <TextField
          fullWidth
          size="small"
          multiline
          minRows={2}
          label={t('field.comments')}
          value={values.comments}
          onChange={(e) => set('comments', e.target.value)}
          disabled={readOnly}
          error={Boolean(errors.comments)}
          helperText={errors.comments}
          slotProps={{
            htmlInput: { maxLength: MISSION_LIMITS.maxComments, 'data-testid': 'field-comments' },
          }}
        />
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1.5 }}>
          <Button component="label" variant="outlined" size="small" disabled={readOnly}>
            {t('field.application_form')} *
            <input
              hidden
              type="file"
              accept={FORM_FILES}
              data-testid="application-form"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                if (f && f.size > MISSION_LIMITS.applicationFormMaxBytes) {
                  notify('error', VALIDATION_MESSAGES.tooLarge[lang]);
                  e.target.value = '';
                  return;
                }
                setApplicationForm(f);
                setErrors((x) => ({ ...x, application_form: '' }));
              }}
            />
          </Button>
          <Typography variant="body2" color={errors.application_form ? 'error' : 'text.secondary'}>
            {errors.application_form ||
              applicationForm?.name ||
              (saved?.application_form
                ? t('keptFile', { name: saved.application_form })
                : t('hint.applicationForm'))}
          </Typography>
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        alignItems="center"
        sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
        data-testid="order-cost"
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('cost')}
          </Typography>
          <Typography variant="h6" data-testid="order-cost-value" sx={{ lineHeight: 1.2 }}>
            {cost === null ? '—' : formatMoney(cost, lang)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {cost === null
              ? t('costUnknown')
              : t('balance', { balance: formatMoney(user?.balance ?? 0, lang) })}
          </Typography>
        </Box>
        {!readOnly && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void submit()}
            data-testid="order-submit"
            sx={{ flexShrink: 0 }}
          >
            {editId ? t('save') : t('submit')}
          </Button>
        )}
      </Stack>
    </>
  );
  const searched = sim ? { from: sim.start_time, to: sim.end_time } : null;
  const prediction = (
    <Paper
      square
      elevation={0}
      data-testid="prediction"
      data-ms={predictMs ?? undefined}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        maxHeight: '50%',
        overflow: 'auto',
        flexShrink: 0,
        px: 1.5,
        py: 1,
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('opportunities')}
        </Typography>
        {sim && (
          <Button size="small" onClick={() => setShowTable((v) => !v)} data-testid="toggle-opportunity-table">
            {showTable ? t('hideTable') : t('showTable')}
          </Button>
        )}
        <Button size="small" onClick={() => setShowSaved(true)} data-testid="saved-simulations-open">
          {t('simulations')}
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => void runPrediction()}
          disabled={predicting}
          data-testid="predict"
        >
          {t('predict')}
        </Button>
      </Stack>
      {predicting && (
        <Box sx={{ my: 1 }} role="status">
          <LinearProgress />
          <Typography variant="caption">{t('predicting')}</Typography>
        </Box>
      )}
      {predictError && <PredictionError problem={predictError} onRetry={() => void runPrediction()} />}
      {sim && searched ? (
        <>
          <PassTimeline
            opportunities={sim.opportunities}
            from={searched.from}
            to={searched.to}
            selected={selectedOpp}
            onSelect={selectOpportunity}
            lang={lang as Lang}
          />
          {showTable && (
            <OpportunityTable
              opportunities={sim.opportunities}
              selected={selectedOpp}
              onSelect={selectOpportunity}
              lang={lang as Lang}
            />
          )}
        </>
      ) : (
        !predicting && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('noPrediction')}
          </Typography>
        )
      )}
    </Paper>
  );

  return (
    <>
      <MapFirstLayout
        panelLabel={heading}
        panelWidth={460}
        open={panelOpen}
        onOpenChange={setPanelOpen}
        panel={form}
        map={
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ flex: 1, minHeight: 200, position: 'relative' }}>
              <Globe
                height="100%"
                shapes={areas}
                drawTools={readOnly ? [] : DRAW_TOOLS}
                onDrawEnd={offerArea}
                onShapesChange={(s) => setAreas(s)}
                layers={layers}
                selectedIds={selectedOpp ? [selectedOpp] : []}
                onFeatureClick={(fid, layer) => layer === 'opportunities' && selectOpportunity(fid)}
                onReady={setGlobe}
                ariaLabel={t('globeLabel')}
              />
            </Box>
            {prediction}
          </Box>
        }
      />

      <Dialog open={pendingArea !== null} onClose={() => setPendingArea(null)}>
        <DialogTitle>{t('replaceTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('replaceText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPendingArea(null)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            data-testid="replace-earliest"
            onClick={() => {
              if (pendingArea) setAreas((a) => withArea(a, pendingArea));
              setPendingArea(null);
            }}
          >
            {t('replaceConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <SavedSimulations
        open={showSaved}
        onClose={() => setShowSaved(false)}
        onOpen={(i) => void reopen(i)}
        lang={lang}
      />
    </>
  );
}
