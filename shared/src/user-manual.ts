/**
 * The user manual's text, in both languages: one section per step of the customer's work in the portal. The order
 * centre's DOCX and PDF builders lay it out, and the public user guide (/userGuide) shows it with a picture of each
 * step's page; nothing here knows a file format.
 */
import type { Lang } from '@portal/shared/domain';

/** The manual's steps, in order; a section's id also names its anchor and picture in the user guide. */
export const MANUAL_STEPS = [
  'register',
  'search',
  'order',
  'tasking',
  'orderCentre',
  'downloads',
  'feedback',
] as const;
export type ManualStep = (typeof MANUAL_STEPS)[number];

export interface ManualSection {
  id: ManualStep;
  title: string;
  paragraphs: string[];
}

export interface ManualText {
  title: string;
  subtitle: string;
  sections: ManualSection[];
}

export const USER_MANUAL: Record<Lang, ManualText> = {
  zh: {
    title: '星载 SAR 影像服务门户 用户手册',
    subtitle:
      '本手册介绍客户在门户中注册、查询存档影像、下单、提交编程订单、管理订单、下载产品和反馈问题的方法。',
    sections: [
      {
        id: 'register',
        title: '1. 注册与登录',
        paragraphs: [
          '在首页点击“注册”，填写用户名（以字母开头，3~15 个字符）、密码（同时包含数字和字母，至少 8 个字符）、手机号、邮箱、姓名和单位，阅读并同意用户协议后提交。',
          '注册成功后使用用户名和密码登录。忘记密码时，在登录页点击“忘记密码”，按邮箱或手机号申请重置链接。',
          '登录后可在“个人信息”中修改联系方式，并上传证件完成实名认证；实名认证经工作人员审核后生效。',
        ],
      },
      {
        id: 'search',
        title: '2. 查询存档影像',
        paragraphs: [
          '进入“影像查询”，在地球上绘制区域或导入 kml、kmz、shp 压缩包，设置时间范围、成像模式、极化方式、产品级别等条件后点击“查询”。',
          '结果列表显示每景影像的拍摄时间、卫星、成像模式和覆盖范围；点击一景可查看快视图和详细信息，并在地球上显示其足迹。',
        ],
      },
      {
        id: 'order',
        title: '3. 购物车与存档订单',
        paragraphs: [
          '在查询结果中勾选影像后点击“加入购物车”，或直接点击“下单”。下单前会显示订单费用、当前余额和支付后余额。',
          '确认后从账户余额中扣费并生成存档订单；余额不足时请联系销售人员充值。',
        ],
      },
      {
        id: 'tasking',
        title: '4. 编程订单与成像预测',
        paragraphs: [
          '进入“编程订单”，填写目标名称，绘制点或最多 5 个区域（也可导入文件），选择成像模式、轨道方向、视向、视角范围、产品类型、时效和期望拍摄时间。',
          '点击“预测”可查看最近 5 次成像机会及其在地球上的足迹；确认费用后提交订单，并按要求上传申请表（doc、docx 或 pdf，不超过 30MB）。',
          '订单在待审核状态下可以修改或删除；审核通过后将安排拍摄任务。',
        ],
      },
      {
        id: 'orderCentre',
        title: '5. 订单中心',
        paragraphs: [
          '“订单中心”包括购物车、存档订单、我的编程订单和我的提醒。可按订单号、状态和时间筛选订单，查看订单详情和状态历史。',
          '编程订单的状态变化（审核、规划、拍摄、交付、失败或取消）会以提醒的形式出现在页眉的铃铛中。',
        ],
      },
      {
        id: 'downloads',
        title: '6. 产品下载',
        paragraphs: [
          '存档订单完成或编程订单交付后，在订单详情中点击“下载”获取产品文件。',
          '下载链接仅对订单所有者有效；大文件会直接保存到本地磁盘。',
        ],
      },
      {
        id: 'feedback',
        title: '7. 意见反馈',
        paragraphs: [
          '登录后，在任意页面点击页眉中的“意见反馈”图标，选择模块和反馈类型，填写手机号或邮箱作为联系方式和问题描述，可附带一个不超过 30MB 的附件（doc、docx、pdf、png 或 jpg）。',
          '提交成功后显示“反馈成功”。在“资源中心”的“我的反馈”中可以查看反馈的处理状态和工作人员的回复，并下载自己上传的附件。',
        ],
      },
    ],
  },
  en: {
    title: 'SAR Imagery Portal User Manual',
    subtitle:
      'This manual shows how a customer registers, searches the archive, orders, places tasking orders, follows orders, downloads products and sends feedback.',
    sections: [
      {
        id: 'register',
        title: '1. Register and sign in',
        paragraphs: [
          'On the home page choose "Register" and enter a username (a letter first, 3 to 15 characters), a password (both numbers and letters, at least 8 characters), your mobile number, e-mail, name and organization; accept the user agreement and send the form.',
          'Then sign in with your username and password. If you forget your password, choose "Forgot password" on the sign-in page and ask for a reset link by e-mail or mobile number.',
          'After signing in, "User info" lets you change your contact details and upload an identity document for real-name verification, which takes effect once staff have reviewed it.',
        ],
      },
      {
        id: 'search',
        title: '2. Search the archive',
        paragraphs: [
          'Open "Image query", draw an area on the globe or import a kml, kmz or zipped shapefile, set the time range, imaging mode, polarization and product level, then choose "Search".',
          "The results show each scene's acquisition time, satellite, imaging mode and footprint; select a scene to see its quicklook and details and its footprint on the globe.",
        ],
      },
      {
        id: 'order',
        title: '3. Cart and archive orders',
        paragraphs: [
          'Tick scenes in the results and choose "Add to cart", or choose "Order" at once. Before the order is placed you see its cost, your balance and the balance after paying.',
          'Confirming pays the order from your balance and creates an archive order; if your balance is short, ask your sales contact for a top-up.',
        ],
      },
      {
        id: 'tasking',
        title: '4. Tasking orders and prediction',
        paragraphs: [
          'Open "Tasking order", name the target, draw a point or up to 5 areas (or import a file), and choose the imaging mode, orbit direction, look side, incidence angle range, product type, timeliness and the wished acquisition window.',
          '"Predict" shows the next 5 imaging opportunities and their footprints on the globe. Check the cost, send the order and upload the application form when asked (doc, docx or pdf, at most 30 MB).',
          'An order pending review can still be edited or deleted; once approved, acquisition tasks are planned.',
        ],
      },
      {
        id: 'orderCentre',
        title: '5. Order centre',
        paragraphs: [
          'The "Order centre" holds the cart, archive orders, your tasking orders and your alerts. Filter orders by number, state and time, and open an order for its details and history.',
          "Changes of a tasking order's state (review, planning, acquisition, delivery, failure or cancellation) arrive as alerts under the bell in the header.",
        ],
      },
      {
        id: 'downloads',
        title: '6. Downloads',
        paragraphs: [
          'When an archive order is complete or a tasking order is delivered, choose "Download" in the order\'s details to get the product files.',
          "Download links work only for the order's owner; large files stream straight to disk.",
        ],
      },
      {
        id: 'feedback',
        title: '7. Feedback',
        paragraphs: [
          'When signed in, choose the "Feedback" icon in the header on any page, pick the module and feedback type, enter a mobile number or e-mail as contact and a description, and attach one file if you like (doc, docx, pdf, png or jpg, at most 30 MB).',
          'Sent feedback shows "Feedback successful". "My feedback" in the Resource centre shows its state and the staff\'s reply, and lets you download your attachment.',
        ],
      },
    ],
  },
};
