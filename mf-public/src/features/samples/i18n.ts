import { addTranslations } from '@portal/shared/i18n';

export const NS = 'samples';

addTranslations(NS, {
  zh: {
    intro:
      '以下为各国家和地区的 SAR 样例影像。可按国家、卫星和成像模式筛选，点击影像查看大图，或进入详情页查看全部元数据与位置。',
    filters: '筛选样例影像',
    country: '国家',
    satellite: '卫星',
    mode: '成像模式',
    all: '全部',
    clear: '清除筛选',
    count: '共 {{total}} 幅样例影像',
    view: '查看大图：{{title}}',
    details: '查看详情',
    close: '关闭',
    empty: '没有符合筛选条件的样例影像',
    emptyHint: '请清除一个筛选条件，或选择其他国家、卫星或成像模式。',
    error: '样例影像加载失败：{{msg}}',
    pages: '样例影像分页',
    pageN: '第 {{page}} 页',
    previous: '上一页',
    next: '下一页',
    first: '第一页',
    last: '最后一页',
  },
  en: {
    intro:
      'SAR sample images from countries around the world. Filter them by country, satellite and imaging mode, open an image in a large view, or see all its metadata and its place on the details page.',
    filters: 'Filter the sample images',
    country: 'Country',
    satellite: 'Satellite',
    mode: 'Imaging mode',
    all: 'All',
    clear: 'Clear filters',
    count: '{{total}} sample images',
    view: 'Large view: {{title}}',
    details: 'Details',
    close: 'Close',
    empty: 'No sample image matches these filters',
    emptyHint: 'Clear a filter, or choose another country, satellite or imaging mode.',
    error: 'The sample images could not be loaded: {{msg}}',
    pages: 'Pages of sample images',
    pageN: 'Page {{page}}',
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
  },
});
