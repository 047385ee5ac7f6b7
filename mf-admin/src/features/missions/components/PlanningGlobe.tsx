/**
 * The planning globe: the order's target (point or areas, red) and every pass's footprint (blue; ticked ones green,
 * planned ones grey). Clicking a footprint ticks or unticks its pass. It speaks WGS-84, the system of the passes.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { Mission } from '@portal/shared/domain/missions';
import { Globe, type GlobeApi } from '@portal/shared/globe';
import { coordinateSystemAtom } from '@portal/shared/session';
import { planningLayers, selectedFeatureIds, viewOf, type OpportunityRow } from '../state/planning';
import '../i18n';

export function PlanningGlobe({
  mission,
  rows,
  selected,
  onToggle,
}: {
  mission: Mission;
  rows: readonly OpportunityRow[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation('missionAdmin');
  const crs = useAtomValue(coordinateSystemAtom);
  const [globe, setGlobe] = useState<GlobeApi | null>(null);
  const layers = useMemo(() => planningLayers(mission, rows, crs), [mission, rows, crs]);
  const view = useMemo(() => viewOf(layers), [layers]);

  // Show the target and every footprint once the globe is there, and again when the passes change.
  useEffect(() => {
    if (globe && view) globe.flyTo(view, { durationS: 0.8 });
  }, [globe, view]);

  return (
    <Globe
      height={360}
      crs="WGS84"
      layers={layers}
      selectedIds={selectedFeatureIds(selected, rows)}
      initialView={view ?? undefined}
      onFeatureClick={(featureId, layerId) => {
        if (layerId !== 'opportunities') return;
        const row = rows.find((r) => r.featureId === featureId);
        if (row && !row.disabled) onToggle(row.key);
      }}
      onReady={setGlobe}
      ariaLabel={t('globeLabel')}
    />
  );
}
