import { addTranslations } from '@portal/shared/i18n';

export const NS = 'guide';

addTranslations(NS, {
  zh: {
    contents: '目录',
    picture: '{{step}}：{{page}} 页面截图',
    open: '打开此页面',
    manual: '下载手册：登录后在“资源中心”可下载 DOCX 和 PDF 版本的用户手册与编程订单申请表。',
    pages: {
      register: '注册',
      search: '影像查询',
      order: '购物车',
      tasking: '编程订单',
      orderCentre: '订单中心',
      downloads: '存档订单',
      feedback: '意见反馈',
    },
  },
  en: {
    contents: 'Contents',
    picture: '{{step}}: the {{page}} page',
    open: 'Open this page',
    manual:
      'The manual as a file: once signed in, the Resource centre offers the user manual and the tasking-order application form as DOCX and PDF.',
    pages: {
      register: 'Register',
      search: 'Image query',
      order: 'Shopping cart',
      tasking: 'Tasking order',
      orderCentre: 'Order centre',
      downloads: 'Archive orders',
      feedback: 'Feedback',
    },
  },
});
