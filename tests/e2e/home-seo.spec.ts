import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { SAMPLE_ROOM_TYPES } from '../../server/db/sample-data';

type Node = Record<string, unknown>;

async function jsonLd(page: Page): Promise<Node> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const hotels = scripts.map((s) => JSON.parse(s) as Node).filter((d) => d['@type'] === 'Hotel');
  expect(hotels).toHaveLength(1);
  return hotels[0]!;
}

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

/** `next dev` (E2E_BASE_URL at the shared dev server) never registers the worker: production only. */
async function isDevServer(request: APIRequestContext): Promise<boolean> {
  if (!process.env.E2E_BASE_URL) return false;
  return /hmr-client|\/_next\/static\/development\//.test(await (await request.get('/')).text());
}

/** Registers /sw.js (in production the page already did: registering again is a no-op) and waits for it to control the page. */
async function controlledBySw(page: Page) {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  // The first load was not controlled; clients.claim() or a reload makes it so.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

test('the JSON-LD is a schema.org Hotel with a HotelRoom and an Offer in BRL per room type', async ({ page }) => {
  await page.goto('/');
  const hotel = await jsonLd(page);
  expect(hotel['@context']).toBe('https://schema.org');
  expect(hotel.name).toBe('Hotel Água Boa');
  expect(hotel.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Água Boa', addressRegion: 'MT', addressCountry: 'BR' });
  expect(hotel.geo).toMatchObject({ '@type': 'GeoCoordinates' });
  expect(hotel.priceRange).toBe('R$ 205 - R$ 440');
  expect(hotel.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
  const rooms = hotel.containsPlace as Node[];
  expect(rooms.map((r) => r.name)).toEqual(expect.arrayContaining(SAMPLE_ROOM_TYPES.map((r) => r.name)));
  for (const room of rooms) {
    expect(room['@type']).toContain('HotelRoom');
    expect(room.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'BRL', price: expect.any(Number) });
    expect(room.occupancy).toMatchObject({ '@type': 'QuantitativeValue', maxValue: expect.any(Number) });
  }
});

test('the home page has its canonical URL, Open Graph and Twitter card', async ({ page, request }) => {
  test.setTimeout(60_000); // under `next dev` the image route may compile first
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveTitle('Hotel Água Boa | Hospedagem em Água Boa - MT');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe('/');
  expect(await meta(page, 'meta[name="description"]')).toBeTruthy();
  expect(await meta(page, 'meta[property="og:title"]')).toBeTruthy();
  expect(await meta(page, 'meta[property="og:type"]')).toBe('website');
  expect(await meta(page, 'meta[property="og:locale"]')).toBe('pt_BR');
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta(page, 'meta[name="robots"]')).toBe('index, follow');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.json');

  // The image URL is absolute on SITE_URL, which may not be the server under test: fetch its path here.
  const ogImage = new URL((await meta(page, 'meta[property="og:image"]')) ?? '');
  expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200');
  const image = await request.get(ogImage.pathname + ogImage.search);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('sitemap.xml and robots.txt answer', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+<\/loc>/);
  expect(xml).toContain('<lastmod>');
  // Only pages that exist: each listed path answers (the host is SITE_URL, so ask this server).
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) expect((await request.get(new URL(loc!).pathname)).status(), loc).toBe(200);

  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const txt = await robots.text();
  for (const line of ['Allow: /', 'Disallow: /admin', 'Disallow: /painel', 'Disallow: /api/', 'Disallow: /auth']) expect(txt).toContain(line);
  expect(txt).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('the web app manifest is valid JSON and its icons exist', async ({ request }) => {
  const res = await request.get('/manifest.json');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as { name: string; lang: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest).toMatchObject({ name: 'Hotel Água Boa', lang: 'pt-BR', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain(icon.type);
  }
});

test('the service worker script is served as JavaScript', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toMatch(/javascript/);
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the page registers the service worker on load (production build)', async ({ page, request }) => {
    test.skip(await isDevServer(request), 'next dev: the page registers no service worker');
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  });

  test('under the service worker pages stay fresh and offline shows the offline page', async ({ page, context }) => {
    test.setTimeout(90_000);
    await controlledBySw(page);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    // Pages come from the network and are never cached; static chunks are.
    await page.waitForLoadState('load');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached).not.toContain('/');
    expect(cached.some((p) => p.startsWith('/_next/static/'))).toBe(true);
    // Besides the offline page, the QR hub is precached for guests reading it in the hotel (the QR pages' own cache).
    expect(cached.filter((p) => !p.startsWith('/_next/static/') && !p.startsWith('/media/')).sort()).toEqual(['/offline.html', '/qr-access']);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Você está offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('axe-core finds no accessibility violations on the home page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // Scroll through the page so that the sections loaded near the viewport are there too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(found).toEqual([]);
});
