import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signInAsStaff } from './staff';

// /diagnostico-supabase and /test-services: staff only (a guest gets 403: painel.spec.ts).

test('anonymous visitors of the diagnostic pages go to the sign-in', async ({ page }) => {
  await page.goto('/diagnostico-supabase');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdiagnostico-supabase$/);
  await page.goto('/test-services');
  await expect(page).toHaveURL(/\/auth\?next=%2Ftest-services$/);
});

test('staff see each dependency, repair, and run every public read', async ({ page }) => {
  await signInAsStaff(page, '/diagnostico-supabase');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnóstico do sistema' })).toBeVisible();
  const database = page.getByTestId('check-database');
  await expect(database).toContainText('Funcionando');
  await expect(database).toContainText('Tipo: pglite');
  await expect(database).toContainText(/Migrações aplicadas: (\d+) de \1/);
  await expect(page.getByTestId('check-storage')).toContainText('Gravar, ler e apagar um arquivo de teste: ok');
  // The e2e server sends through the SMTP sink (scripts/e2e-server.mjs).
  await expect(page.getByTestId('check-email')).toContainText('Provedor: smtp');
  await expect(page.getByTestId('check-supabase')).toContainText('Não configurado');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Corrigir automaticamente' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Problemas corrigidos' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Nenhuma migração pendente');

  await page.getByRole('link', { name: 'Testar serviços' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teste dos serviços' })).toBeVisible();
  await expect(page.getByTestId('read-rooms')).toContainText(/[1-9]\d* ite(m|ns)/);
  await expect(page.getByTestId('read-services')).toContainText(/[1-9]\d* ite(m|ns)/);
  await expect(page.locator('[data-testid^="read-"]', { hasText: 'Falhou' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Testar e-mail' })).toHaveAttribute('href', '/testemail');
});
