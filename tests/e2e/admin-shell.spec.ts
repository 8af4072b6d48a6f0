import { expect, test } from './fixtures';
import { signInAsStaff, STAFF } from './staff';

test('staff reach every section of the admin from its navigation, on a desktop', async ({ page }) => {
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(STAFF.email)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Seções da administração' });
  await expect(nav.getByRole('link', { name: 'Painel' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Reservas', 'Notificações', 'Conteúdo do site', 'Informações do hotel', 'Vídeos', 'Avaliações', 'E-mails', 'Mídia', 'Carrossel', 'Apartamentos', 'Serviços']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
});

test('on a phone the admin navigation is a menu that Escape closes @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page);
  const open = page.getByRole('button', { name: 'Abrir menu da administração' });
  await open.click();
  const menu = page.locator('#admin-mobile-nav');
  await expect(menu.getByRole('link', { name: /^Reservas/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(open).toBeFocused();
});
