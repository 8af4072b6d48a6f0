import { expect, type Cookie, type Page } from '@playwright/test';
import { hasSessionCookie } from '../../server/auth/cookie-names';

/** The staff account scripts/e2e-server.mjs creates with `npm run staff:create` before the server starts. */
export const STAFF = { email: 'admin@hotelaguaboa.test', password: 'senha-admin-e2e-123' } as const;

const landedOn = (path: string) => new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`);

/** Server-rendered buttons do nothing before React takes over. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));

/** Signs in through the sign-in form (of the server at `origin`, default the worker's) and lands on `path`. */
export async function signInThroughForm(page: Page, path: string, { account = STAFF, origin = '' }: { account?: { email: string; password: string }; origin?: string } = {}) {
  await page.goto(`${origin}/auth?next=${encodeURIComponent(path)}`);
  await hydrated(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(landedOn(path), { timeout: 15_000 });
}

/**
 * The staff session of this worker (each worker has its own server): the first test that needs staff
 * signs in through the form, the next ones reuse its cookie (a sign-in costs an argon2 hash and a
 * hydration). No test ends it: a sign-out ends only the session of its own cookie, and the tests of
 * signing in and out use other accounts or contexts of their own.
 */
let staffCookies: Cookie[] | undefined;

/** Signs in as staff and lands on `path` (default the admin's dashboard), its page ready for clicks as after the form's redirect. */
export async function signInAsStaff(page: Page, path = '/admin') {
  if (!staffCookies) {
    await signInThroughForm(page, path);
    staffCookies = (await page.context().cookies()).filter((cookie) => hasSessionCookie([cookie.name]));
    expect(staffCookies, 'the session cookie of the sign-in').toHaveLength(1);
    return;
  }
  await page.context().addCookies(staffCookies);
  await page.goto(path);
  await expect(page).toHaveURL(landedOn(path));
  await hydrated(page);
}
