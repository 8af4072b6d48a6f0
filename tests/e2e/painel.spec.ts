import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from './fixtures';
import { addDays, todayIn } from '../../lib/dates';
import { mailAvailable, waitForMail } from './mail';
import { field, fillValidForm, openDialog } from './guest-dialog';

// The customer panel end to end: a reservation made in the public dialog shows in /painel, is
// cancelled there (policy first), the profile is edited, the data downloaded and the account deleted.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const RUN = Date.now();
const TODAY = todayIn('America/Cuiaba');
// Far-future dates of its own, so that runs against one database never collide (see reservation.spec.ts).
const CHECK_IN = addDays(TODAY, 420 + (Math.floor(RUN / 1000) % 90));
const CHECK_OUT = addDays(CHECK_IN, 3);
const PASSWORD = 'senha-segura-123';
const PERMISSION_MESSAGE = 'Você não tem permissão para realizar esta operação. Verifique se você está logado como administrador.';
const HOTEL_EMAIL = 'reservas@hotelaguaboa.com.br';

const br = (iso: string) => iso.split('-').reverse().join('/');
const unique = (name: string) => `${name}-${RUN}-${Math.floor(Math.random() * 1e6)}@example.com`;
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

/** Waits until React took over the page: server-rendered forms do nothing before. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
}

/** Books from the first apartment card; the reservation signs the guest up. Returns the room's name. */
async function bookFromCard(page: Page, email: string): Promise<string> {
  await page.goto('/');
  const carousel = page.getByTestId('cards-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const card = page.locator('#apartamentos').getByTestId('apartment-card').first();
  const roomName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const dialog = await openDialog(page, card.getByRole('button', { name: 'Reservar' }));
  await fillValidForm(dialog, { checkIn: CHECK_IN, checkOut: CHECK_OUT, email });
  await field(dialog, 'fullName').fill('Paula Painel');
  await field(dialog, 'password').fill(PASSWORD);
  await field(dialog, 'confirmPassword').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Finalizar Reserva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reserva realizada com sucesso!' })).toContainText(email, { timeout: 30_000 });
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  return roomName;
}

test('a guest books, then in /painel cancels (policy first), edits the profile, downloads the data and deletes the account', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-painel-${RUN}` });
  const email = unique('painel');
  const roomName = await bookFromCard(page, email);

  // The panel lists the reservation: room, dates, nights, total, status in Portuguese, created time.
  await page.goto('/painel');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Painel' })).toBeVisible();
  await expect(page.getByText(`Conectado como ${email}`)).toBeVisible();
  const reservations = page.getByTestId('panel-reservation');
  await expect(reservations).toHaveCount(1);
  const reservation = reservations.first();
  await expect(reservation.getByRole('heading', { level: 3 })).toHaveText(roomName);
  await expect(reservation.getByTestId('panel-reservation-status')).toHaveText('Situação: Pendente');
  await expect(reservation).toContainText(br(CHECK_IN));
  await expect(reservation).toContainText(br(CHECK_OUT));
  await expect(reservation).toContainText('3 noites');
  await expect(reservation).toContainText(/Total\s*R\$\s[\d.]+,\d{2}/);
  await expect(reservation).toContainText(new RegExp(`Solicitada em\\s*${br(TODAY).replace(/\//g, '\\/')}`));

  // Accessibility of the whole panel.
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Cancel: the policy shows first, with the keyboard all the way.
  const cancelButton = reservation.getByRole('button', { name: `Cancelar a reserva de ${roomName} com check-in em ${br(CHECK_IN)}` });
  await cancelButton.focus();
  await page.keyboard.press('Enter');
  const cancelDialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(cancelDialog).toBeVisible();
  await expect(cancelDialog.getByTestId('cancel-policy')).toContainText('Política de cancelamento');
  await expect(cancelDialog.getByTestId('cancel-policy')).toContainText('Reservas diretas podem ser canceladas sem custo até 48 horas antes do check-in.');
  const axeDialog = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(axeDialog.violations.map((v) => v.id)).toEqual([]);
  // 'Manter reserva' closes without changing anything (Esc does the same).
  await page.keyboard.press('Escape');
  await expect(cancelDialog).toBeHidden();
  await expect(reservation.getByTestId('panel-reservation-status')).toHaveText('Situação: Pendente');

  const cancelStarted = Date.now();
  await cancelButton.click();
  await cancelDialog.getByLabel('Motivo do cancelamento').fill('Mudança de planos');
  await cancelDialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(toast(page, 'Reserva cancelada')).toBeVisible();
  await expect(cancelDialog).toBeHidden();
  await expect(reservation.getByTestId('panel-reservation-status')).toHaveText('Situação: Cancelada');
  await expect(reservation.getByRole('button', { name: /Cancelar a reserva/ })).toHaveCount(0);
  // The hotel is told by e-mail (through the outbox).
  if (mailAvailable) {
    const escaped = email.replace(/[.+]/g, '\\$&');
    await waitForMail(HOTEL_EMAIL, new RegExp(`cancelou esta reserva pelo painel[\\s\\S]*${escaped}[\\s\\S]*Mudança de planos`), { after: cancelStarted - 1000 });
  }

  // The profile: filled from the reservation, same masks and rules as the reservation form.
  const profile = page.getByRole('form', { name: 'Meus dados' });
  await expect(profile.getByLabel('Nome completo')).toHaveValue('Paula Painel');
  await expect(profile.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(profile.getByLabel('Data de nascimento')).toHaveValue('15/03/1985');
  await expect(profile.getByLabel('Email da conta')).toHaveValue(email);
  await profile.getByLabel('Telefone', { exact: true }).fill('6699');
  await profile.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verifique os dados' })).toContainText('O telefone deve ter pelo menos 10 dígitos.');
  await expect(profile.getByLabel('Telefone', { exact: true })).toBeFocused();
  await profile.getByLabel('Telefone', { exact: true }).fill('66988776655');
  await expect(profile.getByLabel('Telefone', { exact: true })).toHaveValue('(66) 98877-6655');
  await profile.getByLabel('Cidade').fill('Nova Xavantina');
  await profile.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(toast(page, 'Dados salvos')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Meus dados' }).getByLabel('Cidade')).toHaveValue('Nova Xavantina');

  // The password can be changed while signed in.
  await expect(page.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/definir-senha');

  // LGPD: my data as a JSON file.
  await hydrated(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar meus dados (JSON)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-hotel-agua-boa-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string };
    profile: { city: string; phone: string };
    reservations: { status: string; room_type: string; check_in_date: string; guest_cpf: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.profile).toMatchObject({ city: 'Nova Xavantina', phone: '(66) 98877-6655' });
  expect(data.reservations).toEqual([expect.objectContaining({ status: 'cancelled', room_type: roomName, check_in_date: CHECK_IN, guest_cpf: '529.982.247-25' })]);

  // LGPD: delete the account, after a confirmation.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Excluir conta' });
  const confirmField = deleteDialog.getByLabel(`Digite o email da conta (${email}) para confirmar`);
  await confirmField.fill('outro@example.com');
  await deleteDialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(deleteDialog.getByText('O email digitado não é o da sua conta. Nada foi excluído.').first()).toBeVisible();
  await confirmField.fill(email);
  await deleteDialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(toast(page, 'Conta excluída')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed out: the panel asks for a sign-in; the address can sign up again, with no reservations.
  await page.goto('/painel');
  await expect(page).toHaveURL(/\/auth\?next=%2Fpainel$/);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome completo').fill('Paula de Novo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('outra-senha-123');
  await page.getByLabel('Confirmar senha').fill('outra-senha-123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toast(page, 'Conta criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByText('Você ainda não tem reservas.')).toBeVisible();
});

test('a signed-in guest at /admin gets HTTP 403 with the permission message @mobile', async ({ page }) => {
  const email = unique('nao-admin');
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome completo').fill('Hóspede Comum');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/painel$/);

  // The panel fits a phone: nothing wider than the screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Painel' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const response = await page.goto('/admin');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expect(page.getByText(PERMISSION_MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  // The staff's diagnostic pages refuse a guest the same way.
  for (const path of ['/diagnostico-supabase', '/test-services']) expect((await page.goto(path))?.status(), path).toBe(403);
});
