import { createElement, lazy, type ComponentType } from 'react';

/** A page whose code loads with its route (React.lazy) and can be loaded ahead with `preload()`. */
export interface LazyPage {
  (props: object): ReturnType<typeof createElement>;
  preload(): Promise<void>;
}

/**
 * Once preloaded, the page renders at once instead of suspending, so a portal taking over a prerendered page shows
 * that page, not a loading state, in its first frame.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => remember().then((component) => ({ default: component })));
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  Page.preload = () => remember().then(() => undefined);
  return Page;
}
