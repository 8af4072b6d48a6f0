import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './staff';
import { waitForHydration } from './admin-content';

// The receptionist's phone.
test.use({ viewport: { width: 390, height: 844 } });

const RUN = Date.now();
const NAMES = [`e2e-fachada-${RUN}.png`, `e2e-cafe-${RUN}.png`] as const;

/** A photo-like PNG: noise, so it has some weight to send. */
const photo = (seed: number) =>
  sharp({ create: { width: 900 + seed, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();

const card = (page: Page, name: string) => page.getByTestId('media-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openLibrary(page: Page, query = '') {
  await page.goto(`/admin/midia${query}`);
  await waitForHydration(page);
}

async function deleteFromCard(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: `Excluir ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Excluir imagem: ${name}` });
  await expect(dialog.getByText('Esta imagem não é usada em nenhum lugar do site.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('Imagem excluída', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(card(page, name)).toHaveCount(0);
}

test('media library at phone size: upload two photos, describe one, search, delete with its confirmation; axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, '/admin/midia');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de mídia' })).toBeVisible();

  // Every <progress> the screen shows, with its value, recorded as it appears (a small upload is quick).
  await page.evaluate(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { seenProgress: typeof seen }).seenProgress = seen;
    new MutationObserver(() => document.querySelectorAll('progress').forEach((p) => seen.push(p.getAttribute('value')))).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
  await page.getByLabel('Escolher fotos').setInputFiles([
    { name: NAMES[0], mimeType: 'image/png', buffer: await photo(0) },
    { name: NAMES[1], mimeType: 'image/png', buffer: await photo(1) },
  ]);
  const rows = page.getByTestId('media-upload-row');
  await expect(rows).toHaveCount(2);
  for (const name of NAMES) await expect(rows.filter({ hasText: name })).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { seenProgress: unknown[] }).seenProgress.length)).toBeGreaterThan(0);
  await expect(rows.first().getByText('Enviada')).toBeVisible();

  // router.refresh() puts both in the grid, newest first, without alt text yet.
  for (const name of NAMES) await expect(card(page, name)).toBeVisible({ timeout: 15_000 });
  await expect(card(page, NAMES[0]).getByText('Sem texto alternativo')).toBeVisible();

  // Alt text and a gallery filter, saved through the action.
  await card(page, NAMES[0]).getByRole('button', { name: `Editar ${NAMES[0]}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar imagem: ${NAMES[0]}` });
  await edit.getByLabel('Texto alternativo').fill('Fachada do hotel ao entardecer');
  await edit.getByRole('checkbox', { name: 'Fachada' }).check();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Imagem salva', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(edit).toBeHidden();
  await expect(card(page, NAMES[0]).getByRole('img', { name: 'Fachada do hotel ao entardecer' })).toBeVisible();
  await expect(card(page, NAMES[0]).getByRole('list', { name: 'Filtros da galeria' })).toHaveText('Fachada');

  // A blank name is refused on its field; nothing saved.
  await card(page, NAMES[0]).getByRole('button', { name: `Editar ${NAMES[0]}` }).click();
  await edit.getByLabel('Nome').fill('');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(edit.getByLabel('Nome')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // The search (a GET form) finds the described photo by its alt text, and only it.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('ao entardecer');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/busca=ao\+entardecer/);
  await waitForHydration(page);
  await expect(card(page, NAMES[0])).toBeVisible();
  await expect(card(page, NAMES[1])).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The edit dialog passes axe too.
  await card(page, NAMES[0]).getByRole('button', { name: `Editar ${NAMES[0]}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');

  // Delete the other one: the confirmation says where it is used (nowhere), then it is gone.
  await openLibrary(page, `?busca=${encodeURIComponent(NAMES[1])}`);
  await card(page, NAMES[1]).getByRole('button', { name: `Excluir ${NAMES[1]}` }).click();
  const confirm = page.getByRole('dialog', { name: `Excluir imagem: ${NAMES[1]}` });
  await expect(confirm.getByText('Esta imagem não é usada em nenhum lugar do site.')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await confirm.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('Imagem excluída', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(card(page, NAMES[1])).toHaveCount(0);
  await expect(page.getByText('Nenhuma imagem encontrada.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Imagens/ })).toBeFocused();

  // Leave the shared e2e database as found: the described photo goes too.
  await openLibrary(page, `?busca=${encodeURIComponent(NAMES[0])}`);
  await deleteFromCard(page, NAMES[0]);
});

test('a slow upload shows its bytes on the bar and can be cancelled; a file that is not an image gets Erro no upload with the reason', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, '/admin/midia');
  await waitForHydration(page);
  // A slow phone connection: about 64 kB/s up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 1_000_000, uploadThroughput: 64 * 1024 });
  const slow = `e2e-lento-${RUN}.png`;
  const notImage = `e2e-nota-${RUN}.png`;
  await page.getByLabel('Escolher fotos').setInputFiles([
    { name: slow, mimeType: 'image/png', buffer: await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer() },
    { name: notImage, mimeType: 'image/png', buffer: Buffer.from('apenas um texto, não uma imagem') },
  ]);
  const row = page.getByTestId('media-upload-row').filter({ hasText: slow });
  const bar = row.getByRole('progressbar', { name: `Envio de ${slow}` });
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(Number(await bar.getAttribute('max')));
  await expect(row.getByText(/^Enviando… \d+%$/)).toBeVisible();
  await row.getByRole('button', { name: `Cancelar o envio de ${slow}` }).click();
  await expect(row).toHaveAttribute('data-status', 'canceled');
  await expect(row.getByText('Cancelado')).toBeVisible();

  const refused = page.getByTestId('media-upload-row').filter({ hasText: notImage });
  await expect(refused).toHaveAttribute('data-status', 'error', { timeout: 20_000 });
  await expect(refused.getByRole('status')).toHaveText('Erro no upload: O arquivo não é uma imagem aceita (JPEG, PNG, WebP, AVIF ou GIF).');

  // Neither reached the library.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await openLibrary(page, `?busca=${RUN}`);
  await expect(page.getByText('Nenhuma imagem encontrada.')).toBeVisible();
});

test('a photo sent from the picker becomes the hero background, shows in the home gallery under its filter; its deletion names where it is used and the hero falls back; axe clean on the picker', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `e2e-hero-${RUN}.png`;
  const alt = `Fachada ao entardecer ${RUN}`;
  await signInAsStaff(page, '/admin/midia');
  await waitForHydration(page);

  // 'Selecionar Imagem' for the hero's background: search, category and an upload limited to the gallery.
  await page.getByRole('button', { name: 'Selecionar Imagem: Início' }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar Imagem' });
  await expect(picker.getByRole('list', { name: 'Imagens' })).toBeVisible();
  await expect(picker.getByLabel('Categoria das fotos').locator('option')).toHaveText(['Galeria']);
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await picker.getByLabel('Escolher fotos').setInputFiles([{ name, mimeType: 'image/png', buffer: await photo(7) }]);
  await expect(picker.getByTestId('media-upload-row')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  // The new photo heads the list; a search finds it too.
  await picker.getByRole('searchbox', { name: 'Buscar' }).fill(String(RUN));
  await picker.getByRole('button', { name: 'Filtrar' }).click();
  await picker.getByRole('button', { name }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('Fundo salvo', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('background-hero').getByTestId('picked-media')).toHaveText(name);

  // Described and tagged for the gallery's 'Fachada' filter.
  await openLibrary(page, `?busca=${encodeURIComponent(name)}`);
  await card(page, name).getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar imagem: ${name}` });
  await edit.getByLabel('Texto alternativo').fill(alt);
  await edit.getByRole('checkbox', { name: 'Fachada' }).check();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Imagem salva', { exact: true }).first()).toBeVisible({ timeout: 15_000 });

  // The home page: the hero draws it from its stored sizes; the gallery shows it under 'Fachada' only.
  await page.goto('/');
  const hero = page.locator('#home img').first();
  await expect(hero).toHaveAttribute('src', /\/media\/uploads\/gallery\//);
  await expect(hero).toHaveAttribute('srcset', /\d+w/);
  await page.locator('#galeria').scrollIntoViewIfNeeded();
  const filters = page.getByRole('group', { name: 'Filtrar fotos' });
  await filters.getByRole('button', { name: 'Quartos' }).click();
  await expect(page.getByRole('button', { name: `Ampliar foto: ${alt}` })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Fachada' }).click();
  await expect(filters.getByRole('button', { name: 'Fachada' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Ampliar foto: ${alt}` })).toBeVisible();

  // Deleting it: the confirmation names the hero's background; after it, the hero falls back to the local image.
  await openLibrary(page, `?busca=${encodeURIComponent(name)}`);
  await card(page, name).getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Excluir imagem: ${name}` });
  await expect(confirm.getByTestId('media-usage')).toHaveText('Fundo de seção: hero');
  await confirm.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('Imagem excluída', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/');
  await expect(page.locator('#home img').first()).toHaveAttribute('src', /^\/hero\//);
});
