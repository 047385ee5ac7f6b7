/**
 * The session in a first view, before any script of the portal (shell/src/first-view-boot.js, which
 * deploy/first-view.mjs bundles with this module into the pages' one inline script):
 * - the sign-in page's first view sends its form itself and stores the session as the portal does;
 * - a signed-in customer's first view shows the header of a signed-in customer (deploy/first-view.mjs puts it in the
 *   page as a template, rendered from the shell's Header);
 * - such a tab takes part in the tabs' session protocol (@portal/shared/session/tabs) like the portal: it answers a
 *   new tab that asks for the session, and a sign-out in another tab ends its session.
 * Only modules without dependencies are imported: the whole script is a few KB.
 */
import { roleGroupOf } from '@portal/shared/domain/roles';
import { moneyText } from '@portal/shared/i18n/plain';
import { SESSION_KEYS } from '@portal/shared/session/keys';
import { linkTabs, type SharedSession, type TabLink } from '@portal/shared/session/tabs';

/** The fields of the user's info the first view shows. */
interface ShownUser {
  username?: string;
  type?: string;
  balance?: number;
}

function readJson(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** This tab's session as the portal stored it (shared/src/session), or null. */
export function storedSession(): SharedSession | null {
  const token = readJson(SESSION_KEYS.token);
  const userId = readJson(SESSION_KEYS.userId);
  if (typeof token !== 'string' || !token || typeof userId !== 'number') return null;
  return {
    token,
    user_id: userId,
    // A tab that takes the session fills in the default coordinate system when none was stored.
    coordinate_system: readJson(SESSION_KEYS.crs) as string,
    user: readJson(SESSION_KEYS.user),
  };
}

function storeSession(s: SharedSession): void {
  sessionStorage.setItem(SESSION_KEYS.token, JSON.stringify(s.token));
  sessionStorage.setItem(SESSION_KEYS.userId, JSON.stringify(s.user_id));
  if (s.coordinate_system) sessionStorage.setItem(SESSION_KEYS.crs, JSON.stringify(s.coordinate_system));
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(s.user));
}

function dropSession(): void {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
}

/**
 * Whether the first view can stand for this session: a customer's header only. Staff and sales see queues on their
 * bell that only the portal counts, so their pages load the portal at once.
 */
export function firstViewShows(session: SharedSession): boolean {
  return roleGroupOf((session.user as ShownUser | null)?.type) === 'customer';
}

/**
 * Links this tab with the others while its first view holds the session: `ended` is called when a sign-out in
 * another tab ended it (the session is already dropped from this tab).
 */
export function linkFirstViewTabs(ended: () => void): TabLink {
  return linkTabs({
    current: storedSession,
    adopt: storeSession,
    end: () => {
      dropSession();
      ended();
    },
  });
}

/**
 * Rewrites every text and attribute value under `root` with `fill` (a template's `{{…}}` placeholders), as text:
 * never markup.
 */
export function fillPlaceholders(root: Node, fill: (text: string) => string): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) (node as Text).data = fill((node as Text).data);
    else for (const a of Array.from((node as Element).attributes)) a.value = fill(a.value);
  }
}

/** The header of a phone (MUI's `sm` breakpoint, as the Header's useMediaQuery). */
const PHONE = '(max-width:599.95px)';

/**
 * Puts the signed-in customer's header items (the template of deploy/first-view.mjs, for a phone or a wider
 * screen) in place of Sign in and Register, with the user's name and balance. False when the page has no template.
 */
export function showSignedIn(session: SharedSession): boolean {
  const signedOut = document.querySelector('#portal-header [data-first-view-user]');
  const kind = window.matchMedia(PHONE).matches ? 'phone' : 'desktop';
  const template = document.querySelector<HTMLTemplateElement>(
    `#portal-header template[data-first-view-signed-in="${kind}"]`,
  );
  if (!signedOut || !template) return false;
  const user = (session.user ?? {}) as ShownUser;
  const items = template.content.cloneNode(true) as DocumentFragment;
  const values: Record<string, string> = {
    username: user.username ?? '',
    balance: typeof user.balance === 'number' ? moneyText(user.balance, 'zh') : '',
  };
  fillPlaceholders(items, (text) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''));
  if (typeof user.balance !== 'number') items.querySelector('[data-testid="header-balance"]')?.remove();
  signedOut.replaceWith(items);
  return true;
}

/** What the sign-in form of the first view says (mf-public's Login renders it into `data-first-view-login`). */
interface LoginTexts {
  /** Spec: both fields are required. */
  required: string;
  /** The request failed on its way (no answer from the API). */
  failed: string;
  /** Where a signed-in visitor goes. */
  to: string;
}

/** The API's answer (envelope of docs/architecture.md §3). */
interface Envelope {
  code?: number;
  msg?: string;
  data?: SharedSession[];
}

/**
 * Sends the first view's sign-in form (`POST /api/user/login/`, as mf-public's Login does): on success stores the
 * session, tells the other tabs and goes where a signed-in visitor goes (a page load: that page's first view shows
 * the signed-in header); otherwise shows the API's message in the form's alert and changes nothing.
 */
export async function signInFromFirstView(form: HTMLFormElement): Promise<void> {
  const texts = JSON.parse(form.getAttribute('data-first-view-login') ?? '{}') as LoginTexts;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const alert = form.querySelector<HTMLElement>('[data-first-view-alert]');
  const say = (message: string | null) => {
    if (!alert) return;
    const text = alert.querySelector('[data-first-view-alert-text]') ?? alert;
    text.textContent = message ?? '';
    alert.style.display = message ? '' : 'none';
  };
  const username = field('account')?.value.trim() ?? '';
  const password = field('password')?.value ?? '';
  if (!username || !password) return say(texts.required);
  say(null);
  submit?.setAttribute('disabled', '');
  submit?.classList.add('Mui-disabled');
  let leaving = false;
  try {
    const response = await fetch('/api/user/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
      body: JSON.stringify({ username, password }),
    });
    const answer = (await response.json().catch(() => ({}))) as Envelope;
    const session = answer.code === 0 ? answer.data?.[0] : undefined;
    if (!session?.token) return say(answer.msg ?? texts.failed);
    storeSession(session);
    leaving = true;
    // The link lives until the page goes; the page the visitor lands on links again (a tab opening in between asks,
    // and that page answers when it opens).
    linkFirstViewTabs(() => undefined).signedIn(session);
    location.assign(texts.to || '/');
  } catch {
    say(texts.failed);
  } finally {
    if (!leaving) {
      submit?.removeAttribute('disabled');
      submit?.classList.remove('Mui-disabled');
    }
  }
}
