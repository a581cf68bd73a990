import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Gives the page's browser context its workspace cookie before the page loads, so requests made
 * with page.request and the page's own requests land in the same workspace (concurrent first
 * requests without a cookie would each mint one).
 */
export async function startWorkspace(page: Page): Promise<void> {
  expect((await page.request.get('/api/session')).ok()).toBe(true);
}
