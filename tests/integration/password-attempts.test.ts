import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar, testAuthDeps } from '../helpers/auth';
import { context, day, insertRoomType, request } from '../helpers/guest-requests';
import { rateLimits, users } from '@/server/db/schema';
import { createReservation } from '@/server/reservations';
import { createLocalAuth } from '@/server/auth/local';
import { ADDRESS_FAILURE_CEILING, AUTH_RATE_LIMIT, failureDelayMs } from '@/server/auth/attempts';
import { createSession, getSessionUser, replaceSessionCookie, SESSION_COOKIE } from '@/server/auth/sessions';
import { HOST_SESSION_COOKIE } from '@/server/auth/cookie-names';
import { authSettings } from '@/server/auth/settings';
import { createStaffAccount, upsertAdminProfile } from '@/server/auth/staff';
import { signUp } from '@/server/auth/users';
import { parseConfig } from '@/server/config';

// Issue 11, items 1, 3 and 9: every password check behind one limiter, a fair lock, session rotation.

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await db.delete(rateLimits);
});

const PASSWORD = 'segredo-forte-1';
const meta = (ip: string) => ({ ip, userAgent: 'vitest' });
let attempt = 0;

/** A booking from `ip` signing in as `email` with `password`; each one a different stay, so none is a duplicate. */
function book(roomTypeId: string, email: string, password: string, ip: string) {
  attempt++;
  const input = request(roomTypeId, { email, password, confirmPassword: password, checkIn: day(10 + attempt), checkOut: day(11 + attempt) });
  return createReservation(db, input, context({ ip, rateLimits: true, staffEmails: ['equipe@example.com'] }));
}

async function account(email: string) {
  const created = await signUp(db, { email, password: PASSWORD, fullName: 'Titular' });
  if (!created.ok) throw new Error(created.reason);
  return created.user;
}

const failureCount = async () => (await db.select().from(rateLimits)).filter((row) => row.key.startsWith('auth:sign-in:')).length;

describe('the booking form checks passwords behind the sign-in limiter', () => {
  it('gives no session for the right password once the address took its ceiling of failures from rotating clients', async () => {
    const room = await insertRoomType(db, { availableCount: 100 });
    await account('vitima@example.com');
    for (let i = 0; i < ADDRESS_FAILURE_CEILING; i++) {
      const outcome = await book(room.id, 'vitima@example.com', `errada-${i}-senha`, `203.0.113.${i}`);
      expect(outcome.session).toBeUndefined();
      expect(outcome.result).toMatchObject({ ok: true, account: 'email_taken', signedInEmail: null });
    }
    const right = await book(room.id, 'vitima@example.com', PASSWORD, '198.51.100.200');
    expect(right.session).toBeUndefined();
    expect(right.result).toMatchObject({ ok: true, account: 'email_taken', notice: { title: 'Email já cadastrado' } });
  });

  it('counts a failed booking sign-in like a failed sign-in on /auth, for the same address and client', async () => {
    const room = await insertRoomType(db, { availableCount: 100 });
    await account('mesma-conta@example.com');
    for (let i = 0; i < AUTH_RATE_LIMIT.limit; i++) await book(room.id, 'mesma-conta@example.com', `errada-${i}-senha`, '192.0.2.77');
    const auth = createLocalAuth(testAuthDeps(db));
    expect(await auth.signIn({ email: 'mesma-conta@example.com', password: PASSWORD }, meta('192.0.2.77'))).toEqual({ ok: false, reason: 'rate_limited' });
  });

  it('checks no password when the room type does not exist, and answers the same for any address', async () => {
    await account('oraculo@example.com');
    for (const password of ['errada-senha-1', PASSWORD]) {
      const outcome = await createReservation(db, request(randomUUID(), { email: 'oraculo@example.com', password, confirmPassword: password }), context({ rateLimits: true }));
      expect(outcome.session).toBeUndefined();
      expect(outcome.result).toMatchObject({ ok: false, code: 'unavailable' });
    }
    const unknown = await createReservation(db, request(randomUUID(), { email: 'ninguem@example.com' }), context({ rateLimits: true }));
    expect(unknown.result).toMatchObject({ ok: false, code: 'unavailable' });
    expect(await failureCount()).toBe(0);
    expect(await db.select().from(users).where(eq(users.email, 'ninguem@example.com'))).toHaveLength(0);
  });

  it('never signs in or creates a staff account, even with the right password', async () => {
    const room = await insertRoomType(db, { availableCount: 100 });
    await createStaffAccount(db, { email: 'equipe@example.com', password: PASSWORD });
    const listed = await book(room.id, 'equipe@example.com', PASSWORD, '192.0.2.10');
    expect(listed.session).toBeUndefined();
    expect(listed.result).toMatchObject({ ok: true, account: 'email_taken', signedInEmail: null });

    const admin = await account('gerente@example.com');
    await upsertAdminProfile(db, admin);
    const byRole = await book(room.id, 'gerente@example.com', PASSWORD, '192.0.2.11');
    expect(byRole.session).toBeUndefined();
    expect(byRole.result).toMatchObject({ ok: true, account: 'email_taken' });
    expect(await failureCount()).toBe(0);
  });
});

describe('a fair lock', () => {
  it("keeps the account's usual network open when strangers reach the address's ceiling", async () => {
    const { auth } = { auth: createLocalAuth(testAuthDeps(db)) };
    await account('recepcao@example.com');
    expect((await auth.signIn({ email: 'recepcao@example.com', password: PASSWORD }, meta('192.0.2.1'))).ok).toBe(true);
    for (let i = 0; i < ADDRESS_FAILURE_CEILING; i++) await auth.signIn({ email: 'recepcao@example.com', password: `chute-${i}-errado` }, meta(`198.18.0.${i}`));
    expect(await auth.signIn({ email: 'recepcao@example.com', password: PASSWORD }, meta('198.18.9.9'))).toEqual({ ok: false, reason: 'rate_limited' });
    expect((await auth.signIn({ email: 'recepcao@example.com', password: PASSWORD }, meta('192.0.2.1'))).ok).toBe(true);
  });

  it('answers each failure of an address later than the one before, up to 2 s', async () => {
    const waits: number[] = [];
    const auth = createLocalAuth(testAuthDeps(db, { sleep: async (ms) => void waits.push(ms) }));
    await account('lenta@example.com');
    for (let i = 0; i < 7; i++) await auth.signIn({ email: 'lenta@example.com', password: `errada-${i}-xx` }, meta(`198.19.0.${i}`));
    expect(waits).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
    expect(failureDelayMs(1)).toBe(100);
    // A success waits for nothing.
    await auth.signIn({ email: 'lenta@example.com', password: PASSWORD }, meta('198.19.1.1'));
    expect(waits).toHaveLength(7);
  });
});

describe('sessions', () => {
  it('ends the session a new sign-in replaces (the booking form sets its cookie this way)', async () => {
    const first = await account('troca@example.com');
    const second = await account('outra-troca@example.com');
    const old = await createSession(db, first.id);
    const jar = memoryCookieJar({ [SESSION_COOKIE]: old.token });
    const replacement = await createSession(db, second.id);
    await replaceSessionCookie(db, jar, { sessionCookie: SESSION_COOKIE, secureCookies: true }, replacement);
    expect(jar.get(SESSION_COOKIE)?.value).toBe(replacement.token);
    expect(await getSessionUser(db, old.token)).toBeNull();
    expect((await getSessionUser(db, replacement.token))?.id).toBe(second.id);
  });

  it('names the cookie __Host-hotel_session, Secure, when the site is on https', async () => {
    const https = authSettings(parseConfig({ SITE_URL: 'https://hotelaguaboa.com.br', NODE_ENV: 'development' }));
    expect(https).toMatchObject({ sessionCookie: HOST_SESSION_COOKIE, secureCookies: true });
    expect(HOST_SESSION_COOKIE).toBe('__Host-hotel_session');
    expect(authSettings(parseConfig({ SITE_URL: 'http://localhost:3000', NODE_ENV: 'development' }))).toMatchObject({ sessionCookie: 'hotel_session', secureCookies: false });

    const jar = memoryCookieJar();
    const auth = createLocalAuth(testAuthDeps(db, { cookies: jar, settings: { sessionCookie: https.sessionCookie } }));
    await account('segura@example.com');
    expect((await auth.signIn({ email: 'segura@example.com', password: PASSWORD }, meta('192.0.2.3'))).ok).toBe(true);
    expect(jar.options.get(HOST_SESSION_COOKIE)).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect((await auth.getCurrentUser())?.email).toBe('segura@example.com');
  });
});
