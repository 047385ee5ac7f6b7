import { addTranslations } from '@portal/shared/i18n';

addTranslations('public', {
  zh: {
    home: {
      heroTitle: '全天时、全天候的雷达卫星影像',
      heroText: '由 TY-38 海丝一号、TY-39 巢湖一号、TY-40 阜城一号、TY-41 神启 四颗 C 波段 SAR 卫星组成的星座，每颗卫星每天约绕地球 15 圈，穿云透雾获取地表影像。',
      search: '检索存档影像', task: '下单新拍摄', samples: '浏览样例影像',
      modesTitle: '成像模式', modes: '聚束 7 km · 条带 25 km · TOPS 100 km · 窄幅扫描 100 km · 宽幅扫描 170 km',
      servicesTitle: '应用服务', vessel: '船舶检测', oil: '溢油监测', flood: '洪涝监测', video: '视频雷达',
    },
    login: {
      account: '用户名 / 手机号 / 邮箱', password: '密码', submit: '登录', noAccount: '还没有账号？', register: '立即注册',
      forgot: '忘记密码？', required: '请输入账号和密码',
    },
    register: {
      username: '用户名', password: '密码', confirmPassword: '确认密码', name: '姓名', recommender: '推荐人', mobile: '手机号',
      email: '邮箱', organization: '单位名称', agreement: '我已阅读并同意《条款与条件》和《隐私政策》', submit: '注册',
      checking: '正在检查…', done: '注册成功，已自动登录', haveAccount: '已有账号？', login: '立即登录',
    },
    forget: {
      intro: '请输入注册时使用的邮箱或手机号，我们将发送重置密码链接（30分钟内有效）。', account: '邮箱 / 手机号', submit: '发送重置链接',
      sent: '如果该账号存在，我们已发送重置密码链接，30分钟内有效', backToLogin: '返回登录',
    },
    reset: {
      password: '新密码', confirmPassword: '确认新密码', submit: '重置密码', done: '密码已重置，请重新登录',
      invalid: '重置链接无效或已过期。', requestAgain: '重新获取链接',
    },
    info: {
      phonehome: '欢迎使用移动版。移动端提供平台介绍与注册，完整功能请使用电脑访问。',
      pdf: '文档查看器即将开放。', sampleImage: '样例影像库即将开放。', details: '影像详情即将开放。',
    },
    guide: {
      intro: '本指南介绍如何检索存档影像、下单新拍摄以及管理订单。',
      s1: '注册并登录账号。', s2: '在“影像查询”中绘制区域、选择行政区、输入中心点或影像 ID，或导入 KML/KMZ/SHP 文件检索存档影像。',
      s3: '将影像加入购物车并下单，在“订单中心”下载产品。', s4: '在“编程订单”中设置目标与成像参数，查看卫星过境预报（最多 5 次拍摄机会）后提交订单。',
    },
    api: { intro: '平台提供 REST API，所有接口以 /api 为前缀，返回统一的 {code, msg, data} 结构。', openapi: 'OpenAPI 文档' },
    service: {
      introduce: '基于 SAR 影像的行业应用：船舶检测、溢油监测、洪涝监测与视频雷达。雷达不受云雨和昼夜影响，适合应急监测。',
      waterExtraction: '洪涝监测：利用 SAR 影像中水体的低后向散射特征提取水体范围，对比灾前灾后影像评估淹没面积。',
      oilSpill: '溢油监测：油膜抑制海面毛细波，在 SAR 影像中呈暗斑，可大范围快速发现溢油并估算面积。',
    },
    notFound: '您访问的页面不存在。',
  },
  en: {
    home: {
      heroTitle: 'Radar satellite imagery, day and night, in any weather',
      heroText: 'A constellation of four C-band SAR satellites — TY-38 HiSea-1, TY-39 Chaohu-1, TY-40 Fucheng-1 and TY-41 Shenqi — each making about 15 orbits a day and imaging the ground through cloud and smoke.',
      search: 'Search the archive', task: 'Order new imaging', samples: 'See sample images',
      modesTitle: 'Imaging modes', modes: 'Spotlight 7 km · Stripmap 25 km · TOPS 100 km · ScanSAR narrow 100 km · ScanSAR wide 170 km',
      servicesTitle: 'Application services', vessel: 'Vessel detection', oil: 'Oil spill monitoring', flood: 'Flood monitoring', video: 'Video radar',
    },
    login: {
      account: 'Username, mobile or email', password: 'Password', submit: 'Sign in', noAccount: 'No account yet?', register: 'Register',
      forgot: 'Forgot your password?', required: 'Enter your account and password',
    },
    register: {
      username: 'Username', password: 'Password', confirmPassword: 'Confirm password', name: 'Name', recommender: 'Recommender', mobile: 'Mobile',
      email: 'Email', organization: 'Organization', agreement: 'I have read and agree to the Terms and Conditions and the Privacy Policy', submit: 'Register',
      checking: 'Checking…', done: 'Registration successful; you are signed in', haveAccount: 'Already have an account?', login: 'Sign in',
    },
    forget: {
      intro: 'Enter the email or mobile number of your account and we will send you a password reset link (valid 30 minutes).', account: 'Email or mobile',
      submit: 'Send reset link', sent: 'If an account matches, a password reset link has been sent; it is valid for 30 minutes', backToLogin: 'Back to sign in',
    },
    reset: {
      password: 'New password', confirmPassword: 'Confirm new password', submit: 'Reset password', done: 'Your password has been reset, please log in',
      invalid: 'This reset link is invalid or has expired.', requestAgain: 'Request a new link',
    },
    info: {
      phonehome: 'Welcome to the mobile site: an overview of the platform and registration. Use a computer for the full portal.',
      pdf: 'The document viewer opens soon.', sampleImage: 'The sample image gallery opens soon.', details: 'Image details open soon.',
    },
    guide: {
      intro: 'How to search the archive, order new imaging and manage your orders.',
      s1: 'Register and sign in.', s2: 'In Image query, draw an area, pick an administrative region, enter a centre point or an image ID, or import a KML/KMZ/SHP file.',
      s3: 'Add images to the cart, order them, and download the products from the Order centre.', s4: 'In Tasking order, set the target and imaging parameters, check the predicted satellite access times (up to 5 shooting opportunities) and submit.',
    },
    api: { intro: 'The platform offers a REST API under /api; every answer has the shape {code, msg, data}.', openapi: 'OpenAPI document' },
    service: {
      introduce: 'Applications of SAR imagery: vessel detection, oil spill monitoring, flood monitoring and video radar. Radar sees through cloud and rain, day and night, which makes it the tool of choice for emergencies.',
      waterExtraction: 'Flood monitoring: open water scatters little radar energy back, so water bodies stand out in SAR images; comparing images before and after a flood maps the flooded area.',
      oilSpill: 'Oil spill monitoring: an oil film damps the small waves on the sea surface and shows as a dark patch in SAR images, so spills are found quickly over wide areas.',
    },
    notFound: 'The page you are looking for does not exist.',
  },
});
