import { expect, test } from '../support/test';
import { toastRegion } from '../support/toast';
import { applyPreset, leftSidebar, openLayoutMenu, primaryToolButton, rightSidebar } from '../support/sidebar';

const presets = [
  { name: 'Scraping-modus', left: 'Lead Scraping', right: 'Data Analytics' },
  { name: 'Utviklermodus', left: 'Developer Tools', right: 'AI-assistent' },
  { name: 'Automatisering', left: 'Workflow Tools', right: 'Browser Tools' },
  { name: 'Research', left: 'AI-assistent', right: 'Lead Scraping' },
];

test('the default layout shows Browser Tools on the left and AI Chat on the right', async ({ page }) => {
  await page.goto('/');
  await expect(primaryToolButton(page, 'left')).toHaveText('Browser Tools');
  await expect(primaryToolButton(page, 'right')).toHaveText('AI Chat');
  await expect(leftSidebar(page).getByRole('tab', { name: 'Historikk' })).toBeVisible();
});

for (const preset of presets) {
  test(`applying ${preset.name} shows the right tools on each side`, async ({ page }) => {
    await page.goto('/');
    await applyPreset(page, preset.name);
    await expect(primaryToolButton(page, 'left')).toHaveText(preset.left);
    await expect(primaryToolButton(page, 'right')).toHaveText(preset.right);
    await expect(toastRegion(page).getByText(`Oppsett brukt: ${preset.name}`)).toBeVisible();
  });
}

test('research shows Data Analytics as a secondary tab on the right', async ({ page }) => {
  await page.goto('/');
  await applyPreset(page, 'Research');
  const tabs = rightSidebar(page).getByRole('tablist', { name: 'Verktøy i høyre sidepanel' });
  await expect(tabs.getByRole('tab')).toHaveText(['Lead Scraping', 'Data Analytics']);
  await expect(tabs.getByRole('tab', { name: 'Lead Scraping' })).toHaveAttribute('aria-selected', 'true');

  await tabs.getByRole('tab', { name: 'Data Analytics' }).click();
  await expect(rightSidebar(page).getByRole('tab', { name: 'Oversikt' })).toBeVisible();

  await page.reload();
  await expect(rightSidebar(page).getByRole('tab', { name: 'Data Analytics' })).toBeVisible();
});

test('the preset menu lists the four presets with their Norwegian descriptions', async ({ page }) => {
  await page.goto('/');
  const menu = await openLayoutMenu(page);
  await expect(menu.getByRole('button', { name: /^Scraping-modus Lead scraping til venstre og dataanalyse til høyre/ })).toBeVisible();
  await expect(menu.locator('[data-preset]')).toHaveCount(4);
});

test('switching a tool, adding a tab and collapsing survive a reload', async ({ page }) => {
  await page.goto('/');
  await primaryToolButton(page, 'left').click();
  await page.getByRole('menuitem', { name: /Outreach Engine/ }).click();
  await expect(primaryToolButton(page, 'left')).toHaveText('Outreach Engine');

  await page.getByRole('button', { name: 'Legg til fane i venstre sidepanel' }).click();
  await page.getByRole('menuitem', { name: /Sikkerhet og personvern/ }).click();
  await leftSidebar(page).getByRole('tab', { name: 'Sikkerhet og personvern' }).click();
  await expect(page.getByTestId('generic-panel-security-privacy')).toContainText('Alt+9');

  await page.getByRole('button', { name: 'Skjul høyre sidepanel' }).click();
  await expect(page.getByRole('button', { name: 'Vis høyre sidepanel' })).toBeVisible();

  await page.reload();
  await expect(primaryToolButton(page, 'left')).toHaveText('Outreach Engine');
  await expect(leftSidebar(page).getByRole('tab', { name: 'Sikkerhet og personvern' })).toBeVisible();
  await page.getByRole('button', { name: 'Vis høyre sidepanel' }).click();
  await expect(primaryToolButton(page, 'right')).toHaveText('AI Chat');
});

test('a tool shortcut opens the tool: Alt+1 on the left, Alt+Shift+5 on the right', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Alt+1');
  await expect(primaryToolButton(page, 'left')).toHaveText('Lead Scraping');
  await page.keyboard.press('Alt+Shift+Digit5');
  await expect(primaryToolButton(page, 'right')).toHaveText('Outreach Engine');
});

test('a panel keeps what the user typed when a preset switches away and back', async ({ page }) => {
  await page.goto('/');
  await applyPreset(page, 'Scraping-modus');
  await leftSidebar(page).getByRole('textbox', { name: 'Søkeord' }).fill('regnskapsbyråer i Tromsø');
  await applyPreset(page, 'Utviklermodus');
  await expect(primaryToolButton(page, 'left')).toHaveText('Developer Tools');
  await expect(leftSidebar(page).getByRole('textbox', { name: 'Søkeord' })).toHaveCount(0);
  await applyPreset(page, 'Scraping-modus');
  await expect(leftSidebar(page).getByRole('textbox', { name: 'Søkeord' })).toHaveValue('regnskapsbyråer i Tromsø');
});
