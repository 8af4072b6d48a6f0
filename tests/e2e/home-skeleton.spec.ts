import { expect, test } from './fixtures';
import { SAMPLE_ROOM_TYPES } from '../../server/db/sample-data';

test('the home page is server-rendered in Portuguese with the seeded room types', async ({ page, request }) => {
  // Server-rendered: the names are in the HTML itself, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('<html lang="pt-BR"');
  for (const room of SAMPLE_ROOM_TYPES) expect(html).toContain(room.name);
  // Every section in place: none left to a script that would move it in later (a pending Suspense boundary).
  expect(html).not.toContain('<!--$?-->');

  await page.goto('/');
  await expect(page.getByText(`Escolha entre ${SAMPLE_ROOM_TYPES.length} categorias de apartamentos`)).toBeVisible();
});

test('the first paint needs no stylesheet request; check marks and stars are drawn by that CSS', async ({ page }) => {
  // Issue 19: on weak mobile data the render-blocking stylesheet cost a round trip before the first paint.
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  await page.goto('/');
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.locator('style[data-precedence]').count()).toBeGreaterThan(0);
  // The hero is styled by the inlined rules before any script runs (white text over the dark hero).
  await expect(page.locator('#hero-title')).toHaveCSS('color', 'rgb(255, 255, 255)');

  const check = await page.locator('#apartamentos .check-list > li').first().evaluate((li) => {
    const mark = getComputedStyle(li, '::before');
    return { width: mark.width, mask: mark.maskImage || mark.getPropertyValue('-webkit-mask-image') };
  });
  expect(check.width).toBe('16px');
  expect(check.mask).toContain('data:image/svg+xml');
  const stars = page.getByRole('img', { name: /^Nota média \d,\d de 5$/ });
  await expect(stars).toHaveCSS('width', '108px'); // five 20 px stars and four 2 px gaps
  expect(await stars.evaluate((el) => getComputedStyle(el).getPropertyValue('--filled').trim())).toMatch(/^[1-5]$/);
  expect(stylesheets).toEqual([]);
});

test('the scripts the home page loads do not carry the message catalogue', async ({ request }) => {
  // lib/messages.ts bundles every text of the site and the admin (about 27 kB gzip): a client
  // component of the first screen that reaches it through a lib module pays for all of it on load.
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain('Marcar sinal como recebido');
});

test('an unknown route shows the not-found page', async ({ page }) => {
  const response = await page.goto('/pagina-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('seeded media are served from the data directory', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const response = await request.get('/favicon.svg');
  expect(response.ok()).toBe(true);
  const missing = await request.get('/media/seed/nao-existe.webp');
  expect(missing.status()).toBe(404);
  const traversal = await request.get('/media/..%2F..%2Fpackage.json');
  expect([400, 404]).toContain(traversal.status());
  expect(html.length).toBeGreaterThan(0);
});

test('every icon on the page, the open menu and the reservation dialog is a symbol of the sprite', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const hrefs = new Set<string>();
  const collect = async () => {
    for (const href of await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))) hrefs.add(href);
  };
  await collect();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await collect();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('dialog').getByTestId('reservation-room').first()).toBeVisible({ timeout: 30_000 });
  await collect();

  const sprites = new Map<string, string>();
  for (const href of hrefs) {
    const [url, id] = href.split('#');
    expect(url, href).toMatch(/^\/icons\.svg\?v=/);
    if (!sprites.has(url!)) {
      const response = await request.get(url!);
      expect(response.ok(), url).toBe(true);
      sprites.set(url!, await response.text());
    }
    expect(sprites.get(url!), href).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse)\\b`));
  }
  // The menu, the sections and the dialog use many icons: a sanity check that they were all seen.
  expect(hrefs.size).toBeGreaterThan(20);
});
