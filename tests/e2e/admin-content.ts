import { expect, type Locator, type Page } from '@playwright/test';

/** A section card of /admin/conteudo, by its heading (e.g. 'Apartamentos (cartões)'). */
export function contentSection(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Waits for React to take over the admin screen's buttons (a click before hydration does nothing). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('#conteudo button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
}

/** Saves a section card and waits for the success toast. */
export async function saveSection(section: Locator, button = 'Salvar seção', toast = 'Conteúdo salvo') {
  await section.getByRole('button', { name: button }).click();
  await expect(section.page().getByText(toast, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

/** Sets reservation-settings.show_prices through the admin (the page must be signed in as staff). */
export async function setShowPrices(page: Page, on: boolean) {
  await page.goto('/admin/conteudo');
  await waitForHydration(page);
  const section = contentSection(page, 'Configurações de reserva');
  const toggle = section.getByRole('switch', { name: /Mostrar preços/ });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  await saveSection(section);
}
