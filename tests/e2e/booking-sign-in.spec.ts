import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { serverURL } from './servers';
import { STAFF } from './staff';
import { day, request } from '../helpers/reservation-request';

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
Be(307);
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
