import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';
import { contentSection, saveSection, waitForHydration } from './admin-content';

test('the footer leads to the privacy policy and the terms of use, complete and accessible', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/politica-privacidade$/);
  await expect(page).toHaveTitle(/^Política de Privacidade \| Hotel Água Boa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Seus direitos' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Pedido de reserva:/ })).toBeVisible();
  // The hotel's contact comes from hotel info.
  await expect(page.getByRole('region', { name: 'Fale com o hotel' }).getByRole('link', { name: 'reservas@hotelaguaboa.com.br' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByText(/A reserva só é válida depois da confirmação do hotel/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Voltar ao site' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('staff edit the terms of use in the admin and the page shows the new text', async ({ page }) => {
  await signInAsStaff(page, '/admin/conteudo');
  await waitForHydration(page);
  const section = contentSection(page, 'Termos de Uso');
  const body = section.getByLabel('Texto da página');
  // The editor starts from the page's text.
  await expect(body).toHaveValue(/^Ao usar este site/);
  try {
    await body.fill('Texto novo dos termos.\n\n## Regra da casa\n- Silêncio após as 22h.');
    await saveSection(section);
    await page.goto('/termos-uso');
    await expect(page.getByText('Texto novo dos termos.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Regra da casa' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Silêncio após as 22h.' })).toBeVisible();
  } finally {
    // Blank: the page goes back to its default text.
    await page.goto('/admin/conteudo');
    await waitForHydration(page);
    await contentSection(page, 'Termos de Uso').getByLabel('Texto da página').fill('');
    await saveSection(contentSection(page, 'Termos de Uso'));
  }
  await page.goto('/termos-uso');
  await expect(page.getByText(/A reserva só é válida depois da confirmação do hotel/)).toBeVisible();
});
