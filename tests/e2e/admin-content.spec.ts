import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './staff';
import { contentSection, saveSection, waitForHydration } from './admin-content';

// These tests change global settings of the shared e2e server: each one puts back what it changed,
// in `finally`, so the specs that run after them see the seed's content.
const RUN = Date.now();

async function openContent(page: Page) {
  await page.goto('/admin/conteudo');
  await waitForHydration(page);
}

test('the apartment cards title and the primary colour change on the home page at the next request', async ({ page, request }) => {
  // Two saves, the home page rendered afresh and the defaults restored: ~30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await signInAsStaff(page, '/admin/conteudo');
  await waitForHydration(page);
  const cards = contentSection(page, 'Apartamentos (cartões)');
  const title = cards.getByLabel('Título', { exact: true });
  // The page's default is the placeholder.
  await expect(title).toHaveAttribute('placeholder', 'Nossos Apartamentos');
  const oldTitle = await title.inputValue();
  const theme = contentSection(page, 'Cores do tema');
  const primary = theme.getByLabel('Primária', { exact: true });
  const newTitle = `Apartamentos e2e ${RUN}`;
  // The home page is served from the response cache of `npm start` before the change…
  await expect.poll(async () => (await request.get('/')).headers()['x-response-cache']).toBe('HIT');
  try {
    await title.fill(newTitle);
    await saveSection(cards);
    await primary.fill('200 60% 28%');
    await expect(theme.getByText('Contraste adequado (AA) em todos os textos do site.')).toBeVisible();
    await saveSection(theme, 'Salvar cores', 'Cores salvas');

    await page.goto('/');
    await expect(page.locator('#apartamentos-titulo')).toHaveText(newTitle);
    // The theme comes from the database, written as CSS variables into the served HTML.
    const html = await (await request.get('/')).text();
    expect(html).toContain('--primary:200 60% 28%;');
    // …and from it again afterwards, with the new content.
    await expect.poll(async () => (await request.get('/')).headers()['x-response-cache']).toBe('HIT');
    expect(await (await request.get('/')).text()).toContain(newTitle);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())).toBe('200 60% 28%');
  } finally {
    await openContent(page);
    await contentSection(page, 'Apartamentos (cartões)').getByLabel('Título', { exact: true }).fill(oldTitle);
    await saveSection(contentSection(page, 'Apartamentos (cartões)'));
    await contentSection(page, 'Cores do tema').getByRole('button', { name: 'Restaurar cores padrão' }).click();
    await expect(contentSection(page, 'Cores do tema').getByLabel('Primária', { exact: true })).toHaveValue('25 60% 30%');
    await saveSection(contentSection(page, 'Cores do tema'), 'Salvar cores', 'Cores salvas');
  }
  await page.goto('/');
  await expect(page.locator('#apartamentos-titulo')).toHaveText(oldTitle || 'Nossos Apartamentos');
  expect(await (await request.get('/')).text()).toContain('--primary:25 60% 30%;');
});

test('theme colours: range and format errors, the AA warning, nothing saved', async ({ page, request }) => {
  await signInAsStaff(page, '/admin/conteudo');
  await waitForHydration(page);
  const theme = contentSection(page, 'Cores do tema');
  const primary = theme.getByLabel('Primária', { exact: true });
  await primary.fill('400 60% 30%');
  await theme.getByRole('button', { name: 'Salvar cores' }).click();
  await expect(theme.getByText('A matiz deve estar entre 0 e 360.')).toBeVisible();
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await theme.getByLabel('Fundo', { exact: true }).fill('azul');
  await theme.getByRole('button', { name: 'Salvar cores' }).click();
  await expect(theme.getByText('Use o formato "matiz saturação% luminosidade%", ex.: 25 60% 30%.')).toBeVisible();
  // A light primary is valid but unreadable with white text: warned.
  await primary.fill('50 90% 70%');
  await expect(theme.getByText(/Atenção: contraste insuficiente/)).toBeVisible();
  await expect(theme.getByText(/Texto branco sobre a cor primária/)).toBeVisible();
  expect(await (await request.get('/')).text()).toContain('--primary:25 60% 30%;');
});

test('a policy text edited in the admin shows in its tab', async ({ page }) => {
  await signInAsStaff(page, '/admin/conteudo');
  await waitForHydration(page);
  const policies = contentSection(page, 'Políticas do hotel');
  const payment = policies.getByLabel('Pagamento', { exact: true });
  const old = await payment.inputValue();
  const line = `Aceitamos vale-refeição e2e ${RUN}.`;
  try {
    await payment.fill(`${line}\nPagamento antecipado por PIX ou cartão.`);
    await saveSection(policies);
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: /polític/i });
    await tablist.getByRole('tab', { name: 'Pagamento' }).click();
    await expect(page.getByRole('tabpanel').filter({ visible: true })).toContainText(line);
  } finally {
    await openContent(page);
    await contentSection(page, 'Políticas do hotel').getByLabel('Pagamento', { exact: true }).fill(old);
    await saveSection(contentSection(page, 'Políticas do hotel'));
  }
});

test('the hotel phone edited in the admin shows on the page; a bad map link is refused', async ({ page }) => {
  await signInAsStaff(page, '/admin/hotel');
  await waitForHydration(page);
  const phone = page.getByLabel('Telefone principal');
  const old = await phone.inputValue();
  try {
    await page.getByLabel('Link do mapa').fill('http://mapa.example');
    await page.getByRole('button', { name: 'Salvar informações' }).click();
    await expect(page.getByText('O link do mapa deve ser um endereço https:// válido.').first()).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    // Typed digits get the mask.
    await phone.fill('');
    await phone.pressSequentially('6634687777');
    await expect(phone).toHaveValue('(66) 3468-7777');
    await page.getByRole('button', { name: 'Salvar informações' }).click();
    await expect(page.getByText('Informações salvas', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/');
    await expect(page.locator('#contato').getByRole('link', { name: '(66) 3468-7777' })).toBeVisible();
  } finally {
    await page.goto('/admin/hotel');
    await waitForHydration(page);
    await page.getByLabel('Telefone principal').fill(old);
    await page.getByRole('button', { name: 'Salvar informações' }).click();
    await expect(page.getByText('Informações salvas', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  }
});

test('a video added by URL becomes the home page video; bad URLs are refused; thumbnails degrade offline', async ({ page }) => {
  await page.route('https://i.ytimg.com/**', (route) => route.abort());
  await signInAsStaff(page, '/admin/videos');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Adicionar vídeo' });
  const title = `Vídeo e2e ${RUN}`;
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('URL do YouTube').fill('https://vimeo.com/123456');
  await form.getByRole('button', { name: 'Salvar vídeo' }).click();
  await expect(form.getByText('URL do YouTube inválida')).toBeVisible();
  await form.getByLabel('URL do YouTube').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3s');
  await expect(form.getByRole('img', { name: new RegExp(`Miniatura do vídeo ${title}.*Miniatura indisponível`) })).toBeVisible();
  await form.getByLabel('Seção').selectOption('site');
  await form.getByLabel('Ordem').fill('0');
  try {
    await form.getByRole('button', { name: 'Salvar vídeo' }).click();
    await expect(page.getByText('Vídeo salvo', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    const card = page.getByTestId('admin-video').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('switch', { name: `Ativo: ${title}` })).toBeChecked();

    await page.goto('/');
    await expect(page.locator('#video-title')).toHaveText(title);
  } finally {
    await page.goto('/admin/videos');
    await waitForHydration(page);
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: `Excluir ${title}` }).click();
    await expect(page.getByText('Vídeo excluído', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.getByTestId('admin-video').filter({ hasText: title }).getByText('Inativo')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#video-title')).not.toHaveText(title);
});

test('the content, videos, hotel and reviews screens pass axe', async ({ page }) => {
  await page.route('https://i.ytimg.com/**', (route) => route.abort());
  await signInAsStaff(page, '/admin/conteudo');
  await waitForHydration(page);
  const content = await new AxeBuilder({ page }).analyze();
  expect(content.violations).toEqual([]);
  await page.goto('/admin/videos');
  await waitForHydration(page);
  const videos = await new AxeBuilder({ page }).analyze();
  expect(videos.violations).toEqual([]);
  for (const path of ['/admin/hotel', '/admin/avaliacoes']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
  }
});

test('hiding a review takes it off the home page; approving and featuring puts it back', async ({ page }) => {
  await signInAsStaff(page, '/admin/avaliacoes');
  await waitForHydration(page);
  const reviews = page.locator('section[aria-labelledby="reviews-title"]');
  const card = page.getByTestId('admin-review').filter({ hasText: 'Roberto A.' });
  await expect(card.getByText('Destaque na página inicial')).toBeVisible();
  try {
    await card.getByRole('button', { name: 'Ocultar: avaliação de Roberto A.' }).click();
    await expect(page.getByText('Avaliação oculta', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Oculta', { exact: true })).toBeVisible();
    // A hidden review cannot be featured: only approve is offered.
    await expect(card.getByRole('button', { name: /^Destacar/ })).toHaveCount(0);
    await page.goto('/');
    await expect(reviews).toBeVisible();
    await expect(reviews.getByText('Roberto A.')).toHaveCount(0);
  } finally {
    await page.goto('/admin/avaliacoes');
    await waitForHydration(page);
    await card.getByRole('button', { name: 'Aprovar: avaliação de Roberto A.' }).click();
    await expect(card.getByRole('button', { name: 'Destacar: avaliação de Roberto A.' })).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Destacar: avaliação de Roberto A.' }).click();
    await expect(card.getByText('Destaque na página inicial')).toBeVisible({ timeout: 15_000 });
  }
  await page.goto('/');
  await expect(reviews.getByText('Roberto A.').first()).toBeAttached();
});
