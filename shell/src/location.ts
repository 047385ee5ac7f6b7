import { useSyncExternalStore } from 'react';

/** The current path and query, kept in step with single-spa's routing. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}
const snapshot = () => window.location.pathname + window.location.search;

/** The path a build-time render stands for (prerender.tsx): there is no window there. */
let renderedPath = '/';
export function setRenderedPath(path: string): void {
  renderedPath = path;
}

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, snapshot, () => renderedPath);
}
