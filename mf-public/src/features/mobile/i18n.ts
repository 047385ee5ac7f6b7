import { constellationSentence, imagingModesSentence } from '@portal/shared/domain';
import { addTranslations } from '@portal/shared/i18n';

export const NS = 'mobile';

addTranslations(NS, {
  zh: {
    title: '雷达卫星影像',
    lead: '穿云透雾、昼夜成像的 C 波段 SAR 星座影像：检索存档、下单新拍摄、在线下载。',
    register: '注册账号',
    login: '登录',
    factsTitle: '星座概况',
    factConstellation: `${constellationSentence('zh')}组成的 C 波段 SAR 星座`,
    factAllWeather: '主动雷达成像，不受云雨和光照影响，白天黑夜都能拍摄',
    factModes: imagingModesSentence('zh'),
    factSwath: '单景幅宽最大 {{km}} 千米，视角 {{min}}°–{{max}}°',
    samplesTitle: '样例影像',
    samplesAll: '查看全部样例',
    servicesTitle: '应用服务',
  },
  en: {
    title: 'SAR satellite imagery',
    lead: 'C-band radar images through cloud, by day and night: search the archive, order new imaging, download online.',
    register: 'Create an account',
    login: 'Sign in',
    factsTitle: 'The constellation',
    factConstellation: `A C-band SAR constellation of ${constellationSentence('en')}`,
    factAllWeather: 'Active radar imaging: cloud, rain and darkness do not stop it',
    factModes: imagingModesSentence('en'),
    factSwath: 'Swaths up to {{km}} km wide, look angles {{min}}°–{{max}}°',
    samplesTitle: 'Sample images',
    samplesAll: 'All samples',
    servicesTitle: 'Application services',
  },
});
