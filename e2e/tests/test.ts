/**
 * The `test` and `expect` every journey imports. Fixtures that apply to every journey (the axe check of every
 * page and modal) are added here, so a new spec gets them by importing from './test'.
 */
export { expect, test } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
