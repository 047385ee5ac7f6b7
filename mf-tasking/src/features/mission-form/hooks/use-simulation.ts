/**
 * The access prediction beside the form: "Predict" asks for the soonest opportunities of the chosen satellites over
 * the target in the window typed (a week from now by default), a saved simulation can be reopened with its
 * target and parameters, and one opportunity is selected on the time line, the table and the globe.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/shared/domain';
import { MISSION_LIMITS } from '@portal/shared/domain/missions';
import { positionsOf, type GlobeApi } from '@portal/shared/globe';
import { notify } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import { openSimulation, predict, type Simulation } from '../api/simulation';
import { opportunityId } from '../components/OpportunityTable';
import { predictionProblem, type PredictionProblem } from '../components/PredictionError';
import { areasGeometry, isoToLocal, localToIso } from '../state/form-state';
import { fieldErrorsOf } from '../state/field-errors';
import type { MissionDraft } from './use-mission-draft';

/** The coordinate systems' round trip leaves noise far below a centimetre: 6 decimals (~0.1 m) are kept. */
const sixDecimals = (x: number) => String(Number(x.toFixed(6)));

export function useSimulation(draft: MissionDraft, globe: GlobeApi | null, lang: Lang) {
  const { t } = useTranslation(NS);
  const { values, areas, setValues, setAreas, setErrors, set } = draft;
  const [sim, setSim] = useState<Simulation | null>(null);
  const [predicting, setPredicting] = useState(false);
  const [predictError, setPredictError] = useState<PredictionProblem | null>(null);
  const [predictMs, setPredictMs] = useState<number | null>(null);
  const [selectedOpp, setSelectedOpp] = useState<string | null>(null);
  const [showSaved, setShowSaved] = useState(false);

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

  return {
    sim,
    predicting,
    predictError,
    predictMs,
    selectedOpp,
    showSaved,
    setShowSaved,
    runPrediction,
    reopen,
    selectOpportunity,
  };
}

export type SimulationState = ReturnType<typeof useSimulation>;
