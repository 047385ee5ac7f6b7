/** How a record's fields read in the grid and the detail (the `permissions` texts). */
import type { TFunction } from 'i18next';
import { formatDateTime } from '@portal/shared/i18n';
import type { Lang } from '@portal/shared/domain';
import type { PermissionRecord } from '../state/permission-record';

export const classificationsText = (r: PermissionRecord, t: TFunction) =>
  r.classifications.map((c) => t(c)).join(', ');

export const satellitesText = (r: PermissionRecord, t: TFunction) =>
  r.satellites ? r.satellites.join(', ') : t('allSatellites');

export const scenesText = (r: PermissionRecord, t: TFunction) =>
  r.scene_ids ? t('sceneCount', { count: r.scene_ids.length }) : t('anyScene');

/** "from – to", either side "any time" when unbounded. */
export function acquiredText(r: PermissionRecord, t: TFunction, lang: Lang): string {
  if (!r.acquired_from && !r.acquired_to) return t('noBound');
  const side = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '…');
  return `${side(r.acquired_from)} – ${side(r.acquired_to)}`;
}
