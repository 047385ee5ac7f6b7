import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
// By the package's name, not '../router': a shared module is shared only where it is imported by its name, and
// the Router must be the one every remote's Link reads.
import { BrowserRouter } from '@portal/shared/router';
import { PortalProviders } from './PortalProviders';
import { ErrorState } from './states';

/** The element of the shell's main slot where a remote mounts; remotes get one child each. */
export const MAIN_SLOT_ID = 'portal-main';

function slotFor(name: string): HTMLElement {
  const id = `app-${name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    (document.getElementById(MAIN_SLOT_ID) ?? document.body).appendChild(el);
  }
  return el;
}

/** A remote's root with the portal's providers and its own router. */
export function RemoteRoot({ name, App }: { name: string; App: ComponentType }) {
  return (
    <PortalProviders cacheKey={name}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PortalProviders>
  );
}

/** single-spa lifecycles for a remote's `./app` (docs/architecture.md §2). */
export function createRemoteLifecycles(name: string, App: ComponentType) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => <RemoteRoot name={name} App={App} />,
    domElementGetter: () => slotFor(name),
    errorBoundary: (err: Error) => <ErrorState message={err.message} />,
  });
}
