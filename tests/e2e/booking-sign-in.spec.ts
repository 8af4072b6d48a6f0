import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { serverURL } from './servers';
import { STAFF } from './staff';
import { day, request } from '../helpers/reservation-request';
import { field, openDialog, reservationDialog } from './guest-dialog';

// Issue 11: the reservation request's "sign in, else sign up" step is no way around the sign-in page.
// The tests play the reverse proxy of the e2e server (TRUSTED_PROXY_HOPS=1): X-Forwarded-For is the client.

const RUN = Date.now().toString(36);
let stay = 0;

/** A valid request signing in (or up) as `email`; each one a different stay, so none is a duplicate. */
function booking(roomTypeId: string, email: string, password: string) {
  stay += 3;
  return request(roomTypeId, { email, password, confirmPassword: password, checkIn: day(40 + stay), checkOut: day(41 + stay) });
}

// Plain fetch: each request carries exactly the cookie given (Playwright's request context keeps a jar).
const url = (path: string) => new URL(path, serverURL(test.info().parallelIndex)).toString();

async function firstRoomId(): Promise<string> {
  const rooms = (await (await fetch(url('/api/rooms'))).json()) as { id: string }[];
  return rooms[0]!.id;
}

const post = (body: object, client: string, cookie?: string) =>
  fetch(url('/api/reservations'), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
  });

const sessionCookie = (response: Response) => response.headers.getSetCookie().map((c) => /^hotel_session=[^;]+/.exec(c)?.[0]).find(Boolean);

test('a booking with the staff address and the right password signs nobody in', async () => {
  const response = await post(booking(await firstRoomId(), STAFF.email, STAFF.password), `e2e-staff-${RUN}`);
  expect(response.status).toBe(201);
  expect(sessionCookie(response)).toBeUndefined();
  expect(await response.json()).toMatchObject({ account: 'email_taken', signedInEmail: null });
});

test('a booking of a room type that does not exist checks no password', async () => {
  const email = `oraculo-${RUN}@example.com`;
  const created = await post(booking(await firstRoomId(), email, 'senha-certa-123'), `e2e-oracle-${RUN}`);
  expect(created.status).toBe(201);
  expect(sessionCookie(created)).toBeDefined();
  const refused = await post(booking(randomUUID(), email, 'senha-certa-123'), `e2e-oracle-${RUN}`);
  expect(refused.status).toBe(409);
  expect(sessionCookie(refused)).toBeUndefined();
  expect(await refused.json()).toMatchObject({ title: 'Apartamento indisponível' });
});

test('signing in through a booking ends the session it replaces', async () => {
  const roomTypeId = await firstRoomId();
  const first = await post(booking(roomTypeId, `primeira-${RUN}@example.com`, 'senha-primeira-1'), `e2e-rotation-${RUN}`);
  const firstCookie = sessionCookie(first);
  expect(firstCookie).toBeDefined();
  const panel = (cookie: string) => fetch(url('/painel'), { headers: { cookie }, redirect: 'manual' });
  expect((await panel(firstCookie!)).status).toBe(200);

  const second = await post(booking(roomTypeId, `segunda-${RUN}@example.com`, 'senha-segunda-1'), `e2e-rotation-${RUN}`, firstCookie);
  const secondCookie = sessionCookie(second);
  expect(secondCookie).toBeDefined();
  expect(secondCookie).not.toBe(firstCookie);
  expect((await panel(secondCookie!)).status).toBe(200);
  // The first session is over: the panel sends its cookie to the sign-in page.
  const old = await panel(firstCookie!);
  expect(old.status).toBe(307);
  expect(old.headers.get('location')).toContain('/auth');
});

// Audit A: a signed-in guest books with the session, the form filled from the profile.

test('GET /api/auth/session?profile=1 gives the signed-in guest\'s profile, never cached; nobody gets null', async () => {
  const email = `perfil-api-${RUN}@example.com`;
  const created = await post(booking(await firstRoomId(), email, 'senha-perfil-1'), `e2e-profile-api-${RUN}`);
  const cookie = sessionCookie(created)!;
  const signedIn = await fetch(url('/api/auth/session?profile=1'), { headers: { cookie } });
  expect(signedIn.headers.get('cache-control')).toMatch(/private/);
  expect(signedIn.headers.get('cache-control')).toMatch(/no-store/);
  expect(await signedIn.json()).toMatchObject({
    user: { email, isStaff: false, profile: { phone: '(66) 99999-1234', cpf: '529.982.247-25', birthDate: '15/08/1990', city: 'Água Boa', state: 'MT', cep: '78635-000' } },
  });
  // Without ?profile the header's answer stays as small as before.
  expect((await (await fetch(url('/api/auth/session'), { headers: { cookie } })).json()).user.profile).toBeUndefined();
  const anonymous = await fetch(url('/api/auth/session?profile=1'));
  expect(anonymous.headers.get('cache-control')).toMatch(/no-store/);
  expect(await anonymous.json()).toEqual({ user: null });
});

test('a signed-in guest books without the password fields: the booking is the session\'s, no new session', async () => {
  const roomTypeId = await firstRoomId();
  const email = `sessao-${RUN}@example.com`;
  const client = `e2e-session-booking-${RUN}`;
  const created = await post(booking(roomTypeId, email, 'senha-sessao-1'), client);
  const cookie = sessionCookie(created)!;
  const { password: _p, confirmPassword: _c, ...withoutPassword } = booking(roomTypeId, email, 'x');
  const response = await post({ ...withoutPassword, fullName: 'Outro Nome Só Desta Reserva' }, client, cookie);
  expect(response.status).toBe(201);
  expect(sessionCookie(response)).toBeUndefined();
  expect(await response.json()).toMatchObject({ account: 'session', signedInEmail: email });
  // Both show in the guest's panel, the session still valid.
  const panel = await fetch(url('/painel'), { headers: { cookie }, redirect: 'manual' });
  expect(panel.status).toBe(200);
  expect((await panel.text()).match(/data-testid="panel-reservation"/g)).toHaveLength(2);
  // Without a session the password is still required.
  const anonymous = await post(withoutPassword, `e2e-session-anon-${RUN}`);
  expect(anonymous.status).toBe(422);
  expect(await anonymous.json()).toMatchObject({ errors: { password: 'Senha é obrigatório.' } });
});

test('the dialog of a signed-in guest is filled from the profile, asks no password, and books', async ({ page }) => {
  const client = `e2e-profile-dialog-${RUN}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
  const email = `perfil-dialogo-${RUN}@example.com`;
  // Signs up through a booking: page.request shares the browser's cookies, so the page is signed in.
  const body = { ...booking(await firstRoomId(), email, 'senha-dialogo-1'), fullName: 'Rita Perfil', emergencyContactName: 'João Perfil', emergencyContactPhone: '66988887777' };
  expect((await page.request.post('/api/reservations', { data: body })).status()).toBe(201);

  await page.goto('/');
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Reserve Agora' }).filter({ visible: true }).first());
  await dialog.getByTestId('reservation-room').first().getByRole('button', { name: 'Selecionar' }).click();
  await expect(field(dialog, 'fullName')).toHaveValue('Rita Perfil');
  await expect(field(dialog, 'email')).toHaveValue(email);
  await expect(field(dialog, 'phone')).toHaveValue('(66) 99999-1234');
  await expect(field(dialog, 'cpf')).toHaveValue('529.982.247-25');
  await expect(field(dialog, 'birthDate')).toHaveValue('15/08/1990');
  await expect(field(dialog, 'address')).toHaveValue('Rua das Flores, 100');
  await expect(field(dialog, 'city')).toHaveValue('Água Boa');
  await expect(field(dialog, 'state')).toHaveValue('MT');
  await expect(dialog.getByLabel('CEP')).toHaveValue('78635-000');
  await expect(dialog.getByLabel('Nome do contato de emergência')).toHaveValue('João Perfil');
  // No password while signed in: the account section says whose account books instead.
  await expect(field(dialog, 'password')).toHaveCount(0);
  await expect(field(dialog, 'confirmPassword')).toHaveCount(0);
  await expect(dialog.getByTestId('reservation-account')).toContainText(email);
  // WCAG A and AA (the dialog's header and footer also trip axe's best-practice landmark rules, as before).
  const { violations } = await new AxeBuilder({ page }).include('[role=dialog]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The prefilled values can be changed for this booking.
  await field(dialog, 'city').fill('Nova Xavantina');
  stay += 3;
  await field(dialog, 'checkIn').fill(day(40 + stay));
  await field(dialog, 'checkOut').fill(day(41 + stay));
  await dialog.getByRole('button', { name: 'Finalizar Reserva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reserva realizada com sucesso!' })).toContainText(email, { timeout: 30_000 });
  await expect(reservationDialog(page)).toBeHidden({ timeout: 5_000 });

  await page.goto('/painel');
  await expect(page.getByTestId('panel-reservation')).toHaveCount(2);
});
