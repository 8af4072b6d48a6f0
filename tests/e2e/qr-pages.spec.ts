import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './staff';
import { waitForHydration } from './admin-content';

// The QR pages a guest opens on a phone (issue 15): routes, aliases, the redirect's allow-list, the
// guest forms and the offline copies of the service worker.

test.describe.configure({ timeout: 90_000 });

const PAGES: [string, string][] = [
  ['/qr-access', 'Bem-vindo ao Hotel Água Boa'],
  ['/qr-access/acessivel', 'Bem-vindo ao Hotel Água Boa'],
  ['/cardapio', 'Cardápio'],
  ['/whatsapp-qr', 'WhatsApp'],
  ['/servicos-qr', 'Serviços'],
  ['/ramais', 'Ramais'],
  ['/normas', 'Normas do hotel'],
  ['/avaliacao-qr', 'Avalie sua estadia'],
  ['/centro-eventos', 'Centro de eventos'],
  ['/pet-friendly', 'Pet friendly'],
];

test('every QR page answers 200 with its content, axe clean', async ({ page }) => {
  for (const [path, heading] of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
  }
  // The hub links every page; /ramais calls by tel:.
  await page.goto('/qr-access');
  await expect(page.getByRole('navigation', { name: 'Páginas do hotel' }).getByRole('link')).toHaveCount(8);
  await page.goto('/ramais');
  await expect(page.getByRole('link', { name: 'Ligar para Recepção, ramal 9' })).toHaveAttribute('href', 'tel:9');
});

test('aliases answer 308; tokens and /qr-redirect never leave the site nor dead-end; the sitemap lists the pages', async ({ page, request }) => {
  const noFollow = { maxRedirects: 0 };
  for (const [alias, target] of [
    ['/qr', '/qr-access'],
    ['/qr-acessivel', '/qr-access'],
    ['/QRAccessible', '/qr-access'],
    ['/CentroEventos', '/centro-eventos'],
    ['/Centro-Eventos', '/centro-eventos'],
  ]) {
    const res = await request.get(alias!, noFollow);
    expect(res.status(), alias).toBe(308);
    expect(res.headers().location, alias).toBe(target);
  }
  // An unknown token lands on the hub with a notice, never indexed.
  for (const prefix of ['/qr', '/qr-acessivel', '/QRAccessible']) {
    const res = await request.get(`${prefix}/desconhecido`, noFollow);
    expect(res.status()).toBe(307);
    expect(res.headers().location).toBe('/qr-access/desconhecido');
    expect(res.headers()['x-robots-tag']).toContain('noindex');
  }
  await page.goto('/qr/desconhecido');
  await expect(page).toHaveURL(/\/qr-access\/desconhecido$/);
  await expect(page.getByRole('status')).toHaveText('Este QR code não está mais ativo. Escolha abaixo o que precisa.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // /qr-redirect: this site's QR pages only.
  for (const [to, target] of [
    ['/cardapio', '/cardapio'],
    ['https://evil.example/cardapio', '/qr-access'],
    ['//evil.example', '/qr-access'],
    ['/\\evil.example', '/qr-access'],
    ['/admin', '/qr-access'],
  ]) {
    const res = await request.get(`/qr-redirect?to=${encodeURIComponent(to!)}`, noFollow);
    expect(res.status(), to).toBe(307);
    expect(res.headers().location, to).toBe(target);
  }

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [path] of PAGES.filter(([p]) => p !== '/qr-access/acessivel')) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain('/qr/');
});

test('a guest reviews from /avaliacao-qr; staff approve and feature it; it shows on the home page', async ({ page, browser }) => {
  const author = `Hóspede QR ${Date.now() % 100000}`;
  await page.goto('/avaliacao-qr');
  await page.waitForFunction(() => [...document.querySelectorAll('form button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
  // Refused in the browser, with the server's schema, before any request: each field says why.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  // zod parses under the page's policy without trying eval (lib/zod.ts: jitless).
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.getByLabel('Seu nome').fill(author);
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  const comment = page.getByLabel('Comentário');
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await comment.getAttribute('aria-describedby')}`)).toHaveText('Comentário é obrigatório.');
  const stars = page.getByRole('radiogroup', { name: 'Sua nota' });
  await expect(stars).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await stars.getAttribute('aria-describedby')}`)).toHaveText('Escolha de 1 a 5 estrelas.');
  // The first field in error (the stars) has the focus.
  await expect(page.getByRole('radio', { name: '5 estrelas' })).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(posts).toEqual([]);
  expect(violations).toEqual([]);
  // Fixing a field clears its message as the guest types.
  await comment.fill('Quarto');
  await expect(comment).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  await page.getByRole('radio', { name: '5 estrelas' }).check({ force: true });
  await page.getByLabel('Seu nome').fill(author);
  await page.getByLabel('Comentário').fill('Quarto limpo e café da manhã excelente.');
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avaliação enviada!' })).toBeVisible({ timeout: 15_000 });

  const staff = await browser.newPage();
  await signInAsStaff(staff, '/admin/avaliacoes');
  await waitForHydration(staff);
  const card = staff.getByTestId('admin-review').filter({ hasText: author });
  await card.getByRole('button', { name: `Aprovar: avaliação de ${author}` }).click();
  await card.getByRole('button', { name: `Destacar: avaliação de ${author}` }).click();
  await expect(card.getByText('Destaque na página inicial')).toBeVisible({ timeout: 15_000 });
  await staff.close();
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="reviews-title"]').getByText(author).first()).toBeAttached();
});

/** The stars 1 to 5 as drawn, '1' filled and '0' empty: the fill of each one's icon (a glyph's colour, if a text). */
const drawnStars = (page: Page) =>
  page
    .getByRole('radiogroup', { name: 'Sua nota' })
    .locator('label')
    .evaluateAll((labels) =>
      labels
        .map((label) => {
          const icon = label.querySelector('svg');
          const paint = icon ? getComputedStyle(icon).fill : getComputedStyle(label).color;
          return /^(none|transparent|rgba\(.*, 0\))$/.test(paint) ? '0' : '1';
        })
        .reverse()
        .join(''),
    );

test.describe('the stars of /avaliacao-qr, without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('are empty until the guest hovers or picks one, then filled up to it', async ({ page }) => {
    await page.goto('/avaliacao-qr');
    expect(await drawnStars(page)).toBe('00000');
    const star = (n: number) => page.getByRole('radiogroup', { name: 'Sua nota' }).locator('label').nth(5 - n);
    await star(3).hover();
    expect(await drawnStars(page)).toBe('11100');
    await page.getByRole('radio', { name: '4 estrelas' }).check({ force: true });
    await page.mouse.move(0, 0);
    expect(await drawnStars(page)).toBe('11110');
    await page.getByRole('radio', { name: '2 estrelas' }).check({ force: true });
    await page.mouse.move(0, 0);
    expect(await drawnStars(page)).toBe('11000');
  });
});

test('a quote request from /centro-eventos reaches the notifications and the outbox', async ({ page }) => {
  const name = `Empresa ${Date.now() % 100000}`;
  await page.goto('/centro-eventos');
  await page.waitForFunction(() => [...document.querySelectorAll('form button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
  // A wrong address is refused in the browser first, by its field, without a request.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.getByLabel('Email').fill('eventos-sem-arroba');
  await page.getByRole('button', { name: 'Pedir orçamento' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nome')).toBeFocused();
  expect(posts).toEqual([]);
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Email').fill('eventos@empresa.test');
  await page.getByLabel('Telefone').fill('(66) 99999-0000');
  await page.getByLabel('Número de convidados (opcional)').fill('80');
  await page.getByLabel('Conte sobre o evento').fill('Treinamento de dois dias com coffee break.');
  await page.getByRole('button', { name: 'Pedir orçamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pedido enviado!' })).toBeVisible({ timeout: 15_000 });

  await signInAsStaff(page, '/admin/notificacoes');
  await expect(page.getByText(`${name} pediu um orçamento para o centro de eventos.`)).toBeVisible();
  await page.goto('/admin/emails');
  await expect(page.getByTestId('outbox-row').filter({ hasText: `Orçamento de evento: ${name}` })).toBeVisible();
});

test('a quote request sent without a connection says so in Portuguese, keeps what was typed and goes once the connection is back', async ({ page, context }) => {
  const name = `Sem rede ${Date.now() % 100000}`;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/centro-eventos');
  await page.waitForFunction(() => [...document.querySelectorAll('form button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Email').fill('sem-rede@empresa.test');
  await page.getByLabel('Telefone').fill('(66) 99999-0000');
  await page.getByLabel('Conte sobre o evento').fill('Enviado do subsolo, sem sinal.');
  // The browser checks with the schema's chunk: fetch it while online, as a guest who focused a field would.
  await page.getByLabel('Nome').focus();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Pedir orçamento' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível enviar' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('O que você digitou continua no formulário');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue(name);
  await expect(page.getByLabel('Conte sobre o evento')).toHaveValue('Enviado do subsolo, sem sinal.');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Pedir orçamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pedido enviado!' })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the hub and a page opened before still show with the network off', async ({ page, context }) => {
    await page.goto('/qr-access');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Once the worker controls the page, the pages opened are kept.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/normas');
    await expect(page.getByRole('heading', { level: 1, name: 'Normas do hotel' })).toBeVisible();
    await context.setOffline(true);
    await page.goto('/qr-access');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Hotel Água Boa' })).toBeVisible();
    await page.goto('/normas');
    await expect(page.getByRole('heading', { level: 2, name: 'Silêncio' })).toBeVisible();
    await context.setOffline(false);
  });
});
