import { test as base } from '@playwright/test';
import { serverURL } from './servers';

export * from '@playwright/test';

/** Playwright's test, with each worker at its own server (tests/e2e/servers.ts). */
export const test = base.extend({
  // (`provide` is Playwright's `use`, named so that the React hooks rule leaves it alone.)
  baseURL: async ({}, provide, testInfo) => provide(serverURL(testInfo.parallelIndex)),
});
