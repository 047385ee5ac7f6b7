/** Every metadata field of an archive scene with its label. */
import { useTranslation } from 'react-i18next';
import { CLASSIFICATIONS, LOOK_SIDES, ORBIT_MODES, enumLabel, type Lang } from '@portal/shared/domain';
import { formatDateTime } from '@portal/shared/i18n';
import type { SceneDetail } from '../api';
import { NS } from '../i18n';
import { FactList } from '../../../common/FactList';
import { lonLatText, modeName, satelliteName } from '../../../common/sample-labels';

export function sceneFacts(s: SceneDetail, t: (key: string) => string, lang: Lang): [string, string][] {
  const deg = (v: number) => `${v.toFixed(1)}°`;
  return [
    [t('field.id'), s.id],
    [t('field.satellite'), satelliteName(s.satellite, lang)],
    [t('field.time'), `${formatDateTime(s.acquired_at, lang)} – ${formatDateTime(s.acquired_end, lang)}`],
    [t('field.mode'), modeName(s.img_mode, lang)],
    [t('field.product'), s.product_type],
    [t('field.polarization'), s.polarization],
    [t('field.orbit'), enumLabel(ORBIT_MODES, s.orbit_direction, lang)],
    [t('field.absoluteOrbit'), String(s.absolute_orbit)],
    [t('field.look'), enumLabel(LOOK_SIDES, s.look_side, lang)],
    [t('field.lookAngle'), deg(s.look_angle)],
    [t('field.incidence'), `${deg(s.incidence_near)} – ${deg(s.incidence_far)}`],
    [t('field.resolution'), `${s.resolution_range} × ${s.resolution_azimuth} m`],
    [t('field.classification'), enumLabel(CLASSIFICATIONS, s.classification, lang)],
    [t('field.centre'), lonLatText(s.centre[0], s.centre[1])],
    [t('field.bbox'), s.bbox.map((v) => `${v.toFixed(2)}°`).join(', ')],
  ];
}

export function SceneFacts({ scene }: { scene: SceneDetail }) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return <FactList facts={sceneFacts(scene, t, lang)} testId="details-metadata" />;
}
