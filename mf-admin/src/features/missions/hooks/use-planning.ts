/**
 * The planning of one order: the passes over its target (loaded when planning is allowed, and again after every
 * change of the order — `revision`), the passes ticked, and the planning call. A 422 naming passes that conflict
 * with planned tasks keeps the selection and lists the conflicts, so staff may plan anyway; a 409 is reported to the
 * page (the order is reloaded); after planning the order, its tasks and the passes are reloaded.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlanningOpportunity } from '@portal/shared/domain/tasks';
import { planningOpportunities, planTasks } from '@portal/shared/http/tasks';
import { errorMessage, isVersionConflict } from '../../../common/errors';
import {
  allSelectable,
  keepSelectable,
  opportunityRows,
  planConflictsOf,
  selectedKeysInOrder,
  toggleSelection,
  type PlanConflict,
} from '../state/planning';

export function usePlanning({
  missionId,
  version,
  enabled,
  revision,
  afterChange,
  reportConflict,
}: {
  missionId: number;
  version: number;
  enabled: boolean;
  /** Changes whenever the order changed: the passes are loaded again. */
  revision: number;
  /** Reloads the order and its tasks after planning (and moves `revision` on). */
  afterChange: () => Promise<void>;
  reportConflict: (err: unknown) => Promise<void>;
}) {
  const [opportunities, setOpportunities] = useState<PlanningOpportunity[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [conflicts, setConflicts] = useState<PlanConflict[] | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  const rows = useMemo(() => opportunityRows(opportunities), [opportunities]);

  useEffect(() => {
    const n = ++latest.current;
    if (!enabled) {
      setOpportunities([]);
      setSelected(new Set());
      return;
    }
    setLoading(true);
    setLoadError(null);
    planningOpportunities(missionId).then(
      (env) => {
        if (n !== latest.current) return;
        setOpportunities(env.data);
        setSelected((s) => keepSelectable(s, opportunityRows(env.data)));
        setLoading(false);
      },
      (err: unknown) => {
        if (n !== latest.current) return;
        setLoadError(errorMessage(err));
        setLoading(false);
      },
    );
  }, [missionId, enabled, revision, attempt]);

  const toggle = useCallback(
    (key: string) => {
      setConflicts(null);
      setPlanError(null);
      setSelected((s) => toggleSelection(s, key, rows));
    },
    [rows],
  );
  const setAll = useCallback(
    (on: boolean) => {
      setConflicts(null);
      setPlanError(null);
      setSelected(on ? allSelectable(rows) : new Set());
    },
    [rows],
  );

  const plan = async (acceptConflicts: boolean) => {
    const keys = selectedKeysInOrder(selected, rows);
    if (!keys.length) return;
    setBusy(true);
    setPlanError(null);
    try {
      await planTasks(missionId, version, keys, acceptConflicts);
      setSelected(new Set());
      setConflicts(null);
      await afterChange();
      return true;
    } catch (err) {
      if (isVersionConflict(err)) {
        setConflicts(null);
        // The order is reloaded, and the passes with it (a new revision).
        await reportConflict(err);
        return false;
      }
      const found = acceptConflicts ? null : planConflictsOf(err, keys, rows);
      if (found) setConflicts(found);
      else {
        setConflicts(null);
        setPlanError(errorMessage(err));
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    rows,
    loading,
    loadError,
    selected,
    toggle,
    setAll,
    conflicts,
    planError,
    busy,
    plan,
    retry: () => setAttempt((a) => a + 1),
  };
}

export type PlanningState = ReturnType<typeof usePlanning>;
