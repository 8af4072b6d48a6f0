import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequest, type Page } from './fixtures';
import { addDays, todayIn } from '../../lib/dates';
import { request as reservationRequest } from '../helpers/reservation-request';
import { mailAvailable, waitForMail } from './mail';
import { signInAsStaff } from './staff';

// The reservation desk, signed in as staff: requests made by anonymous guests in the public dialog
// (their own browser contexts) are answered in the admin.

const RUN = Date.now();
const TODAY = todayIn('America/Cuiaba');
// Far stays of this run only, within the 2 years a check-in may lie ahead (the reservation spec uses
// days 60–409 + 10 per slot, the panel's 420–509).
const OFFSET = 520 + (Math.floor(RUN / 1000) % 45) * 4;

function stay(slot: number) {
  const checkIn = addDays(TODAY, OFFSET + slot * 5);
  return { checkIn, checkOut: addDays(checkIn, 2) };
}

/**
 * A guest asks for the first room type, with what the public dialog sends (the dialog itself is
 * reservation.spec.ts's: here the desk is under test), from an anonymous client of its own through
 * POST /api/reservations, which runs the dialog's submission; returns the room's name.
 */
async function guestBooks(requests: APIRequest, baseURL: string | undefined, guest: { checkIn: string; checkOut: string; email: string }, name: string): Promise<string> {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `e2e-reservation-desk-${name}-${RUN}` } });
  try {
    const rooms = (await (await api.get('/api/rooms')).json()) as { id: string; name: string }[];
    const response = await api.post('/api/reservations', {
      data: reservationRequest(rooms[0]!.id, {
        ...guest,
        fullName: 'Maria Teste da Silva',
        phone: '(66) 99988-7766',
        cpf: '529.982.247-25',
        birthDate: '15/03/1985',
        address: 'Rua das Flores, 123',
        city: 'Água Boa',
        state: 'MT',
        cep: '78635-000',
        specialRequests: '',
        password: 'senha-segura-123',
        confirmPassword: 'senha-segura-123',
      }),
    });
    expect(response.status(), await response.text()).toBe(201);
    return rooms[0]!.name;
  } finally {
    await api.dispose();
  }
}

/** Opens the reservation of `email` from the list (search by e-mail, click the guest's name). */
async function openReservation(page: Page, email: string) {
  await page.goto(`/admin/reservas?q=${encodeURIComponent(email)}`);
  const rows = page.getByTestId('reservation-row');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: 'Maria Teste da Silva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva de Maria Teste da Silva' })).toBeVisible();
}

const badge = (page: Page) => page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: /^Notificações/ });

test('staff confirm a guest’s request (one e-mail, a stale second click refused), cancel another with a reason, export the CSV, read the notifications and see the stay in the calendar', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const first = { ...stay(0), email: `desk.confirma.${RUN}@example.com` };
  const second = { ...stay(1), email: `desk.cancela.${RUN}@example.com` };
  const roomName = await guestBooks(playwright.request, baseURL, first, 'first');
  await guestBooks(playwright.request, baseURL, second, 'second');

  await signInAsStaff(page);
  // The dashboard lists both requests with the time left on their hold.
  const pending = page.getByTestId('dashboard-pending');
  await expect(pending.getByRole('listitem').filter({ hasText: first.checkIn.split('-').reverse().join('/') })).toContainText(/2[34] h \d+ min restantes/);

  // Every field the guest sent.
  await openReservation(page, first.email);
  const main = page.getByRole('main');
  for (const text of [first.email, '(66) 99988-7766', '529.982.247-25', '15/03/1985', 'Rua das Flores, 123', 'Água Boa', 'MT', '78635-000', roomName, 'Pendente']) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  const detailUrl = page.url();

  // A second tab left open on the same request.
  const stale = await page.context().newPage();
  await stale.goto(detailUrl);
  await expect(stale.getByRole('button', { name: 'Confirmar' })).toBeVisible();

  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reserva confirmada' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText('Confirmada', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);

  await stale.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
  await stale.getByRole('button', { name: 'Confirmar' }).click();
  await expect(stale.getByRole('status').filter({ hasText: 'já está confirmada' })).toBeVisible({ timeout: 15_000 });
  await stale.close();

  // The guest's confirmation arrives once, and the outbox shows it sent.
  if (mailAvailable) await waitForMail(first.email, /está confirmada/);
  await page.reload();
  await expect(page.getByTestId('reservation-email').filter({ hasText: 'Reserva confirmada' })).toHaveCount(1);
  await page.goto('/admin/emails?status=sent');
  const sentRow = page.getByTestId('outbox-row').filter({ hasText: first.email }).filter({ hasText: 'Reserva confirmada' });
  await expect(sentRow).toHaveCount(1);
  await expect(sentRow).toContainText('Enviado');

  // Cancel the second one: the reason is required, then it goes through and the guest is told why.
  await openReservation(page, second.email);
  await page.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(page.getByLabel('Motivo do cancelamento')).toHaveAccessibleDescription(/Informe o motivo do cancelamento/);
  await page.getByLabel('Motivo do cancelamento').fill('Hóspede desistiu por telefone');
  await page.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reserva cancelada' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText('Hóspede desistiu por telefone')).toBeVisible();
  await expect(main.getByText('Cancelada', { exact: true }).first()).toBeVisible();
  if (mailAvailable) await waitForMail(second.email, /Motivo: Hóspede desistiu por telefone/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `detail: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // CSV of the filtered list: BOM, semicolons, the confirmed row.
  await page.goto(`/admin/reservas?q=${encodeURIComponent(`.${RUN}@example.com`)}`);
  await expect(page.getByTestId('reservation-row')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^reservas-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('Código;Status;Hóspede;Email;Telefone;CPF');
  expect(csv).toMatch(new RegExp(`;Confirmada;Maria Teste da Silva;${first.email.replace(/\./g, '\\.')};`));
  expect(csv).toMatch(new RegExp(`;Cancelada;Maria Teste da Silva;${second.email.replace(/\./g, '\\.')};`));
  expect(csv.trim().split('\r\n')).toHaveLength(3);

  // Notifications: both requests are there, linked; marking read lowers the badge, then clears it.
  await page.goto('/admin/notificacoes');
  const unread = page.getByTestId('notification').and(page.locator('[data-read="false"]'));
  const before = await unread.count();
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(badge(page)).toHaveText(`Notificações${before}`);
  const ours = page.getByTestId('notification').filter({ hasText: first.email });
  await expect(ours.getByRole('link', { name: 'Ver reserva' })).toHaveAttribute('href', new URL(detailUrl).pathname);
  await ours.getByRole('button', { name: /^Marcar como lida/ }).click();
  await expect(badge(page)).toHaveText(before > 1 ? `Notificações${before - 1}` : 'Notificações');
  await expect(ours).toHaveAttribute('data-read', 'true');
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(badge(page)).toHaveText('Notificações');
  await expect(unread).toHaveCount(0);

  // The calendar of the confirmed stay's month shows its nights held.
  await page.goto(`/admin/reservas/calendario?mes=${first.checkIn.slice(0, 7)}`);
  const calendar = page.getByRole('table', { name: /Ocupação de/ });
  const cell = calendar.locator(`tr[data-night="${first.checkIn}"] td[data-room-name="${roomName}"]`);
  await expect(cell).toContainText(/[1-9]\d* de \d+ ocupados/);
  await page.getByRole('link', { name: 'Próximo mês' }).click();
  await expect(page).toHaveURL(/mes=\d{4}-\d{2}$/);
});

test('the desk screens pass an axe-core check', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page);
  for (const path of ['/admin', '/admin/reservas', '/admin/reservas/calendario', '/admin/notificacoes', '/admin/emails', '/testemail']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('the test e-mail goes through the configured provider and shows its answer', async ({ page }) => {
  await signInAsStaff(page, '/testemail');
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))));
  const to = page.getByLabel('Enviar para');
  await to.fill('nao-e-email');
  await page.getByRole('button', { name: 'Enviar teste' }).click();
  await expect(to).toHaveAccessibleDescription('Email inválido.');
  const address = `desk.teste.${RUN}@example.com`;
  await to.fill(address);
  await page.getByRole('button', { name: 'Enviar teste' }).click();
  await expect(page.getByTestId('test-email-result')).toContainText(/Enviado pelo provedor smtp\. Resposta: .+/, { timeout: 15_000 });
  if (mailAvailable) await waitForMail(address, /mensagem de teste/);
});

test('on a phone the desk screens fit the width: wide tables scroll inside their own labelled region @mobile', async ({ page, playwright, baseURL }) => {
  test.setTimeout(150_000);
  // A request, so that the lists have rows.
  const guest = { ...stay(3), email: `desk.celular.${RUN}@example.com` };
  await guestBooks(playwright.request, baseURL, guest, 'phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page);
  await openReservation(page, guest.email);
  const detail = new URL(page.url()).pathname;
  for (const path of ['/admin', '/admin/reservas', detail, '/admin/reservas/calendario', '/admin/notificacoes', '/admin/emails']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  // The calendar is wider than the phone: its region scrolls (and takes the keyboard focus to do so).
  await page.goto('/admin/reservas/calendario?mes=2026-11');
  const region = page.getByRole('region', { name: 'Calendário de ocupação', exact: true });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(region).toHaveAttribute('tabindex', '0');
  // Its caption is a sentence, as written: only its first letter is a capital (innerText, as shown).
  expect(await page.getByTestId('occupancy-calendar').locator('caption').evaluate((el) => (el as HTMLElement).innerText)).toBe('Ocupação de novembro de 2026');

  // The list's columns beyond the right edge: a line above the table says so on a phone, once (not in
  // the region's name nor description), and the region's edges darken where columns hide.
  const hint = page.getByText('Deslize a tabela para o lado para ver todas as colunas.');
  await page.goto('/admin/reservas');
  const list = page.getByRole('region', { name: 'Lista de reservas' });
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(hint).toBeVisible();
  await expect(list).toHaveAccessibleName('Lista de reservas');
  await expect(list).toHaveAccessibleDescription('');
  await expect(list).toHaveCSS('background-attachment', 'local, local, scroll, scroll');
  // The dashboard's table fits a phone: no line there.
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: /^Apartamentos ocupados/ })).toBeVisible();
  await expect(hint).toBeHidden();
  // On a wide screen, nothing to say.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/reservas');
  await expect(list).toBeVisible();
  await expect(hint).toBeHidden();
});
