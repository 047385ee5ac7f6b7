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

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, snapshot);
}
