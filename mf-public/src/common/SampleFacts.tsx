/** A sample's metadata as a labelled list (the gallery's large view and the details page). */
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/shared/domain';
import { formatDateTime } from '@portal/shared/i18n';
import { addTranslations } from '@portal/shared/i18n';
import { FactList } from './FactList';
import type { Sample } from './samples-api';
import { lonLatText, modeName, satelliteName } from './sample-labels';

const NS = 'sampleFields';

addTranslations(NS, {
  zh: {
    id: '样例编号',
    title: '名称',
    country: '国家',
    satellite: '卫星',
    mode: '成像模式',
    polarization: '极化方式',
    acquired: '成像时间',
    centre: '中心点（经度, 纬度）',
    description: '说明',
  },
  en: {
    id: 'Sample number',
    title: 'Name',
    country: 'Country',
    satellite: 'Satellite',
    mode: 'Imaging mode',
    polarization: 'Polarization',
    acquired: 'Acquired',
    centre: 'Centre (longitude, latitude)',
    description: 'Description',
  },
});

export function sampleFacts(s: Sample, t: (key: string) => string, lang: Lang): [string, string][] {
  return [
    [t('id'), String(s.id)],
    [t('title'), s.title],
    [t('country'), `${s.country} (${s.country_code})`],
    [t('satellite'), satelliteName(s.satellite, lang)],
    [t('mode'), modeName(s.img_mode, lang)],
    [t('polarization'), s.polarization],
    [t('acquired'), formatDateTime(s.acquired_at, lang)],
    [t('centre'), lonLatText(s.lon, s.lat)],
    [t('description'), s.description],
  ];
}

export function SampleFacts({ sample, testId }: { sample: Sample; testId?: string }) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return <FactList facts={sampleFacts(sample, t, lang)} testId={testId} />;
}
