import { expect, test, type Page } from './fixtures';

// The browser tells the truth about the network (staff-and-platform.md §4, §8 "Network toasts").

/** Records the title of every toast the page shows, in order, from the page's first script on. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastTitles: string[] }).toastTitles = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"][aria-live]')) {
        const title = region.querySelector('p.font-semibold')?.textContent;
        if (title && seen.at(-1) !== title) seen.push(title);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
/** The page's script has taken over (the network watcher listens from then on). */
const hydrated = (page: Page) => page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
const toastTitles = (page: Page) => page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);

test('offline and back online: one notice each, and none again within the cooldown', async ({ page, context }) => {
  await recordToasts(page);
  await page.goto('/');
  await hydrated(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Conexão perdida' })).toBeVisible();
  await context.setOffline(false);
  // Back online, the site is probed (/favicon.svg) before the notice.
  await expect(page.getByRole('status').filter({ hasText: 'Conexão restaurada' })).toBeVisible();

  // A flapping connection within 30 s of the last notice is not a stream of toasts.
  await context.setOffline(true);
  await context.setOffline(false);
  await context.setOffline(true);
  await page.waitForTimeout(1_500);
  await context.setOffline(false);
  await page.waitForTimeout(1_500);
  expect(await toastTitles(page)).toEqual(['Conexão perdida', 'Conexão restaurada']);
});

test('a contact message sent offline is not lost: the form says so and keeps it; online, it is sent', async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-network-${Date.now()}` });
  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Envie uma mensagem' });
  await form.scrollIntoViewIfNeeded();
  const message = form.getByLabel('Mensagem', { exact: true });
  await form.getByLabel('Nome', { exact: true }).fill('Hóspede Sem Sinal');
  await form.getByLabel('Email', { exact: true }).fill('sem.sinal@example.com');
  await form.getByLabel('Telefone', { exact: true }).fill('(66) 99999-1111');
  await message.fill('Chego tarde hoje, depois das 23h.');
  // The interactive form has loaded (its chunk is asked once the form nears the viewport).
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  // The browser knows it is offline (its event is asynchronous) before the guest sends.
  await expect(page.getByRole('status').filter({ hasText: 'Conexão perdida' })).toBeVisible();
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Aguardando conexão' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('nada foi enviado');
  await expect(message).toHaveValue('Chego tarde hoje, depois das 23h.');

  await context.setOffline(false);
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso!' })).toBeVisible({ timeout: 30_000 });
  await expect(message).toHaveValue('');
});
