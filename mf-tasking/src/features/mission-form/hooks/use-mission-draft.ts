/**
 * The tasking order being written: its field values and messages, its target areas (at most 5), the application
 * form chosen, its repeat collects (docs/tasking-offer.md) and, when editing, the saved order it started from
 * (docs/requirements.md §3, §5).
 */
import { useEffect, useState } from 'react';
import type { Lang } from '@portal/shared/domain';
import { MISSION_LIMITS, type Mission } from '@portal/shared/domain/missions';
import type { DrawnShape, GlobeApi } from '@portal/shared/globe';
import { importMissionArea, missionDetail, showFailure } from '@portal/shared/http';
import { areaPoint, fromMission, INITIAL_VALUES, withArea, type FormValues } from '../state/form-state';
import { NO_REPEAT, type RepeatForm } from '../state/repeat';

export type FieldErrors = Record<string, string>;

export function useMissionDraft(editId: number | null, lang: Lang, globe: GlobeApi | null) {
  const [values, setValues] = useState<FormValues>(INITIAL_VALUES);
  const [areas, setAreas] = useState<DrawnShape[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [applicationForm, setApplicationForm] = useState<File | null>(null);
  const [saved, setSaved] = useState<Mission | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [pendingArea, setPendingArea] = useState<DrawnShape | null>(null);
  // A new order only: a repeat is set when the order is submitted (docs/tasking-offer.md).
  const [repeat, setRepeat] = useState<RepeatForm>(NO_REPEAT);

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

  /** A new area; beyond the limit, ask first whether the earliest may go (docs/requirements.md §5). */
  const offerArea = (shape: DrawnShape): boolean => {
    if (areas.length >= MISSION_LIMITS.maxAreas) {
      setPendingArea(shape);
      return false;
    }
    setAreas((a) => withArea(a, shape));
    // The point is required as well (docs/requirements.md §5): an area fills it when the user has not typed one.
    const point = areaPoint(shape);
    if (point) setValues((v) => (v.Latitude === '' && v.Longitude === '' ? { ...v, ...point } : v));
    setErrors((e) => ({ ...e, Latitude: '', Longitude: '', target: '' }));
    return true;
  };

  /**
   * The area of a KML, KMZ or zipped shapefile, added as if drawn. A refusal says the server's words; no answer says
   * so in the page's language, not axios's "Network Error" (docs/requirements.md §8).
   */
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
      showFailure(err);
    }
  };

  /** The sixth area confirmed: it replaces the earliest. */
  const replaceEarliest = () => {
    if (pendingArea) setAreas((a) => withArea(a, pendingArea));
    setPendingArea(null);
  };

  return {
    values,
    setValues,
    areas,
    setAreas,
    errors,
    setErrors,
    applicationForm,
    setApplicationForm,
    saved,
    loadError,
    pendingArea,
    setPendingArea,
    repeat,
    setRepeat,
    readOnly: saved !== null && !saved.editable,
    set,
    offerArea,
    importArea,
    replaceEarliest,
  };
}

export type MissionDraft = ReturnType<typeof useMissionDraft>;
