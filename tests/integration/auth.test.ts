import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar, testAuthDeps, tokenFromText, type MemoryCookieJar } from '../helpers/auth';
import { authTokens, emailOutbox, profiles, rateLimits, sessions, users } from '@/server/db/schema';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { createLocalAuth } from '@/server/auth/local';
import { createSession, getSessionUser, sessionIdOf, SESSION_COOKIE } from '@/server/auth/sessions';
import { createStaffAccount, isStaff, upsertAdminProfile } from '@/server/auth/staff';
import { consumeToken, issueToken } from '@/server/auth/tokens';
import { findUserByEmail, signUp } from '@/server/auth/users';
import { AUTH_RATE_LIMIT, CLIENT_FAILURE_CEILING } from '@/server/auth/attempts';
import type { AuthDeps } from '@/server/auth/settings';
import type { AuthPort } from '@/server/auth/types';

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

const meta = (ip = '198.51.100.1') => ({ ip, userAgent: 'vitest' });
const PASSWORD = 'segredo-forte-1';

/** A "browser": its own cookie jar, the same database. */
function client(settings: Partial<AuthDeps['settings']> = {}, jar: MemoryCookieJar = memoryCookieJar()) {
  const deps = testAuthDeps(db, { cookies: jar, settings });
  return { auth: createLocalAuth(deps), jar, deps };
}

async function register(auth: AuthPort, email: string, fullName = 'Hóspede Teste') {
  const result = await auth.signUp({ email, password: PASSWORD, fullName }, meta());
  if (!result.ok) throw new Error(`sign-up failed: ${result.reason}`);
  return result.user;
}

async function lastEmailTo(to: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt)).limit(1);
  return row;
}

const emailsTo = async (to: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;

describe('password hashing', () => {
  it('hashes with argon2id (m=19 MiB, t=2, p=1), salted, and verifies', async () => {
    const hash = await hashPassword('senha-de-teste');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('senha-de-teste')).not.toBe(hash);
    expect(await verifyPassword(hash, 'senha-de-teste')).toBe(true);
    expect(await verifyPassword(hash, 'senha-de-testE')).toBe(false);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    const { auth } = client();
    expect(await auth.signUp({ email: 'curta@example.com', password: '1234567', fullName: 'X' }, meta())).toEqual({ ok: false, reason: 'invalid_password' });
    expect(await auth.signUp({ email: 'longa@example.com', password: 'x'.repeat(129), fullName: 'X' }, meta())).toEqual({ ok: false, reason: 'invalid_password' });
    expect((await auth.signUp({ email: 'limite@example.com', password: 'x'.repeat(128), fullName: 'X' }, meta())).ok).toBe(true);
  });
});

describe('sessions', () => {
  it('signs up (signed in, guest profile, confirmation e-mail queued)', async () => {
    const { auth, jar, deps } = client();
    const outcome = await auth.signUp({ email: 'Ana@Example.com', password: PASSWORD, fullName: 'Ana' }, meta());
    expect(outcome).toMatchObject({ ok: true, signedIn: true, isStaff: false, user: { email: 'ana@example.com', fullName: 'Ana' } });
    expect(jar.get(SESSION_COOKIE)).toBeDefined();
    expect((await auth.getCurrentUser())?.email).toBe('ana@example.com');
    const [profile] = await db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, 'ana@example.com'));
    expect(profile?.profiles.role).toBe('guest');
    const mail = await lastEmailTo('ana@example.com');
    expect(mail?.kind).toBe('auth_email_verification');
    expect(mail?.textBody).toContain('https://hotel.example/auth/verificar?token=');
    expect(deps.queued.count).toBe(1);
    expect(await auth.signUp({ email: 'ANA@example.com', password: PASSWORD, fullName: 'Ana 2' }, meta())).toEqual({ ok: false, reason: 'already_registered' });
  });

  it('starts a new session (new id) at every sign-in and ends the previous one of the browser', async () => {
    const { auth, jar } = client();
    await register(auth, 'rotacao@example.com');
    const first = jar.get(SESSION_COOKIE)!.value;
    const signedIn = await auth.signIn({ email: 'rotacao@example.com', password: PASSWORD }, meta());
    expect(signedIn).toMatchObject({ ok: true, isStaff: false, staffVerificationPending: false });
    const second = jar.get(SESSION_COOKIE)!.value;
    expect(second).not.toBe(first);
    const rows = await db.select().from(sessions).where(eq(sessions.id, sessionIdOf(first)));
    expect(rows[0]?.revokedAt).not.toBeNull();
    expect(await getSessionUser(db, first)).toBeNull();
    expect((await getSessionUser(db, second))?.email).toBe('rotacao@example.com');

    // Another browser signing in keeps this one's session.
    const other = client();
    await other.auth.signIn({ email: 'rotacao@example.com', password: PASSWORD }, meta());
    expect(other.jar.get(SESSION_COOKIE)!.value).not.toBe(second);
    expect(await getSessionUser(db, second)).not.toBeNull();
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Secure (production), path /, expiring with the session', async () => {
    const { auth, jar } = client({ secureCookies: true });
    await register(auth, 'cookie@example.com');
    const options = jar.options.get(SESSION_COOKIE)!;
    expect(options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionIdOf(jar.get(SESSION_COOKIE)!.value)));
    expect(options.expires?.getTime()).toBe(row!.expiresAt.getTime());
    const dev = client({ secureCookies: false });
    await dev.auth.signIn({ email: 'cookie@example.com', password: PASSWORD }, meta());
    expect(dev.jar.options.get(SESSION_COOKIE)!.secure).toBe(false);
  });

  it('expires sessions after 30 days and revokes them at sign-out', async () => {
    const { auth, jar } = client();
    const user = await register(auth, 'expira@example.com');
    const old = await createSession(db, user.id, {}, new Date(Date.now() - 31 * 86_400_000));
    expect(await createLocalAuth(testAuthDeps(db, { cookies: memoryCookieJar({ [SESSION_COOKIE]: old.token }) })).getCurrentUser()).toBeNull();
    const later = createLocalAuth(testAuthDeps(db, { cookies: jar, now: () => new Date(Date.now() + 31 * 86_400_000) }));
    expect(await later.getCurrentUser()).toBeNull();

    const token = jar.get(SESSION_COOKIE)!.value;
    await auth.signOut();
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token)));
    expect(row?.revokedAt).not.toBeNull();
    // The old cookie, replayed, is dead.
    expect(await createLocalAuth(testAuthDeps(db, { cookies: memoryCookieJar({ [SESSION_COOKIE]: token }) })).getCurrentUser()).toBeNull();
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { auth } = client();
    await register(auth, 'errada@example.com');
    expect(await auth.signIn({ email: 'errada@example.com', password: 'nao-e-esta' }, meta())).toEqual({ ok: false, reason: 'invalid_credentials' });
    expect(await auth.signIn({ email: 'ninguem@example.com', password: PASSWORD }, meta())).toEqual({ ok: false, reason: 'invalid_credentials' });
  });
});

describe('configuration', () => {
  it('refuses sign-ups when AUTH_SIGNUP=off', async () => {
    const { auth } = client({ signUpEnabled: false });
    expect(await auth.signUp({ email: 'fechado@example.com', password: PASSWORD, fullName: 'X' }, meta())).toEqual({ ok: false, reason: 'disabled' });
    expect(await findUserByEmail(db, 'fechado@example.com')).toBeNull();
  });

  it('requires the confirmation link before sign-in when AUTH_REQUIRE_EMAIL_CONFIRMATION=on', async () => {
    const { auth, jar } = client({ requireEmailConfirmation: true });
    const outcome = await auth.signUp({ email: 'confirma@example.com', password: PASSWORD, fullName: 'C' }, meta());
    expect(outcome).toMatchObject({ ok: true, signedIn: false });
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await auth.signIn({ email: 'confirma@example.com', password: PASSWORD }, meta())).toEqual({ ok: false, reason: 'email_not_confirmed' });
    // The sign-up's link is recent: no second e-mail yet.
    expect(await emailsTo('confirma@example.com')).toBe(1);
    const token = tokenFromText((await lastEmailTo('confirma@example.com'))!.textBody, '/auth/verificar');
    expect(await auth.verifyEmail(token)).toMatchObject({ ok: true, purpose: 'email_verification' });
    // Opened again: the link was used and the address is confirmed, which is what the guest is told.
    expect(await auth.verifyEmail(token)).toEqual({ ok: false, reason: 'already_verified', purpose: 'email_verification' });
    expect(await auth.verifyEmail('nao-e-um-token')).toEqual({ ok: false, reason: 'invalid' });
    expect(await auth.signIn({ email: 'confirma@example.com', password: PASSWORD }, meta())).toMatchObject({ ok: true });
  });

  it('a used link whose address is no longer the verified one is only invalid', async () => {
    const { auth } = client();
    const user = await register(auth, 'trocou@example.com');
    const token = await issueToken(db, { userId: user.id, purpose: 'email_verification', email: user.email });
    expect(await auth.verifyEmail(token)).toMatchObject({ ok: true });
    await db.update(users).set({ email: 'novo-endereco@example.com' }).where(eq(users.id, user.id));
    expect(await auth.verifyEmail(token)).toEqual({ ok: false, reason: 'invalid' });
    await db.update(users).set({ email: user.email, emailVerifiedAt: null }).where(eq(users.id, user.id));
    expect(await auth.verifyEmail(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('brute force', () => {
  it(`locks an address-and-client pair after ${AUTH_RATE_LIMIT.limit} failures, the right password included; other clients are not locked`, async () => {
    const { auth } = client();
    await register(auth, 'alvo@example.com');
    for (let i = 0; i < AUTH_RATE_LIMIT.limit; i++) {
      expect(await auth.signIn({ email: 'alvo@example.com', password: `errada-${i}-x` }, meta('203.0.113.66'))).toEqual({ ok: false, reason: 'invalid_credentials' });
    }
    expect(await auth.signIn({ email: 'alvo@example.com', password: PASSWORD }, meta('203.0.113.66'))).toEqual({ ok: false, reason: 'rate_limited' });
    // The stranger's failures lock the stranger, not the owner on another network.
    expect((await auth.signIn({ email: 'alvo@example.com', password: PASSWORD }, meta('192.0.2.200'))).ok).toBe(true);
  });

  it(`locks a client out of accounts it never signed in to after ${CLIENT_FAILURE_CEILING} failures on any addresses; successes do not count`, async () => {
    const { auth } = client();
    await register(auth, 'legitimo@example.com');
    await register(auth, 'novato@example.com');
    // legitimo@ signed in from 192.0.2.99 before: that client is one of its usual networks.
    expect((await auth.signIn({ email: 'legitimo@example.com', password: PASSWORD }, meta('192.0.2.99'))).ok).toBe(true);
    for (let i = 0; i < CLIENT_FAILURE_CEILING; i++) await auth.signIn({ email: `conta${i}@example.com`, password: 'qualquer-coisa' }, meta('192.0.2.99'));
    expect(await auth.signIn({ email: 'novato@example.com', password: PASSWORD }, meta('192.0.2.99'))).toEqual({ ok: false, reason: 'rate_limited' });
    expect((await auth.signIn({ email: 'legitimo@example.com', password: PASSWORD }, meta('192.0.2.99'))).ok).toBe(true);
    expect((await auth.signIn({ email: 'novato@example.com', password: PASSWORD }, meta('192.0.2.51'))).ok).toBe(true);
  });

  it('limits password recovery requests per address and per client', async () => {
    const { auth } = client();
    for (let i = 0; i < AUTH_RATE_LIMIT.limit; i++) expect(await auth.requestPasswordReset('spam@example.com', meta(`198.18.0.${i}`))).toEqual({ ok: true });
    expect(await auth.requestPasswordReset('spam@example.com', meta('198.18.1.1'))).toEqual({ ok: false, reason: 'rate_limited' });
    for (let i = 0; i < AUTH_RATE_LIMIT.limit; i++) await auth.requestPasswordReset(`outro${i}@example.com`, meta('198.18.9.9'));
    expect(await auth.requestPasswordReset('novo@example.com', meta('198.18.9.9'))).toEqual({ ok: false, reason: 'rate_limited' });
  });

  it('counts nothing when rate limits are off', async () => {
    const { auth } = client({ rateLimits: false });
    for (let i = 0; i < AUTH_RATE_LIMIT.limit + 2; i++) await auth.signIn({ email: 'livre@example.com', password: 'qualquer-coisa' }, meta());
    expect(await auth.signIn({ email: 'livre@example.com', password: 'qualquer-coisa' }, meta())).toEqual({ ok: false, reason: 'invalid_credentials' });
  });
});

describe('password recovery', () => {
  it('sends a single-use link that sets the password, ends every session and signs in', async () => {
    const owner = client();
    await register(owner.auth, 'recupera@example.com');
    const oldSession = owner.jar.get(SESSION_COOKIE)!.value;

    const other = client();
    expect(await other.auth.requestPasswordReset('Recupera@Example.com', meta())).toEqual({ ok: true });
    const mail = (await lastEmailTo('recupera@example.com'))!;
    expect(mail.kind).toBe('auth_password_reset');
    const token = tokenFromText(mail.textBody, '/definir-senha');
    const [stored] = await db.select().from(authTokens).where(eq(authTokens.purpose, 'password_reset')).orderBy(desc(authTokens.createdAt)).limit(1);
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60_000);

    expect(await other.auth.resetPassword(token, 'curta')).toEqual({ ok: false, reason: 'invalid_password' });
    expect(await other.auth.resetPassword(token, 'nova-senha-123')).toMatchObject({ ok: true, user: { email: 'recupera@example.com' } });
    expect(await other.auth.resetPassword(token, 'outra-senha-123')).toEqual({ ok: false, reason: 'invalid_token' });
    expect(await getSessionUser(db, oldSession)).toBeNull();
    expect((await other.auth.getCurrentUser())?.email).toBe('recupera@example.com');
    expect((await owner.auth.signIn({ email: 'recupera@example.com', password: PASSWORD }, meta())).ok).toBe(false);
    expect((await owner.auth.signIn({ email: 'recupera@example.com', password: 'nova-senha-123' }, meta())).ok).toBe(true);
    // The link reached the address: it counts as verified.
    expect((await findUserByEmail(db, 'recupera@example.com'))!.emailVerifiedAt).not.toBeNull();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const { auth } = client();
    const before = (await db.select().from(emailOutbox)).length;
    expect(await auth.requestPasswordReset('nao-existe@example.com', meta())).toEqual({ ok: true });
    expect((await db.select().from(emailOutbox)).length).toBe(before);
  });

  it('expires links after 1 hour; a new link replaces the previous one', async () => {
    const { auth } = client();
    const user = await register(auth, 'expirado@example.com');
    const now = new Date();
    const stale = await issueToken(db, { userId: user.id, purpose: 'password_reset', email: user.email, now: new Date(now.getTime() - 61 * 60_000) });
    expect(await auth.resetPassword(stale, 'nova-senha-123')).toEqual({ ok: false, reason: 'invalid_token' });

    const first = await issueToken(db, { userId: user.id, purpose: 'password_reset', email: user.email });
    const second = await issueToken(db, { userId: user.id, purpose: 'password_reset', email: user.email });
    expect(await consumeToken(db, first, ['password_reset'])).toBeNull();
    // A password reset token is no verification token, and vice versa.
    expect(await consumeToken(db, second, ['email_verification', 'staff_verification'])).toBeNull();
    expect(await consumeToken(db, second, ['password_reset'], new Date(Date.now() + 59 * 60_000))).toMatchObject({ userId: user.id });
  });

  it('uses a token once even under concurrent use', async () => {
    const { auth } = client();
    const user = await register(auth, 'corrida@example.com');
    const token = await issueToken(db, { userId: user.id, purpose: 'password_reset', email: user.email });
    const results = await Promise.all([1, 2, 3, 4].map(() => consumeToken(db, token, ['password_reset'])));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('changes the password of a signed-in user after checking the current one', async () => {
    const { auth, jar } = client();
    const user = await register(auth, 'troca@example.com');
    const elsewhere = client();
    await elsewhere.auth.signIn({ email: 'troca@example.com', password: PASSWORD }, meta());
    expect(await auth.changePassword(user, 'nao-e-a-atual', 'nova-senha-456')).toEqual({ ok: false, reason: 'wrong_password' });
    expect(await auth.changePassword(user, PASSWORD, '1234567')).toEqual({ ok: false, reason: 'invalid_password' });
    expect(await auth.changePassword(user, PASSWORD, 'nova-senha-456')).toMatchObject({ ok: true });
    expect(await elsewhere.auth.getCurrentUser()).toBeNull();
    expect((await auth.getCurrentUser())?.email).toBe('troca@example.com');
    expect(jar.get(SESSION_COOKIE)).toBeDefined();
  });
});

describe('staff', () => {
  const STAFF = 'equipe@hotel.example';

  it('is not staff from STAFF_EMAILS until the address is verified through the e-mailed link', async () => {
    const { auth, deps } = client({ staffEmails: [STAFF] });
    const outcome = await auth.signUp({ email: 'Equipe@Hotel.example', password: PASSWORD, fullName: 'Alguém' }, meta());
    expect(outcome).toMatchObject({ ok: true, isStaff: false });
    const user = outcome.ok ? outcome.user : null;
    expect(await isStaff(db, user!, [STAFF])).toBe(false);
    // The sign-up already sent the staff verification link: no second one within 24 h.
    const signUpMail = (await lastEmailTo(STAFF))!;
    expect(signUpMail.kind).toBe('auth_staff_verification');
    const signedIn = await auth.signIn({ email: STAFF, password: PASSWORD }, meta());
    expect(signedIn).toMatchObject({ ok: true, isStaff: false, staffVerificationPending: true });
    expect(await emailsTo(STAFF)).toBe(1);

    // A day later, a sign-in sends a new link (once).
    const tomorrow = createLocalAuth({ ...deps, now: () => new Date(Date.now() + 25 * 3_600_000) });
    await tomorrow.signIn({ email: STAFF, password: PASSWORD }, meta());
    await tomorrow.signIn({ email: STAFF, password: PASSWORD }, meta());
    expect(await emailsTo(STAFF)).toBe(2);

    const token = tokenFromText(signUpMail.textBody, '/auth/verificar');
    expect(await auth.verifyEmail(token)).toMatchObject({ ok: true, purpose: 'staff_verification', userId: user!.id });
    const verified = (await findUserByEmail(db, STAFF))!;
    expect(verified.emailVerifiedAt).not.toBeNull();
    expect(await isStaff(db, verified, [STAFF])).toBe(true);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ role: 'admin', fullName: STAFF });
    expect(await auth.signIn({ email: STAFF, password: PASSWORD }, meta())).toMatchObject({ ok: true, isStaff: true, staffVerificationPending: false });
  });

  it('expires staff verification links after 24 h', async () => {
    const { auth } = client({ staffEmails: ['tarde@hotel.example'] });
    const user = await register(auth, 'tarde@hotel.example');
    const token = await issueToken(db, { userId: user.id, purpose: 'staff_verification', email: user.email, now: new Date(Date.now() - 25 * 3_600_000) });
    expect(await auth.verifyEmail(token)).toEqual({ ok: false, reason: 'invalid' });
    expect((await findUserByEmail(db, user.email))!.emailVerifiedAt).toBeNull();
  });

  it('verified but not listed is not staff; listed and verified is; role admin is whatever the list', async () => {
    const { auth } = client();
    const guest = await register(auth, 'hospede@example.com');
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, guest.id));
    const verifiedGuest = (await findUserByEmail(db, guest.email))!;
    expect(await isStaff(db, verifiedGuest, [STAFF])).toBe(false);
    expect(await isStaff(db, verifiedGuest, ['hospede@example.com'])).toBe(true);

    const manager = await register(auth, 'gerente@example.com');
    expect(await isStaff(db, manager, [])).toBe(false);
    await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, manager.id));
    expect(await isStaff(db, manager, [])).toBe(true);
  });

  it('upserts the admin profile on user_id (role admin, full_name = email), one row per user', async () => {
    const created = await signUp(db, { email: 'perfil@example.com', password: PASSWORD, fullName: 'Nome Original' });
    const user = created.ok ? created.user : null;
    await upsertAdminProfile(db, user!);
    await upsertAdminProfile(db, user!);
    const rows = await db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', fullName: 'perfil@example.com' });

    // Without a profile row at all, the upsert creates it.
    await db.delete(profiles).where(eq(profiles.userId, user!.id));
    await upsertAdminProfile(db, user!);
    expect(await db.select().from(profiles).where(and(eq(profiles.userId, user!.id), eq(profiles.role, 'admin')))).toHaveLength(1);
  });

  it('creates or updates a staff account from the command line (verified, admin, sessions ended)', async () => {
    const created = await createStaffAccount(db, { email: 'Dono@Hotel.example', password: 'senha-do-dono-1' });
    expect(created).toMatchObject({ created: true, user: { email: 'dono@hotel.example' } });
    expect(created.user.emailVerifiedAt).not.toBeNull();
    expect(await isStaff(db, created.user, [])).toBe(true);
    const { auth } = client();
    expect((await auth.signIn({ email: 'dono@hotel.example', password: 'senha-do-dono-1' }, meta())).ok).toBe(true);
    const session = createLocalAuth(testAuthDeps(db, { cookies: memoryCookieJar() }));
    await session.signIn({ email: 'dono@hotel.example', password: 'senha-do-dono-1' }, meta());
    expect(await session.getCurrentUser()).not.toBeNull();

    const updated = await createStaffAccount(db, { email: 'dono@hotel.example', password: 'senha-nova-do-dono' });
    expect(updated).toMatchObject({ created: false, user: { id: created.user.id } });
    expect(updated.user.emailVerifiedAt?.getTime()).toBe(created.user.emailVerifiedAt?.getTime());
    expect(await session.getCurrentUser()).toBeNull();
    expect((await auth.signIn({ email: 'dono@hotel.example', password: 'senha-nova-do-dono' }, meta())).ok).toBe(true);
    await expect(createStaffAccount(db, { email: 'x@hotel.example', password: 'curta' })).rejects.toThrow('8 a 128');
  });
});
