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
    samplesError: '样例影像暂时无法加载，请稍后再试。',
    samplesEmpty: '暂无样例影像。',
    servicesTitle: '应用服务',
    vessel: '船舶检测',
    oil: '溢油监测',
    flood: '洪涝监测',
    video: '视频雷达',
    contactTitle: '联系我们',
    contactText:
      '注册后会为您分配销售专员，登录后点击页面顶部的“反馈”按钮即可留言，我们会通过您留下的手机号或邮箱联系您。',
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
    samplesError: 'The sample images could not be loaded; please try again later.',
    samplesEmpty: 'No sample images yet.',
    servicesTitle: 'Application services',
    vessel: 'Vessel detection',
    oil: 'Oil spill monitoring',
    flood: 'Flood monitoring',
    video: 'Video radar',
    contactTitle: 'Contact us',
    contactText:
      'Once you register, a sales representative is assigned to you; signed in, the Feedback button at the top of every page reaches us, and we answer by the mobile number or e-mail you leave.',
  },
});
