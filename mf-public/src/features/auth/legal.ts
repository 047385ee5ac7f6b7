import type { Lang } from '@portal/shared/domain';

/** A legal text the registration form links to: a title and numbered sections of paragraphs. */
export interface LegalText {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export type LegalDocument = 'terms' | 'privacy';

const TERMS: Record<Lang, LegalText> = {
  zh: {
    title: '条款与条件',
    updated: '生效日期：2026年1月1日',
    sections: [
      {
        heading: '1. 服务内容',
        paragraphs: [
          '本平台提供雷达（SAR）卫星存档影像的检索、订购和下载，新拍摄任务（编程订单）的提交与跟踪，以及相关的应用服务。注册即表示您同意本条款。',
        ],
      },
      {
        heading: '2. 账号',
        paragraphs: [
          '请如实填写注册信息并及时更新。您应妥善保管密码，对本人账号下的一切操作负责；发现账号被他人使用时，请立即修改密码并通过“意见反馈”通知我们。',
          '一个账号仅供注册人本人或其所在单位使用，不得转让或出借。',
        ],
      },
      {
        heading: '3. 订单与付款',
        paragraphs: [
          '下单前页面显示订单金额，确认后从账户余额中扣除。编程订单须经审核，能否拍摄取决于卫星资源和审核结果；未能执行的订单按订单中心显示的规则退款。',
        ],
      },
      {
        heading: '4. 影像的使用',
        paragraphs: [
          '您获得的影像仅可用于订单中申报的用途。未经我们书面许可，不得转售、公开发布或向第三方提供原始影像；发表基于影像的成果时请注明影像来源。',
        ],
      },
      {
        heading: '5. 禁止的行为',
        paragraphs: [
          '不得干扰或破坏平台运行，不得绕过访问控制，不得在开放接口（API）之外批量抓取数据，不得上传含有恶意代码的文件。',
        ],
      },
      {
        heading: '6. 责任限制',
        paragraphs: [
          '影像按获取时的状态提供。因卫星故障、测控或资源冲突等原因未能按期拍摄时，我们以退还相应费用为限承担责任。',
        ],
      },
      {
        heading: '7. 条款的变更与适用法律',
        paragraphs: [
          '条款变更时我们会在平台上公布，变更后继续使用即视为接受。本条款适用中华人民共和国法律。',
        ],
      },
    ],
  },
  en: {
    title: 'Terms and Conditions',
    updated: 'In force from 1 January 2026',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'This portal offers the search, ordering and download of archived radar (SAR) satellite images, the submission and tracking of new imaging (tasking orders), and related application services. By registering you accept these terms.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'Give true registration details and keep them up to date. Keep your password secret: you are responsible for everything done with your account. If someone else uses it, change your password at once and tell us through Feedback.',
          'An account serves the person who registered it or their organization; it may not be passed on or lent.',
        ],
      },
      {
        heading: '3. Orders and payment',
        paragraphs: [
          'The price of an order is shown before you confirm it and is then taken from your account balance. Tasking orders are reviewed; whether an image can be taken depends on the satellites and the review. Orders that cannot be carried out are refunded as the order centre shows.',
        ],
      },
      {
        heading: '4. Use of the images',
        paragraphs: [
          'The images you receive may be used only for the purpose stated in the order. Without our written permission they may not be resold, published or given to third parties as they are; work based on them names their source.',
        ],
      },
      {
        heading: '5. What is not allowed',
        paragraphs: [
          'Disturbing the portal, getting around its access control, harvesting data in bulk other than through the API, or uploading files with malicious content.',
        ],
      },
      {
        heading: '6. Liability',
        paragraphs: [
          'Images are supplied as acquired. If an acquisition cannot take place in time because of a satellite failure, ground-station or resource conflicts, our liability is limited to refunding its price.',
        ],
      },
      {
        heading: '7. Changes and governing law',
        paragraphs: [
          'Changes to these terms are announced on the portal; using it after a change means accepting it. These terms are governed by the law of the People’s Republic of China.',
        ],
      },
    ],
  },
};

const PRIVACY: Record<Lang, LegalText> = {
  zh: {
    title: '隐私政策',
    updated: '生效日期：2026年1月1日',
    sections: [
      {
        heading: '1. 我们收集的信息',
        paragraphs: [
          '注册信息：用户名、姓名、手机号、邮箱、单位名称和推荐人。使用中产生的信息：订单、编程订单及其目标区域、反馈内容，以及登录记录（时间、IP 地址、浏览器）。',
        ],
      },
      {
        heading: '2. 使用目的',
        paragraphs: [
          '提供服务和处理订单；由为您分配的销售专员与您联系；保障账号和平台安全；履行法律规定的义务。我们不会将您的信息用于与上述目的无关的用途。',
        ],
      },
      {
        heading: '3. 浏览器中保存的内容',
        paragraphs: [
          '登录状态保存在浏览器的会话存储中，同一浏览器的多个标签页共用，关闭全部标签页后即失效；所选语言和推荐人保存在本地存储中。平台不使用广告或跟踪类 Cookie。',
        ],
      },
      {
        heading: '4. 信息的共享',
        paragraphs: [
          '只有处理您订单的工作人员和您的销售专员可以查看您的信息。我们不会出售您的个人信息；仅在法律要求时向有关机关提供。',
        ],
      },
      {
        heading: '5. 保存期限与安全',
        paragraphs: [
          '账号存续期间我们保存您的信息，订单和账单按会计法规要求的期限保存。密码经过加密散列后存储，登录会话在一段时间无操作后自动失效。',
        ],
      },
      {
        heading: '6. 您的权利',
        paragraphs: [
          '您可以在“个人信息”中查看和更正自己的信息，也可以通过“意见反馈”要求注销账号、删除信息或撤回同意。',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    updated: 'In force from 1 January 2026',
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Registration details: username, name, mobile number, email, organization and recommender. What comes from using the portal: orders, tasking orders and their target areas, feedback, and sign-in records (time, IP address, browser).',
        ],
      },
      {
        heading: '2. Why',
        paragraphs: [
          'To provide the service and handle your orders; so that the sales representative assigned to you can contact you; to keep accounts and the portal secure; and to meet legal obligations. We use your details for nothing else.',
        ],
      },
      {
        heading: '3. What your browser keeps',
        paragraphs: [
          'Your sign-in is kept in the browser’s session storage, shared by the tabs of one browser and gone once all of them are closed; the chosen language and the recommender are kept in local storage. The portal uses no advertising or tracking cookies.',
        ],
      },
      {
        heading: '4. Who sees your details',
        paragraphs: [
          'Only the staff handling your orders and your sales representative. We never sell personal data, and disclose it to authorities only where the law requires it.',
        ],
      },
      {
        heading: '5. Retention and security',
        paragraphs: [
          'We keep your details while your account exists, and orders and bills as long as accounting law requires. Passwords are stored as salted hashes, and a session ends by itself after a period without activity.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'You can see and correct your details under My account, and ask through Feedback for your account to be closed, your details erased or your consent withdrawn.',
        ],
      },
    ],
  },
};

export function legalText(doc: LegalDocument, lang: Lang): LegalText {
  return (doc === 'terms' ? TERMS : PRIVACY)[lang];
}
