/**
 * A page-wide channel for short messages (success, error) that any remote can raise and the shell shows.
 * Plain TypeScript so the HTTP client can use it too.
 */
export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Notice {
  id: number;
  severity: NoticeSeverity;
  message: string;
}
type Listener = (n: Notice) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function notify(severity: NoticeSeverity, message: string): void {
  const notice = { id: nextId++, severity, message };
  for (const l of listeners) l(notice);
}

export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
