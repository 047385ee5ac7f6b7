/*
 * The boot of a prerendered page (deploy/first-view.mjs bundles this script with ./first-view-session.ts and inlines
 * it into each page of web-root/first-view/, whose HTML already shows the page a visitor asked for): the portal's
 * scripts (data-main, the shell's entry) load when the visitor first needs them — a touch, a key, the pointer, a
 * scroll, or a part of the page that waits for data coming into view — and at once for a visitor the page cannot
 * stand for (English chosen, staff signed in) or a link with a query for the portal to act on.
 * The sign-in page needs no portal: its first view sends the form itself, and a signed-in customer's pages show
 * their header (./first-view-session.ts).
 * Until they arrive, links work as links; a button pressed or a form submitted is done again by the portal once
 * it has replaced the first view, and what was typed into a field is carried over into the portal's own field.
 * ES2019 once bundled: it runs before anything else.
 */
import { LANG_KEY } from '@portal/shared/i18n/plain';
import { SESSION_KEYS } from '@portal/shared/session/keys';
import { SESSION_OPEN_KEY } from '@portal/shared/session/tabs';
import {
  fillPlaceholders,
  firstViewShows,
  linkFirstViewTabs,
  showSignedIn,
  signInFromFirstView,
  storedSession,
} from './first-view-session';

(function () {
  var main = document.currentScript.getAttribute('data-main');
  // The files the portal loads first on this page (deploy/first-view.mjs lists them at build time).
  var prefetch = (document.currentScript.getAttribute('data-prefetch') || '').split(' ').filter(Boolean);
  var html = document.documentElement;
  // docs/requirements.md §1: phones land on the phone home; both servers send them there before this page, where they can
  // (data-mobile: the pattern of shared/src/domain/mobile-browsers.json).
  var mobile = new RegExp(document.currentScript.getAttribute('data-mobile'), 'i').test(navigator.userAgent);
  if (mobile && location.pathname === '/') {
    location.replace('/phonehome' + location.search + location.hash);
    return;
  }
  function read(storage, key) {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }
  // The first view is Chinese; a signed-in customer's shows their header. Any other visitor gets the portal at
  // once, and so does a new tab while another tab of this browser may hold a session (shared/src/session/tabs.ts):
  // the portal asks the other tabs for it.
  var hasToken = !!read(sessionStorage, SESSION_KEYS.token);
  var session = hasToken ? storedSession() : null;
  // A signed-in visitor does not stay on the sign-in page: the portal sends them on.
  var signedIn = !!session && firstViewShows(session) && location.pathname !== '/login';
  var stale =
    read(localStorage, LANG_KEY) === 'en' ||
    (hasToken && !signedIn) ||
    (!hasToken && read(localStorage, SESSION_OPEN_KEY) === '1');
  if (stale) html.setAttribute('data-first-view', 'stale');
  // A link with a query (a recommender's, the page to return to after signing in) is for the portal to act on.
  var now = stale || location.search.length > 1;
  // The sign-in page's first view sends its form itself: a move or a key there does not need the portal.
  var signInPage = !now && location.pathname === '/login';
  // While this first view holds the session, it answers the other tabs; the portal does once it has taken over.
  var tabs = null;
  if (signedIn && !stale) {
    html.setAttribute('data-first-view-session', '');
    tabs = linkFirstViewTabs(function () {
      if (tabs) location.reload();
    });
  }

  var booted = false;
  var INTENT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];
  function boot() {
    if (booted) return;
    booted = true;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, boot, true);
    });
    html.setAttribute('data-first-view', stale ? 'stale' : 'booting');
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }

  // What the visitor did before the portal took over, done again on the portal's own elements.
  var typed = {};
  var pending = null;
  document.addEventListener(
    'input',
    function (e) {
      var t = e.target;
      if (t && t.name && t.closest && t.closest('[data-first-view-part]')) typed[t.name] = t.value;
    },
    true,
  );
  // The first view's field the visitor was last in: when the portal replaces it, the caret goes on in the portal's
  // field of the same name, or the keys that follow would go nowhere (focus falls back to the page's body).
  var lastField = null;
  document.addEventListener(
    'focusin',
    function (e) {
      var t = e.target;
      if (t && t.name && t.closest && t.closest('[data-first-view-part]')) lastField = t;
    },
    true,
  );
  function same(a, b) {
    return (
      a.tagName === b.tagName &&
      a.textContent === b.textContent &&
      a.getAttribute('aria-label') === b.getAttribute('aria-label')
    );
  }
  document.addEventListener(
    'click',
    function (e) {
      var el = e.target && e.target.closest ? e.target.closest('button, [role="button"]') : null;
      if (!el || el.closest('a[href]') || !el.closest('[data-first-view-part]')) return;
      // The sign-in page's own button sends its form (the submit below).
      if (signInPage && !booted && el.type === 'submit' && el.closest('form[data-first-view-login]')) return;
      e.preventDefault();
      pending = el;
      boot();
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (e) {
      if (!e.target.closest('[data-first-view-part]')) return;
      e.preventDefault();
      if (signInPage && !booted && e.target.hasAttribute('data-first-view-login')) {
        signInFromFirstView(e.target);
        return;
      }
      pending = e.target.querySelector('button[type="submit"]');
      boot();
    },
    true,
  );
  /**
   * Once the portal has replaced a part, fills its fields with what was typed, puts the caret back where the visitor
   * was typing and presses the pending button.
   */
  function carryOver(root) {
    var setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    Object.keys(typed).forEach(function (name) {
      var input = root.querySelector('input[name="' + name + '"]');
      if (!input || input.value === typed[name]) return;
      setValue.call(input, typed[name]);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    if (lastField && !lastField.isConnected) {
      var next = root.querySelector('input[name="' + lastField.name + '"]');
      var active = document.activeElement;
      if (next && (!active || active === document.body)) {
        next.focus();
        try {
          next.setSelectionRange(lastField.selectionStart, lastField.selectionEnd);
        } catch {
          // a field without a caret (e.g. a number)
        }
      }
      lastField = null;
    }
    if (pending && !pending.isConnected) {
      var again = Array.prototype.find.call(root.querySelectorAll(pending.tagName), function (b) {
        return same(b, pending);
      });
      if (again) {
        pending = null;
        again.click();
      }
    }
  }

  // The API's answers the lists were filled from, by URL: the portal's parts start from them
  // (takeFirstViewAnswer, shared/src/ui/FirstViewList.tsx).
  var answers = {};
  window.portalFirstView = { answers: answers };
  /** A field as the list's formats say (FirstViewFormat, shared/src/ui/FirstViewList.tsx). */
  function formatted(value, format) {
    if (value == null) return '';
    if (format === 'date') {
      // Beijing time has no daylight saving: a fixed eight hours.
      var t = new Date(value).getTime();
      return isNaN(t) ? '' : new Date(t + 8 * 3600 * 1000).toISOString().slice(0, 10);
    }
    return format && Object.prototype.hasOwnProperty.call(format, value) ? format[value] : String(value);
  }
  /**
   * Fills a list's template (shared/src/ui/FirstViewList.tsx) from the API: `{{i.field}}` becomes field `field` of
   * item i, `{{field}}` the answer's own, as text (never markup); items past the answer's are left out. Rejects
   * when there is nothing to show.
   */
  function fillList(list) {
    var url = list.getAttribute('data-first-view-list');
    var formats = JSON.parse(list.getAttribute('data-first-view-formats') || '{}');
    return fetch(url, { headers: { 'Accept-Language': 'zh-CN' } })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        var items = answer && answer.code === 0 && answer.data;
        if (!items || !items.length) throw new Error('no items for ' + url);
        var filled = list.querySelector('template').content.cloneNode(true);
        filled.querySelectorAll('[data-first-view-item]').forEach(function (item) {
          if (Number(item.getAttribute('data-first-view-item')) >= items.length) item.remove();
        });
        var field = function (text) {
          return text.replace(/\{\{(?:(\d+)\.)?(\w+)\}\}/g, function (_, i, name) {
            var from = i === undefined ? answer : items[i] || {};
            return formatted(from[name], formats[name]);
          });
        };
        fillPlaceholders(filled, field);
        answers[url] = answer;
        list.replaceChildren(filled);
      });
  }

  function watch() {
    var parts = Array.prototype.slice.call(document.querySelectorAll('[data-first-view-part]'));
    var slots = parts.map(function (p) {
      return p.parentElement;
    });
    var observer = new MutationObserver(function () {
      var left = 0;
      parts.forEach(function (part, i) {
        if (part && !part.isConnected) {
          parts[i] = null;
          carryOver(slots[i]);
        } else if (part) left += 1;
      });
      if (!left) {
        observer.disconnect();
        html.removeAttribute('data-first-view');
      }
      // The portal's header has taken over: the portal's session answers the other tabs from now on.
      if (tabs && !document.querySelector('#portal-header [data-first-view-part]')) {
        tabs.close();
        tabs = null;
      }
    });
    slots.forEach(function (slot) {
      observer.observe(slot, { childList: true });
    });
    // Lists of API items are filled here (fillList); a part still waiting for other data (a progress indicator)
    // that the visitor can see needs the portal now.
    if (!now)
      document.querySelectorAll('[data-first-view-part] [data-first-view-list]').forEach(function (list) {
        fillList(list).catch(boot);
      });
    if ('IntersectionObserver' in window) {
      var waiting = new IntersectionObserver(function (entries) {
        if (
          entries.some(function (x) {
            return x.isIntersecting;
          })
        ) {
          waiting.disconnect();
          boot();
        }
      });
      document.querySelectorAll('[data-first-view-part] [role="progressbar"]').forEach(function (el) {
        if (now || !el.closest('[data-first-view-list]')) waiting.observe(el);
      });
    } else boot();
  }

  if (!signInPage)
    INTENT.forEach(function (type) {
      window.addEventListener(type, boot, { capture: true, passive: true });
    });
  // The portal went to another page before this page's part took over: that part leaves with the route.
  var path = location.pathname;
  window.addEventListener('single-spa:routing-event', function () {
    if (location.pathname === path) return;
    document.querySelectorAll('#portal-main [data-first-view-part]').forEach(function (part) {
      part.remove();
    });
    for (var url in answers) delete answers[url];
  });
  /**
   * Once the page has loaded and the browser is idle, the portal's files are fetched at low priority without being
   * run, so that the visitor's first tap finds them ready — unless the visitor saves data or the connection is a
   * 2G one, where the portal loads only when needed.
   */
  function prefetchPortal() {
    var connection = navigator.connection || {};
    if (booted) return;
    var allowed = !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType || '');
    // What was decided, for a test or a measurement to read: 'fetched' or 'skipped'.
    html.setAttribute('data-portal-prefetch', allowed ? 'fetched' : 'skipped');
    if (!allowed) return;
    prefetch.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  window.addEventListener('load', function () {
    if (window.requestIdleCallback) window.requestIdleCallback(prefetchPortal, { timeout: 3000 });
    else setTimeout(prefetchPortal, 1000);
  });
  document.addEventListener('DOMContentLoaded', function () {
    if (tabs && !showSignedIn(session)) {
      // A page without the signed-in header (a shell part from before it existed): the portal shows it.
      tabs.close();
      tabs = null;
      stale = now = true;
      html.setAttribute('data-first-view', 'stale');
    }
    html.removeAttribute('data-first-view-session');
    watch();
    if (now) boot();
  });
})();
