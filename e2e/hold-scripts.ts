import type { Page, Route } from '@playwright/test';

/** The portal's scripts: the shell's and the remotes' files. */
export const PORTAL_SCRIPT = /\/(assets|mf)\/.+\.js$/;

/**
 * Holds back every script of the portal a page asks to run until `release` is called, so that what a visitor sees
 * meanwhile is what the HTML gave (the first view, deploy/first-view.mjs). `asked` lists the scripts asked for.
 * Files fetched ahead at idle without running (a prefetch, shell/src/first-view-boot.js) pass: that is not the portal
 * loading.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  const asked: string[] = [];
  let holding = true;
  await page.route(PORTAL_SCRIPT, (route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    asked.push(route.request().url());
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    asked,
    release: async () => {
      holding = false;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}
