/**
 * Lists of API items in a first view (deploy/first-view.mjs). A first view is rendered at build time, before any
 * data exists; a part that lists API items renders there, instead of its loading state alone, a template of its
 * list whose fields are placeholders (`{{0.title}}`: field `title` of item 0). The page's boot script
 * (shell/src/first-view-boot.js) asks the API for the items and fills the template, so the visitor sees them
 * without the portal's scripts; it keeps the answer, and the portal's part starts from it
 * (`firstViewAnswer`), so taking over changes nothing on screen.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Envelope } from '../http/client';

const FirstViewContext = createContext(false);

/** Inside a build-time render of a first view (shared/src/prerender.ts). */
export const FirstViewRender = FirstViewContext.Provider;

/** Whether this render is a first view's, at build time: lists of API items render `FirstViewList`. */
export const useFirstViewRender = () => useContext(FirstViewContext);

/**
 * `count` stand-in items for a first view's template: every field reads `{{i.field}}`, which the boot script
 * replaces with field `field` of the API's item `i`.
 */
export function placeholderItems<T>(count: number): T[] {
  return Array.from(
    { length: count },
    (_, i) =>
      new Proxy({} as object, {
        get: (_target, key) => (typeof key === 'string' ? `{{${i}.${key}}}` : undefined),
      }) as T,
  );
}

/** Marks item `i` of a first view's template: left out when the API has fewer items. */
export const firstViewItem = (i: number) => ({ 'data-first-view-item': i });

/**
 * How the boot script writes a field (shell/src/first-view-boot.js): by a table of words for its values (a value
 * not in it is written as it is), or as a date in Beijing time (`yyyy-MM-dd`, as formatDate for Chinese).
 */
export type FirstViewFormat = Record<string, string> | 'date';

/**
 * A first view's list: `template` is the list rendered from `placeholderItems` (each item marked with
 * `firstViewItem`; `{{total}}` stands for the answer's `total`), filled from the answer to a GET of `url` (the
 * API's address as the browser asks it: `/api/…`) with the `formats` of its fields; `children` show until then,
 * and stay if the answer does not come (the portal then loads and shows the list, or why not).
 */
export function FirstViewList({
  url,
  template,
  formats,
  children,
}: {
  url: string;
  template: ReactNode;
  formats?: Record<string, FirstViewFormat>;
  children: ReactNode;
}) {
  return (
    <div data-first-view-list={url} data-first-view-formats={formats && JSON.stringify(formats)}>
      <template>{template}</template>
      {children}
    </div>
  );
}

/** The answers the boot script kept, by URL (shell/src/first-view-boot.js). */
interface FirstViewGlobal {
  portalFirstView?: { answers: Record<string, Envelope<unknown> | undefined> };
}

/**
 * The API's answer to `url` that this page's first view was filled from: the part that takes the first view's
 * place starts from what the visitor sees. Undefined when there was none; the boot script forgets the answers
 * when the portal leaves the page.
 */
export function firstViewAnswer<T>(url: string): Envelope<T> | undefined {
  return (globalThis as FirstViewGlobal).portalFirstView?.answers[url] as Envelope<T> | undefined;
}
