import {
  findOrderCenterChild,
  findRoute,
  loginUrlFor,
  mayOpen,
  menuFor,
  orderCenterGroupHome,
  safeRedirectTarget,
  type RoleGroup,
} from '@portal/shared/domain';

/** What the navigation rules of docs/requirements.md §2 need to know about the visitor. */
export interface Visitor {
  signedIn: boolean;
  role: RoleGroup;
  mobile: boolean;
}

/**
 * The order-centre landing page of a role: a customer's cart (docs/requirements.md §2); for staff and sales their
 * alerts, which list the work waiting for them first (reviews, notices), so the order centre never opens on an
 * empty cart while work waits.
 */
export function orderCenterHome(role: RoleGroup): string {
  const menu = menuFor(role);
  const home = role === 'customer' ? 'shoppingCart' : 'myAlerts';
  return `/personalCenter/${(menu.find((c) => c.path === home) ?? menu[0]).path}`;
}

/**
 * docs/requirements.md §2's navigation rules for one URL: where the visitor must be sent instead, or null to stay.
 * Order: order-centre group paths (to their list), unknown routes, mobile home, sign-in guard, signed-in /login,
 * /setup, /personalCenter.
 */
export function redirectFor(pathname: string, search: string, v: Visitor): string | null {
  const route = findRoute(pathname);
  if (!route) return '/404';
  if (route.path === '/personalCenter/*') {
    const home = orderCenterGroupHome(pathname.slice('/personalCenter/'.length));
    if (home) return `/personalCenter/${home}${search}`;
  }
  if (route.path === '/personalCenter/*' && !findOrderCenterChild(pathname.slice('/personalCenter/'.length)))
    return '/404';
  if (v.mobile && route.path === '/') return '/phonehome';
  if (v.mobile && route.path === '/register') return '/phoneregister';
  if (!route.public && !v.signedIn) return loginUrlFor(pathname + search);
  if (v.signedIn && route.path === '/login') return '/';
  if (route.path === '/setup') return '/userInfo';
  if (route.path === '/personalCenter') return orderCenterHome(v.role);
  return null;
}

/** A child of the order centre that the visitor's role may not open (docs/requirements.md §6): refused when opened directly. */
export function isForbidden(pathname: string, role: RoleGroup): boolean {
  if (!pathname.startsWith('/personalCenter/')) return false;
  const child = findOrderCenterChild(pathname.slice('/personalCenter/'.length));
  return !!child && !mayOpen(role, child);
}

/**
 * Where a tab goes when the session of another tab reaches it after it had chosen its page as a visitor's: the login
 * page gives way to the page it was to bring the user back to (as a sign-in there would); any other page follows
 * docs/requirements.md §2's rules for the signed-in user, or stays.
 */
export function redirectOnSessionArrived(pathname: string, search: string, v: Visitor): string | null {
  if (findRoute(pathname)?.path === '/login')
    return safeRedirectTarget(new URLSearchParams(search).get('redirect'));
  return redirectFor(pathname, search, v);
}
