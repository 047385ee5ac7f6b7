import { chromium } from '@playwright/test';
import e2eConfig from '../e2e/playwright.config';
import { FIRST_ACTIONS, firstAction } from './web-first-action';
(async () => {
  const L = e2eConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({ executablePath: L.executablePath, args: L.args });
  const which = (process.env.ACTIONS ?? '').split(',');
  for (const a of FIRST_ACTIONS.filter((x) => which.includes(x.metric)))
    for (const saver of [false, true])
      console.log(a.metric, saver, await firstAction(browser, 'http://127.0.0.1:8495', a, { username: 'customer', password: 'Portal2026' }, saver));
  await browser.close();
})();
