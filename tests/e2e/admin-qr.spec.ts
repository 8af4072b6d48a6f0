import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { signInAsStaff } from './staff';
import { waitForHydration } from './admin-content';

// Staff keep the QR pages current (issue 15): printed codes whose destination changes, the menu.

test.describe.configure({ timeout: 90_000 });

test('a printed code: created, its SVG decodes to SITE_URL/qr/{token}, it leads to its destination, a new destination, disabled → hub', async ({ page, baseURL }) => {
  const label = `Quarto ${Date.now() % 1000}`;
  await signInAsStaff(page, '/admin/qr');
  await waitForHydration(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel('Local (ex.: Quarto 12, Restaurante)').fill(label);
  await page.getByLabel('Destino', { exact: true }).selectOption('cardapio');
  await page.getByRole('button', { name: 'Criar QR code' }).click();
  const card = page.locator('[data-qr-token]').filter({ has: page.getByLabel(`Local de ${label}`) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const token = (await card.getAttribute('data-qr-token'))!;

  // The SVG, rendered and decoded as a phone's camera would.
  const svg = await page.request.get((await card.getByRole('link', { name: `Baixar SVG de ${label}` }).getAttribute('href'))!);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  const { data, info } = await sharp(Buffer.from(await svg.body()), { density: 300 }).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${baseURL}/qr/${token}`);
  const png = await page.request.get((await card.getByRole('link', { name: `Baixar PNG de ${label}` }).getAttribute('href'))!);
  expect(png.headers()['content-type']).toBe('image/png');

  await page.goto('/admin/qr/imprimir');
  await expect(page.locator('.qr-card').filter({ hasText: label })).toHaveCount(1);
  await page.goto(`/qr/${token}`);
  await expect(page).toHaveURL(/\/cardapio$/);
  // The same code, a new destination.
  await page.goto('/admin/qr');
  await waitForHydration(page);
  await card.getByLabel(`Destino de ${label}`).selectOption('normas');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('QR code salvo').first()).toBeVisible({ timeout: 15_000 });
  await page.goto(`/qr/${token}`);
  await expect(page).toHaveURL(/\/normas$/);
  // Scans are counted per day.
  await page.goto('/admin/qr');
  await waitForHydration(page);
  await expect(card).toContainText('2 hoje');
  await card.getByRole('button', { name: 'Desativar' }).click();
  await expect(card).toContainText('Desativado', { timeout: 15_000 });
  await page.goto(`/qr/${token}`);
  await expect(page).toHaveURL(new RegExp(`/qr-access/${token}$`));
  await expect(page.getByRole('status')).toContainText('não está mais ativo');

  // The printable cards: the disabled code is no longer on the sheets, its own A6 card still prints.
  await page.goto('/admin/qr/imprimir');
  await expect(page.locator('.qr-card').filter({ hasText: label })).toHaveCount(0);
  await page.goto('/admin/qr');
  await page.getByRole('link', { name: `Imprimir cartão de ${label}` }).click();
  const printed = page.locator('.qr-card');
  await expect(printed).toHaveCount(1);
  await expect(printed).toContainText(label);
  await expect(printed).toContainText('Aponte a câmera do celular para o código.');
  await expect(printed.locator('svg')).toBeVisible();
  await page.goto('/admin/qr/textos');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('the menu: staff add an item, change its price, mark it unavailable in one tap; /cardapio shows each change and searches', async ({ page }) => {
  const name = `Pacu assado ${Date.now() % 1000}`;
  await signInAsStaff(page, '/admin/qr/cardapio');
  await waitForHydration(page);
  await page.getByLabel('Categoria').fill('Peixes');
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Preço (R$)').fill('89,90');
  await page.getByLabel('Sem glúten').check();
  await page.getByRole('button', { name: 'Salvar item' }).click();
  await expect(page.getByRole('button', { name: `Editar ${name}` })).toBeVisible({ timeout: 15_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/cardapio');
  const item = page.locator('[data-menu-item]').filter({ hasText: name });
  await expect(item).toContainText('R$ 89,90');
  await expect(item).toContainText('Sem glúten');

  await page.goto('/admin/qr/cardapio');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await page.getByLabel('Preço (R$)').fill('95');
  await page.getByRole('button', { name: 'Salvar item' }).click();
  await expect(page.getByText('Item salvo').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('switch', { name: `Marcar ${name} como indisponível` }).click();
  await expect(page.getByRole('switch', { name: `Marcar ${name} como disponível` })).toBeVisible({ timeout: 15_000 });

  await page.goto('/cardapio');
  await expect(item).toContainText('R$ 95,00');
  await expect(item).toContainText('Indisponível hoje');
  await page.waitForFunction(() => Object.keys(document.querySelector('input[type="search"]')!).some((k) => k.startsWith('__react')));
  await page.getByLabel('Buscar no cardápio').fill('pacu');
  await expect(item).toBeVisible();
  await page.getByLabel('Buscar no cardápio').fill('xyz sem resultado');
  await expect(item).toBeHidden();
  await expect(page.getByText('Nenhum item encontrado.')).toBeVisible();
});
