/** Strings every part of the portal uses: navigation, the user menu, common states. */
export const common = {
  zh: {
    nav: {
      home: '首页', imageQuery: '影像查询', programOrder: '编程订单', orderCenter: '订单中心', api: 'API',
      userGuide: '用户指南', applicationService: '应用服务', sampleImage: '样例影像', menu: '导航菜单',
    },
    user: { login: '登录', register: '注册', logout: '退出登录', userInfo: '个人信息', changePassword: '修改密码', menu: '用户菜单' },
    lang: { switch: '语言', zh: '中文', en: 'English' },
    state: {
      loading: '加载中…', empty: '暂无数据', retry: '重试', comingSoon: '此页面的功能正在建设中，将在后续版本提供。',
      remoteFailed: '“{{name}}”模块加载失败，请检查网络后重试。其他功能不受影响。', forbidden: '您没有访问此页面的权限。',
      error: '出错了', notFound: '您访问的页面不存在。', backHome: '返回首页',
    },
    action: { confirm: '确定', cancel: '取消', save: '保存', delete: '删除', search: '搜索', close: '关闭' },
    footer: { build: '版本', rights: '保留所有权利' },
  },
  en: {
    nav: {
      home: 'Home', imageQuery: 'Image query', programOrder: 'Tasking order', orderCenter: 'Order centre', api: 'API',
      userGuide: 'User guide', applicationService: 'Application services', sampleImage: 'Sample images', menu: 'Navigation menu',
    },
    user: { login: 'Sign in', register: 'Register', logout: 'Sign out', userInfo: 'My account', changePassword: 'Change password', menu: 'User menu' },
    lang: { switch: 'Language', zh: '中文', en: 'English' },
    state: {
      loading: 'Loading…', empty: 'Nothing here yet', retry: 'Retry', comingSoon: 'This page is being built and will arrive in a later release.',
      remoteFailed: 'The "{{name}}" module could not be loaded. Check your connection and retry. The rest of the portal still works.',
      forbidden: 'You do not have permission to open this page.', error: 'Something went wrong', notFound: 'The page you are looking for does not exist.',
      backHome: 'Back to home',
    },
    action: { confirm: 'OK', cancel: 'Cancel', save: 'Save', delete: 'Delete', search: 'Search', close: 'Close' },
    footer: { build: 'Build', rights: 'All rights reserved' },
  },
};
