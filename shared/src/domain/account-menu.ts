import type { Bilingual } from './routes';
import type { RoleGroup } from './roles';
import type { OrderCenterChild } from './order-center-child';

/**
 * The account area: a person's own settings, reached from the header's user menu, never from the order-centre menu
 * (docs/requirements.md §6 lists that menu per role, and these pages are not in it). Its pages keep the URLs they
 * always had, /personalCenter/<path>: alerts, the API page and the image query link there, and the shell's rules
 * (remote, title, who may open it) read them like any page below /personalCenter/ (findOrderCenterChild).
 * Sections group the pages in the area's side menu and the user menu; delivery destinations and security come as
 * sections of their own. A customer's organisation (docs/organisations.md) is a section of its own.
 */
export type AccountSectionId = 'integrations' | 'organisation';

export interface AccountSection {
  id: AccountSectionId;
  title: Bilingual;
}

export interface AccountChild extends OrderCenterChild {
  section: AccountSectionId;
}

/** The area's name above its side menu. */
export const ACCOUNT_AREA_TITLE: Bilingual = { zh: '账户设置', en: 'Account settings' };

/** In the order of the side menu and the user menu. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { id: 'integrations', title: { zh: '集成', en: 'Integrations' } },
  { id: 'organisation', title: { zh: '团队', en: 'Team' } },
];

/**
 * Who may open each page is as it was in the order centre: API keys every role, the other integrations customers and
 * staff; the organisation customers only.
 */
export const ACCOUNT_CHILDREN: readonly AccountChild[] = [
  {
    path: 'apiKeys',
    section: 'integrations',
    title: { zh: 'API 密钥', en: 'API keys' },
    roles: ['customer', 'sales', 'staff'],
    remote: 'mf-order-center',
  },
  {
    path: 'webhooks',
    section: 'integrations',
    title: { zh: 'Webhook 通知', en: 'Webhooks' },
    roles: ['customer', 'staff'],
    remote: 'mf-order-center',
  },
  {
    path: 'subscriptions',
    section: 'integrations',
    title: { zh: '影像订阅', en: 'Imagery subscriptions' },
    roles: ['customer', 'staff'],
    remote: 'mf-order-center',
  },
  {
    path: 'organisation',
    section: 'organisation',
    title: { zh: '我的团队', en: 'My organisation' },
    roles: ['customer'],
    remote: 'mf-order-center',
  },
];

export interface AccountMenuSection {
  section: AccountSection;
  pages: AccountChild[];
  /** Where the user menu's entry for the section leads: its first page. */
  href: string;
}

/** The sections a role sees, each with the pages it may open (a section with none is left out). */
export function accountMenuFor(group: RoleGroup): AccountMenuSection[] {
  return ACCOUNT_SECTIONS.flatMap((section) => {
    const pages = ACCOUNT_CHILDREN.filter((c) => c.section === section.id && c.roles.includes(group));
    return pages.length ? [{ section, pages, href: `/personalCenter/${pages[0].path}` }] : [];
  });
}

/** Whether a pathname is a page of the account area (so the header does not mark the order centre as current). */
export function isAccountPath(pathname: string): boolean {
  const m = /^\/personalCenter\/([^/?#]+)\/?(?:[?#]|$)/.exec(pathname);
  return !!m && ACCOUNT_CHILDREN.some((c) => c.path === m[1]);
}
