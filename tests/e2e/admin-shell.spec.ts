import { expect, test, type Page } from './fixtures';
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

/** The texts of the admin's top bar that break onto a second line. */
const wrappedTexts = (page: Page) =>
  page.getByRole('banner').evaluate((bar) => {
    const wrapped: string[] = [];
    const texts = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) wrapped.push(node.textContent ?? '');
    }
    return wrapped;
  });

test('on a phone the admin bar keeps to one line, the hotel’s name whole from 360 px @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, '/admin/reservas');
  const bar = page.getByRole('banner');
  const home = bar.getByRole('link', { name: 'Hotel Água Boa', exact: true });
  for (const width of [390, 360, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await wrappedTexts(page), `${width} px`).toEqual([]);
    expect((await bar.boundingBox())?.height, `${width} px`).toBeLessThanOrEqual(65);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    if (width >= 360) expect(await home.locator('span').first().evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px`).toBe(true);
    // Below sm, 'Ver site' is its icon: it keeps its name and a finger-sized target.
    const viewSite = bar.getByRole('link', { name: 'Ver site (abre em nova aba)' });
    await expect(viewSite).toBeVisible();
    expect((await viewSite.boundingBox())?.width, `${width} px`).toBeGreaterThanOrEqual(44);
    await expect(bar.getByRole('button', { name: 'Sair' })).toBeVisible();
  }
});
