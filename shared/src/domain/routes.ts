/**
 * Every top-level route of docs/requirements.md §2: who may open it, which remote renders it, and its page title.
 * Pure data shared by the shell (navigation rules, titles) and the remotes (their routers).
 */
import remotes from './remotes.json';
import mobileBrowsers from './mobile-browsers.json';

export type RemoteName = 'mf-public' | 'mf-image-query' | 'mf-tasking' | 'mf-order-center' | 'mf-admin';
/**
 * The remotes of the portal, in load order: the one list (remotes.json) that the shell, the deployment scripts, lint
 * and jest read.
 */
export const REMOTES = remotes as readonly RemoteName[];
export type Lang = 'zh' | 'en';
export type Bilingual = Record<Lang, string>;

export const PRODUCT_NAME: Bilingual = { zh: '雷达卫星影像服务平台', en: 'SAR Imagery Portal' };

export interface PortalRoute {
  /** Path pattern; `:id` matches one segment, a trailing `/*` matches any rest. */
  path: string;
  remote: RemoteName;
  public: boolean;
  title: Bilingual;
}

const pub = (path: string, zh: string, en: string): PortalRoute => ({
  path,
  remote: 'mf-public',
  public: true,
  title: { zh, en },
});

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  pub('/', '首页', 'Home'),
  pub('/login', '登录', 'Sign in'),
  pub('/register', '注册', 'Register'),
  pub('/forgetPassword', '忘记密码', 'Forgot password'),
  pub('/reset/:id', '重置密码', 'Reset password'),
  pub('/404', '页面不存在', 'Page not found'),
  pub('/phonehome', '手机首页', 'Mobile home'),
  pub('/phoneregister', '手机注册', 'Mobile registration'),
  pub('/PDF', '文档', 'Document'),
  pub('/sampleImage', '样例影像', 'Sample images'),
  pub('/interFace', 'API 接口', 'API'),
  pub('/userGuide', '用户指南', 'User guide'),
  pub('/details', '影像详情', 'Image details'),
  pub('/applicationService', '应用服务', 'Application services'),
  pub('/applicationService/introduce', '应用服务介绍', 'Application services overview'),
  pub('/applicationService/waterExtraction', '洪涝监测', 'Flood monitoring'),
  pub('/applicationService/oilSpill', '溢油监测', 'Oil spill monitoring'),
  pub('/applicationService/vesselDetection', '船舶检测', 'Vessel detection'),
  pub('/applicationService/videoRadar', '视频雷达', 'Video radar'),
  // An organisation's invitation link (docs/organisations.md): visitors sign up and join there, so it is public.
  {
    path: '/invitation',
    remote: 'mf-order-center',
    public: true,
    title: { zh: '团队邀请', en: 'Invitation' },
  },
  {
    path: '/imageQuery',
    remote: 'mf-image-query',
    public: false,
    title: { zh: '影像查询', en: 'Image query' },
  },
  {
    path: '/programOrder',
    remote: 'mf-tasking',
    public: false,
    title: { zh: '编程订单', en: 'Tasking order' },
  },
  {
    path: '/programOrder/:id',
    remote: 'mf-tasking',
    public: false,
    title: { zh: '编辑编程订单', en: 'Edit tasking order' },
  },
  {
    path: '/resourceCenter',
    remote: 'mf-order-center',
    public: false,
    title: { zh: '资源中心', en: 'Resource centre' },
  },
  {
    path: '/changePassword',
    remote: 'mf-order-center',
    public: false,
    title: { zh: '修改密码', en: 'Change password' },
  },
  { path: '/setup', remote: 'mf-order-center', public: false, title: { zh: '设置', en: 'Settings' } },
  {
    path: '/userInfo',
    remote: 'mf-order-center',
    public: false,
    title: { zh: '个人信息', en: 'My account' },
  },
  {
    path: '/personalCenter',
    remote: 'mf-order-center',
    public: false,
    title: { zh: '订单中心', en: 'Order centre' },
  },
  {
    path: '/personalCenter/*',
    remote: 'mf-order-center',
    public: false,
    title: { zh: '订单中心', en: 'Order centre' },
  },
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want[want.length - 1] === '*')
    return have.length >= want.length && want.slice(0, -1).every((s, i) => s === have[i]);
  return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
}

/** The route a pathname belongs to, or undefined for an unknown route (docs/requirements.md §2: it goes to /404). */
export function findRoute(pathname: string): PortalRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    PORTAL_ROUTES.find((r) => !r.path.endsWith('/*') && matches(r.path, clean)) ??
    PORTAL_ROUTES.find((r) => matches(r.path, clean))
  );
}

/**
 * docs/requirements.md §1: mobile browsers are sent to the phone home page. The one pattern (mobile-browsers.json, case-insensitive)
 * that the shell, the first view's boot script and both servers (the API's static site, nginx) test the User-Agent
 * against.
 */
const MOBILE_BROWSER = new RegExp(mobileBrowsers.pattern, 'i');
export function isMobileBrowser(userAgent: string): boolean {
  return MOBILE_BROWSER.test(userAgent);
}

/** docs/requirements.md §2: the page title is the product name plus the page title. */
export function documentTitle(pageTitle: string, lang: Lang): string {
  return `${PRODUCT_NAME[lang]} - ${pageTitle}`;
}

/** Only same-origin paths may be restored after login or registration (no open redirect). */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The login page that brings the user back to `pathWithSearch` afterwards. */
export function loginUrlFor(pathWithSearch: string): string {
  return pathWithSearch === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}
