import { addTranslations } from '@portal/shared/i18n';

/** Texts of /personalCenter/myAlerts (the page title comes from the order-centre menu). */
addTranslations('alerts', {
  zh: {
    time: '时间',
    event: '提醒内容',
    order: '编程订单',
    level: '级别',
    attention: '需关注',
    info: '通知',
    username: '用户名',
    actions: '操作',
    markRead: '标为已读',
    downloadExport: '下载导出文件',
    markAllRead: '全部标为已读',
    unread: '{{count}} 条未读',
    allRead: '全部已读',
    emptyTitle: '暂无提醒',
    emptyHint: '编程订单的状态有变化时（审核、规划、成像、交付或失败），会在这里提醒您。',
  },
  en: {
    time: 'Time',
    event: 'Alert',
    order: 'Tasking order',
    level: 'Level',
    attention: 'Attention',
    info: 'Information',
    username: 'Username',
    actions: 'Actions',
    markRead: 'Mark read',
    downloadExport: 'Download the export',
    markAllRead: 'Mark all read',
    unread: '{{count}} unread',
    allRead: 'All read',
    emptyTitle: 'No alerts yet',
    emptyHint:
      'When one of your tasking orders changes state (review, planning, imaging, delivery or a failure), you are told here.',
  },
});
