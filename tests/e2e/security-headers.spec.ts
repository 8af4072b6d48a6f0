import { expect, test, type APIRequestContext, type APIResponse, type Page } from './fixtures';
import { openDialog } from './guest-dialog';
import { observatoryScan } from './observatory.mjs';
import { signInAsStaff } from './staff';

const SEED_PHOTO = '/media/seed/rooms/standard-solteiro-1.webp';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  return policy;
}

const scriptSrc = (policy: string) => policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';

/** The page's answer once the production server's response cache holds it (the first request renders it). */
async function cachedPage(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response: APIResponse | undefined;
  await expect(async () => {
    response = await request.get(path);
    expect(response.headers()['x-response-cache']).toBe('HIT');
  }).toPass({ timeout: 15_000 });
  return response!;
}

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
    ),
  );
  return violations;
}

test('a public page, an API route, a media file and a missing page carry the security headers', async ({ request }) => {
  const first = await request.get('/');
  expect(scriptSrc(expectSecurityHeaders(first))).toContain("'self'");
  // Cached, the page's policy names its inline scripts by hash and allows no other inline script.
  const page = scriptSrc(expectSecurityHeaders(await cachedPage(request, '/')));
  expect(page).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(page).not.toContain('unsafe-inline');

  const api = await request.get('/api/rooms');
  expect(api.status()).toBe(200);
  expect(expectSecurityHeaders(api)).toBe("default-src 'none'; frame-ancestors 'none'");
  const photo = await request.get(SEED_PHOTO);
  expect(photo.status()).toBe(200);
  expect(expectSecurityHeaders(photo)).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  const missing = await request.get('/nao-existe');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);
});

test('the home page works under its policy: it hydrates, the reservation dialog opens, the video and the map load', async ({ page }) => {
  await cachedPage(page.request, '/');
  // No network: the player and the map are answered locally; the policy is what is under test.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.openstreetmap\.org)\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(scriptSrc(response!.headers()['content-security-policy'] ?? '')).toContain("'sha256-");

  await openDialog(page, page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
  await page.keyboard.press('Escape');
  const play = page.getByRole('button', { name: /^Reproduzir o vídeo/ }).first();
  await play.scrollIntoViewIfNeeded();
  await play.click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached();
  const map = page.locator('iframe[src^="https://www.openstreetmap.org/"]');
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.evaluate((frame: HTMLIFrameElement) => frame.contentWindow !== null)).toBe(true);
  expect(violations).toEqual([]);
});

test('the admin renders per request under a policy with a nonce, and works', async ({ page }) => {
  const violations = await recordViolations(page);
  await signInAsStaff(page);
  const response = await page.goto('/admin');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(scriptSrc(policy)).toMatch(/^\s*script-src 'nonce-[A-Za-z0-9+/]+=*' 'strict-dynamic'$/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  // Every inline script of the page carries this response's nonce.
  const nonce = /'nonce-([^']+)'/.exec(policy)![1];
  const scripts = await page.locator('script:not([src])').evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));
  // The navigation is a client-side transition: it needs the page's scripts.
  await page.getByRole('navigation').getByRole('link', { name: /^Reservas/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/reservas$/);
  expect(violations).toEqual([]);
});

test('the MDN HTTP Observatory grades the home page, the sign-in page and the API A+', async ({ page, baseURL }) => {
  await cachedPage(page.request, '/');
  for (const path of ['/', '/auth', '/api/rooms']) {
    const scan = await observatoryScan(new URL(path, baseURL).href);
    const failed = Object.entries(scan.tests).filter(([, result]) => !result.pass);
    expect(failed, path).toEqual([]);
    expect(scan.score, path).toBeGreaterThanOrEqual(100);
    expect(scan.grade, path).toBe('A+');
  }
});
