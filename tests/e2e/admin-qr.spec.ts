import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
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

test('a room code leads to /whatsapp-qr naming the room in the room-service message; the room comes from the code, never from the address', async ({ page, request }) => {
  const label = `Quarto ${100 + (Date.now() % 900)}`;
  await signInAsStaff(page, '/admin/qr');
  await waitForHydration(page);
  await page.getByLabel('Local (ex.: Quarto 12, Restaurante)').fill(label);
  await page.getByLabel('Destino', { exact: true }).selectOption('whatsapp');
  await page.getByRole('button', { name: 'Criar QR code' }).click();
  const card = page.locator('[data-qr-token]').filter({ has: page.getByLabel(`Local de ${label}`) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const token = (await card.getAttribute('data-qr-token'))!;

  await page.goto(`/qr/${token}`);
  await expect(page).toHaveURL(new RegExp(`/whatsapp-qr/${token}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText(`Seu local: ${label}`)).toBeVisible();
  const roomService = new URL((await page.getByRole('link', { name: 'Serviço de quarto' }).getAttribute('href'))!);
  expect(roomService.searchParams.get('text')).toBe(`Olá! Gostaria de pedir serviço de quarto (${label}).`);
  const reception = new URL((await page.getByRole('link', { name: 'Recepção' }).getAttribute('href'))!);
  expect(reception.searchParams.get('text')).toBe('Olá! Sou hóspede e preciso falar com a recepção.');
  // The hub of the same code sends its WhatsApp button there too.
  await page.goto(`/qr-access/${token}`);
  await expect(page.getByRole('navigation', { name: 'Páginas do hotel' }).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `/whatsapp-qr/${token}`);

  // An unknown token, or text in the address, puts nothing into the message.
  for (const path of ['/whatsapp-qr/desconhecido', `/whatsapp-qr/${encodeURIComponent('Quarto 666')}`]) {
    await page.goto(path);
    expect(new URL((await page.getByRole('link', { name: 'Serviço de quarto' }).getAttribute('href'))!).searchParams.get('text'), path).toBe('Olá! Gostaria de pedir serviço de quarto.');
    await expect(page.getByText(/Seu local/)).toHaveCount(0);
  }
  // A disabled code: no room either.
  await page.goto('/admin/qr');
  await waitForHydration(page);
  await card.getByRole('button', { name: 'Desativar' }).click();
  await expect(card).toContainText('Desativado', { timeout: 15_000 });
  const res = await request.get(`/whatsapp-qr/${token}`);
  expect(await res.text()).not.toContain(`Seu local`);
});

test('the events centre: staff edit a space (capacity, layouts and equipment, photo) and the photos; /centro-eventos shows each change', async ({ page }) => {
  const title = `Salão ${Date.now() % 1000}`;
  await signInAsStaff(page, '/admin/qr/centro-eventos');
  await waitForHydration(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Bad input: the message by its field, nothing saved.
  await page.getByLabel('Nome do espaço').fill(title);
  await page.getByLabel('Capacidade (pessoas)').fill('0');
  await page.getByRole('button', { name: 'Salvar espaço' }).click();
  await expect(page.getByText('Capacidade: um número inteiro de pessoas, de 1 a 99999.')).toBeVisible();
  await expect(page.getByLabel('Capacidade (pessoas)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: `Editar ${title}` })).toHaveCount(0);

  await page.getByLabel('Capacidade (pessoas)').fill('120');
  await page.getByLabel('Formatos e equipamentos').fill('Auditório\nBanquete\nProjetor e telão');
  await page.getByRole('button', { name: 'Selecionar Imagem: Foto do espaço' }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar Imagem' });
  await picker.getByRole('list').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Salvar espaço' }).click();
  await expect(page.getByRole('button', { name: `Editar ${title}` })).toBeVisible({ timeout: 15_000 });

  // Two photos from the library, the second moved first with a caption.
  const photos = page.locator('[data-event-photo]');
  const before = await photos.count();
  for (const index of [1, 2]) {
    await page.getByRole('button', { name: 'Selecionar Imagem: Adicionar foto' }).click();
    await picker.getByRole('list').getByRole('button').nth(index).click();
    await expect(photos).toHaveCount(before + index);
  }
  const second = (await photos.last().locator('span.flex-1').innerText()).replace(/^Foto \d+ de \d+:\s*/, '').trim();
  await page.getByRole('button', { name: `Mover ${second} para cima` }).click();
  await page.getByLabel(`Legenda de ${second}`).fill('Palco montado');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Salvar fotos' }).click();
  await expect(page.getByText('Fotos salvas').first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/centro-eventos');
  const space = page.locator('[data-event-space]').filter({ hasText: title });
  await expect(space).toContainText('Até 120 pessoas');
  await expect(space.getByRole('listitem')).toHaveText(['Auditório', 'Banquete', 'Projetor e telão']);
  await expect(space.locator('img')).toHaveCount(1);
  const shown = page.locator('[data-event-photo]');
  await expect(shown).toHaveCount(before + 2);
  await expect(shown.nth(before + 0).locator('figcaption')).toHaveText('Palco montado');

  // The capacity changed, a photo removed: the next request shows both.
  await page.goto('/admin/qr/centro-eventos');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  await page.getByLabel('Capacidade (pessoas)').fill('150');
  await page.getByRole('button', { name: 'Salvar espaço' }).click();
  await expect(page.getByText('Espaço salvo').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: `Remover ${second} das fotos` }).click();
  await page.getByRole('button', { name: 'Salvar fotos' }).click();
  await expect(page.getByText('Fotos salvas').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/centro-eventos');
  await expect(space).toContainText('Até 150 pessoas');
  await expect(shown).toHaveCount(before + 1);
  await expect(page.locator('figcaption').filter({ hasText: 'Palco montado' })).toHaveCount(0);
});
