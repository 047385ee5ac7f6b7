/**
 * A new page opens at its top: after a link, a redirect or a form that leads on (registering lands on the home
 * page), the window would otherwise keep the last page's scroll. Back and forward are left to the browser, which
 * restores where the reader was.
 */
export function scrollToTopOnNewPage(): void {
  let path = window.location.pathname;
  window.addEventListener('single-spa:routing-event', (evt) => {
    const detail = (evt as CustomEvent).detail as
      | { originalEvent?: Event & { singleSpa?: boolean } }
      | undefined;
    const original = detail?.originalEvent;
    // single-spa marks the popstate it fires for pushState and replaceState; the browser's own is back or forward.
    const byThePortal = !original || original.type !== 'popstate' || original.singleSpa === true;
    const next = window.location.pathname;
    if (next !== path && byThePortal) window.scrollTo(0, 0);
    path = next;
  });
}
