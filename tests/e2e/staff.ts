import { expect, type Page } from '@playwright/test';

/** The staff account scripts/e2e-server.mjs creates with `npm run staff:create` before the server starts. */
export const STAFF = { email: 'admin@hotelaguaboa.test', password: 'senha-admin-e2e-123' } as const;

/** Signs in as staff through the sign-in form and lands on `path` (default the admin's dashboard). */
export async function signInAsStaff(page: Page, path = '/admin') {
  await page.goto(`/auth?next=${encodeURIComponent(path)}`);
  // Server-rendered forms do nothing before React takes over.
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Senha', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`), { timeout: 15_000 });
}
