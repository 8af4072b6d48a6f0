import { expect, test } from '@playwright/test';
import { SAMPLE_ROOM_TYPES } from '../../server/db/sample-data';

test('the home page is server-rendered in Portuguese with the seeded room types', async ({ page, request }) => {
  // Server-rendered: the names are in the HTML itself, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('<html lang="pt-BR"');
  for (const room of SAMPLE_ROOM_TYPES) expect(html).toContain(room.name);

  await page.goto('/');
  await expect(page.getByText(`Escolha entre ${SAMPLE_ROOM_TYPES.length} categorias de apartamentos`)).toBeVisible();
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
