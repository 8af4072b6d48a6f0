import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
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

test('carousel admin: hide one item, move another up, add one, Salvar, and the home carousel follows; the content screen opens it in a dialog; axe clean', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, '/admin/carrossel');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrossel de Acomodações Exclusivas' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver no Site/ })).toHaveAttribute('target', '_blank');
  for (const name of ['Recarregar', 'Salvar', 'Registrar Locais', 'Forçar usar local']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Conteúdo' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: /^Imagens \(\d+\)$/ }).click();
  const items = page.getByTestId('carousel-item');
  // The seeded carousel: every item visible, so the home shows them all in this order.
  const before = await items.getByRole('heading').allTextContents();
  expect(before.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('tab', { name: `Imagens (${before.length})` })).toBeVisible();
  const [first, second, third] = before as [string, string, string];

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

  // An image from the picker joins the end, visible (no title of its own), stored at once.
  await page.getByRole('button', { name: 'Selecionar Imagem: Adicionar imagem' }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar Imagem' });
  await picker.getByRole('list').getByRole('button').first().click();
  await expect(page.getByText('Imagem adicionada', { exact: true }).first()).toBeVisible(SAVED);
  await expect(page.getByRole('tab', { name: `Imagens (${before.length + 1})` })).toBeVisible();

  // A delay under 1000 ms is refused on its field (Configurações), nothing stored.
  await page.getByRole('tab', { name: 'Configurações' }).click();
  await page.getByLabel('Intervalo da reprodução automática (ms)').fill('500');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(/^Não foi possível salvar o carrossel\. O intervalo deve ser de pelo menos 1000 ms/).first()).toBeVisible();

  // The same editor in the content screen's dialog, loaded when it opens.
  await page.goto('/admin/conteudo');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Administrar Carrossel de Acomodações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administrar Carrossel de Acomodações' });
  await expect(dialog.getByRole('tab', { name: `Imagens (${before.length + 1})` })).toBeVisible(SAVED);
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  expect(await homeSlideTitles(page)).toEqual([third, second, ...before.slice(3), '']);
});
