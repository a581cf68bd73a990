import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { startWorkspace } from '../support/session';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 90_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the developer dashboard shows the tools, key usage, server health and the stored errors', async ({ page }) => {
  await startWorkspace(page);
  await page.goto('/developer-dashboard');
  const report = {
    message: 'Kan ikke lese egenskapen «navn»',
    stack: 'TypeError: Kan ikke lese egenskapen «navn»\n    at Widget (widget.tsx:3:9)',
    url: 'http://localhost/settings',
    timestamp: new Date().toISOString(),
  };
  expect((await page.request.post('/api/client-errors', { data: report })).status()).toBe(201);
  const { apiKey } = (await (await page.request.post('/api/ai-chat/generate-api-key')).json()) as { apiKey: string };
  expect((await page.request.get('/api/ai-chat/history', { headers: { 'X-API-Key': apiKey } })).ok()).toBe(true);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Utviklerpanel' })).toBeVisible();
  const main = page.locator('section[aria-labelledby="page-title"]');
  await expect(main.getByRole('tablist', { name: 'Utviklerverktøy' }).getByRole('tab')).toHaveText(['Data', 'Analytics', 'Review', 'Dev', 'Monitor']);

  const health = page.getByTestId('server-health');
  await expect(health).toContainText('StatusOK');
  await expect(health).toContainText('Versjon0.1.0');
  await expect(health).toContainText('sqlite');
  await expect(page.getByTestId('browser-health')).toContainText('Nettlesermotor');

  await expect(page.getByTestId('api-key-usage')).toContainText('I dag1');

  const errors = section(page, 'Siste feil');
  const entry = errors.getByRole('listitem').filter({ hasText: report.message });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('widget.tsx:3:9')).toBeHidden();
  await entry.locator('summary').click();
  await expect(entry.getByText(/at Widget \(widget\.tsx:3:9\)/)).toBeVisible();
  await expect(entry).toContainText(report.url);

  expect(await seriousViolations(page)).toEqual([]);
});

test('empty error log and a failing health request are shown as such', async ({ page }) => {
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto('/developer-dashboard');
  await expect(section(page, 'Siste feil')).toContainText('Ingen feil er registrert.');
  await expect(section(page, 'Serverhelse').getByRole('alert')).toContainText('Kunne ikke hente serverhelsen');
  await expect(section(page, 'API-nøkkel')).toContainText('Ingen nøkkel');
});
