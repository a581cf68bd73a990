import type { Page } from '@playwright/test';

/** The visible toast (the library also repeats its text in a hidden live region for screen readers). */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /^Varsler/ });
