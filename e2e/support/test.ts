import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies by destructuring
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
    await use(url);
  },
});

export { expect };
