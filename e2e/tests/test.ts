/**
 * The `test` and `expect` every journey imports. Fixtures that apply to every journey live here, so a new spec
 * gets them by importing from './test': every page and modal state of every context the test opens is checked
 * with axe (WCAG 2.2 AA), and the test fails on a critical or serious violation (see ./a11y.ts).
 */
import { test as base } from '@playwright/test';
import { A11yCollector, watchNewContexts } from './a11y';

export const test = base.extend({
  context: async ({ context, browser }, use, testInfo) => {
    const a11y = new A11yCollector();
    await a11y.attach(context);
    const unwatch = watchNewContexts(browser, a11y);
    try {
      await use(context);
      // The state each page ends in is checked too (a failed journey's page may be anywhere: not then).
      if (testInfo.status === testInfo.expectedStatus) await a11y.flush();
    } finally {
      unwatch();
    }
    await a11y.finish(testInfo);
  },
});

export { expect } from '@playwright/test';
export { checkA11y } from './a11y';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
