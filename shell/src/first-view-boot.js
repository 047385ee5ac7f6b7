/*
 * The boot of a prerendered page (deploy/first-view.mjs inlines this script into each page of web-root/first-view/,
 * whose HTML already shows the page a visitor asked for): the portal's scripts (data-main, the shell's entry) load
 * when the visitor first needs them — a touch, a key, the pointer, a scroll, or a part of the page that waits for
 * data coming into view — and at once for a visitor the page cannot stand for (signed in, English chosen) or a
 * link with a query for the portal to act on.
 * Until they arrive, links work as links; a button pressed or a form submitted is done again by the portal once
 * it has replaced the first view, and what was typed into a field is carried over into the portal's own field.
 * Plain ES2019, no imports: it runs before anything else.
 */
(function () {
  var main = document.currentScript.getAttribute('data-main');
  var html = document.documentElement;
  // Spec §2 (as shell/src/navigation.ts): phones land on the phone home.
  var mobile = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i.test(navigator.userAgent);
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
  // The first view is Chinese and signed out (deploy/first-view.mjs); any other visitor gets the portal at once,
  // and so does a new tab while another tab of this browser may hold a session (shared/src/session/tabs.ts).
  var stale =
    read(localStorage, 'portal.lang') === 'en' ||
    !!read(sessionStorage, 'portal.token') ||
    read(localStorage, 'portal.sessionOpen') === '1';
  if (stale) html.setAttribute('data-first-view', 'stale');
  // A link with a query (a recommender's, the page to return to after signing in) is for the portal to act on.
  var now = stale || location.search.length > 1;

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
      pending = e.target.querySelector('button[type="submit"]');
      boot();
    },
    true,
  );
  /** Once the portal has replaced a part, fills its fields with what was typed and presses the pending button. */
  function carryOver(root) {
    var setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    Object.keys(typed).forEach(function (name) {
      var input = root.querySelector('input[name="' + name + '"]');
      if (!input || input.value === typed[name]) return;
      setValue.call(input, typed[name]);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
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
    });
    slots.forEach(function (slot) {
      observer.observe(slot, { childList: true });
    });
    // A part still waiting for data (a progress indicator) that the visitor can see needs the portal now.
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
        waiting.observe(el);
      });
    } else boot();
  }

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
  });
  document.addEventListener('DOMContentLoaded', function () {
    watch();
    if (now) boot();
  });
})();
