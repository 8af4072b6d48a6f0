import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './staff';
import { waitForHydration } from './admin-content';

const SAVED = { timeout: 15_000 };

/** The home carousel's slide titles in the carousel's own order (Swiper's loop moves the slides around in the DOM). */
async function homeSlideTitles(page: Page): Promise<string[]> {
  await page.goto('/');
  const carousel = page.getByTestId('accommodations-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-slide').first()).toBeAttached(SAVED);
  const slides = await carousel.locator('.swiper-slide').evaluateAll((els) =>
    els.map((el) => ({ index: Number(el.getAttribute('data-swiper-slide-index') ?? '0'), title: el.querySelector('h3')?.textContent?.trim() ?? '' })),
  );
  return slides.sort((a, b) => a.index - b.index).map((s) => s.title);
}

test('carousel admin: hide one item, move another up, Salvar, and the home carousel follows; axe clean', async ({ page }) => {
  test.setTimeout(60_000);
  const before = await homeSlideTitles(page);
  expect(before.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = before as [string, string, string];

  await signInAsStaff(page, '/admin/carrossel');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrossel de Acomodações Exclusivas' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver no Site/ })).toHaveAttribute('target', '_blank');
  for (const name of ['Recarregar', 'Salvar', 'Registrar Locais', 'Forçar usar local']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Conteúdo' })).toHaveAttribute('aria-selected', 'true');
  expect((await new AxeBuilder({ page }).include('#conteudo').analyze()).violations).toEqual([]);

  await page.getByRole('tab', { name: `Imagens (${before.length})` }).click();
  const items = page.getByTestId('carousel-item');
  await expect(items.nth(0).getByRole('heading')).toHaveText(first);

  // Visibility is edited here and stored on Salvar; the move is stored at once, keeping the edit.
  await page.getByRole('switch', { name: `Mostrar ${first} no site` }).uncheck();
  await expect(page.getByText('Há alterações não salvas')).toBeVisible();
  await page.getByRole('button', { name: `Subir ${third}` }).click();
  await expect(page.getByText('Ordem atualizada', { exact: true }).first()).toBeVisible(SAVED);
  await expect(items.nth(1).getByRole('heading')).toHaveText(third);
  await expect(items.nth(1).getByText('Posição 2')).toBeVisible();
  // The focus stays on the moved item's button.
  await expect(page.getByRole('button', { name: `Subir ${third}` })).toBeFocused();
  await expect(page.getByRole('switch', { name: `Mostrar ${first} no site` })).not.toBeChecked();
  expect((await new AxeBuilder({ page }).include('#conteudo').analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Carrossel salvo', { exact: true }).first()).toBeVisible(SAVED);
  await expect(page.getByText('Há alterações não salvas')).toHaveCount(0);

  // A delay under 1000 ms is refused on its field (Configurações), nothing stored.
  await page.getByRole('tab', { name: 'Configurações' }).click();
  await page.getByLabel('Intervalo da reprodução automática (ms)').fill('500');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(/^Não foi possível salvar o carrossel\. O intervalo deve ser de pelo menos 1000 ms/).first()).toBeVisible();

  expect(await homeSlideTitles(page)).toEqual([third, second, ...before.slice(3)]);
});
