import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar, testAuthDeps, tokenFromText, type MemoryCookieJar } from '../helpers/auth';
import { startSupabaseAuthStub, type SupabaseAuthStub } from '../helpers/supabase-auth-stub';
import { emailOutbox, profiles, rateLimits, users } from '@/server/db/schema';
import { createSupabaseAuth } from '@/server/auth/supabase';
import { hasSessionCookie } from '@/server/auth/cookie-names';
import { signUp as localSignUp, findUserByEmail } from '@/server/auth/users';
import { AUTH_RATE_LIMIT } from '@/server/auth/attempts';
import type { AuthSettings } from '@/server/auth/settings';

// The supabase adapter's contract, against a local HTTP stand-in of the Supabase Auth endpoints.

let database: TestDatabase;
let db: TestDatabase['db'];
let stub: SupabaseAuthStub;

beforeAll(async () => {
  [database, stub] = await Promise.all([createTestDatabase(), startSupabaseAuthStub()]);
  db = database.db;
});
afterAll(async () => {
  await Promise.all([database.close(), stub.close()]);
});
beforeEach(async () => {
  await db.delete(rateLimits);
  stub.requireConfirmation = false;
  stub.signupDisabled = false;
});

const meta = { ip: '198.51.100.7', userAgent: 'vitest' };
const PASSWORD = 'segredo-supabase-1';

function client(settings: Partial<AuthSettings> = {}, jar: MemoryCookieJar = memoryCookieJar()) {
  const deps = testAuthDeps(db, { cookies: jar, settings });
  return { auth: createSupabaseAuth({ ...deps, url: stub.url, anonKey: stub.anonKey }), jar, deps };
}

const sessionCookies = (jar: MemoryCookieJar) => [...jar.values.keys()].filter((name) => hasSessionCookie([name]));

describe('supabase adapter', () => {
  it('signs up through /auth/v1/signup with full_name and mirrors the user into a local row with the same id', async () => {
    const { auth, jar } = client();
    const outcome = await auth.signUp({ email: 'Maria@Example.com', password: PASSWORD, fullName: 'Maria Souza' }, meta);
    expect(outcome).toMatchObject({ ok: true, signedIn: true, isStaff: false });
    const signup = stub.requests.find((r) => r.path === '/auth/v1/signup')!;
    expect(signup.apikey).toBe(stub.anonKey);
    expect(signup.body).toMatchObject({ email: 'Maria@Example.com', password: PASSWORD, data: { full_name: 'Maria Souza' } });
    expect(signup.query.redirect_to).toBe('https://hotel.example/auth');

    const remote = [...stub.users.values()].find((u) => u.email === 'maria@example.com')!;
    const [local] = await db.select().from(users).where(eq(users.id, remote.id));
    expect(local).toMatchObject({ email: 'maria@example.com', fullName: 'Maria Souza', passwordHash: null });
    expect(await db.select().from(profiles).where(eq(profiles.userId, remote.id))).toHaveLength(1);

    // The session lives in @supabase/ssr's cookies, written HttpOnly.
    const names = sessionCookies(jar);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(jar.options.get(name)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect((await auth.getCurrentUser())?.id).toBe(remote.id);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', path: '/auth/v1/user' });
    expect(stub.requests.at(-1)?.authorization).toMatch(/^Bearer /);
  });

  it('signs in through /auth/v1/token?grant_type=password and out through /auth/v1/logout', async () => {
    const { auth, jar } = client();
    expect(await auth.signIn({ email: 'maria@example.com', password: 'nao-e-esta' }, meta)).toEqual({ ok: false, reason: 'invalid_credentials' });
    const outcome = await auth.signIn({ email: 'maria@example.com', password: PASSWORD }, meta);
    expect(outcome).toMatchObject({ ok: true, isStaff: false, user: { email: 'maria@example.com' } });
    const token = stub.requests.filter((r) => r.path === '/auth/v1/token').at(-1)!;
    expect(token.query.grant_type).toBe('password');
    expect((await auth.getCurrentUser())?.email).toBe('maria@example.com');

    await auth.signOut();
    const logout = stub.requests.filter((r) => r.path === '/auth/v1/logout').at(-1)!;
    expect(logout.query.scope).toBe('local');
    expect(sessionCookies(jar)).toEqual([]);
    expect(await auth.getCurrentUser()).toBeNull();
  });

  it('limits failed sign-ins in our database before asking Supabase', async () => {
    const { auth } = client();
    for (let i = 0; i < AUTH_RATE_LIMIT.limit; i++) await auth.signIn({ email: 'maria@example.com', password: `errada-${i}` }, meta);
    const before = stub.requests.length;
    expect(await auth.signIn({ email: 'maria@example.com', password: PASSWORD }, meta)).toEqual({ ok: false, reason: 'rate_limited' });
    expect(stub.requests.length).toBe(before);
  });

  it("maps 'Email not confirmed', an existing address and disabled sign-ups", async () => {
    stub.requireConfirmation = true;
    const { auth, jar } = client();
    expect(await auth.signUp({ email: 'nova@example.com', password: PASSWORD, fullName: 'Nova' }, meta)).toMatchObject({ ok: true, signedIn: false });
    expect(sessionCookies(jar)).toEqual([]);
    expect(await auth.signIn({ email: 'nova@example.com', password: PASSWORD }, meta)).toEqual({ ok: false, reason: 'email_not_confirmed' });
    // Confirmations on: GoTrue answers an existing address with an obfuscated user; nothing is mirrored.
    const count = (await db.select().from(users)).length;
    expect(await auth.signUp({ email: 'nova@example.com', password: PASSWORD, fullName: 'Outra' }, meta)).toEqual({ ok: false, reason: 'already_registered' });
    expect((await db.select().from(users)).length).toBe(count);

    stub.requireConfirmation = false;
    expect(await auth.signUp({ email: 'maria@example.com', password: PASSWORD, fullName: 'M' }, meta)).toEqual({ ok: false, reason: 'already_registered' });
    stub.signupDisabled = true;
    expect(await auth.signUp({ email: 'x@example.com', password: PASSWORD, fullName: 'X' }, meta)).toEqual({ ok: false, reason: 'disabled' });
    const requests = stub.requests.length;
    expect(await client({ signUpEnabled: false }).auth.signUp({ email: 'y@example.com', password: PASSWORD, fullName: 'Y' }, meta)).toEqual({ ok: false, reason: 'disabled' });
    expect(stub.requests.length).toBe(requests);
  });

  it('recovers a password through /auth/v1/recover, /auth/v1/verify and PUT /auth/v1/user', async () => {
    const { auth } = client();
    expect(await auth.requestPasswordReset('maria@example.com', meta)).toEqual({ ok: true });
    expect(await auth.requestPasswordReset('ninguem@example.com', meta)).toEqual({ ok: true });
    const recovery = stub.recoveries.find((r) => r.email === 'maria@example.com')!;
    expect(recovery.redirectTo).toBe('https://hotel.example/definir-senha');

    const other = client();
    expect(await other.auth.resetPassword(recovery.tokenHash, '1234567')).toEqual({ ok: false, reason: 'invalid_password' });
    expect(await other.auth.resetPassword(recovery.tokenHash, 'nova-senha-supabase')).toMatchObject({ ok: true, user: { email: 'maria@example.com' } });
    expect(stub.requests.some((r) => r.method === 'PUT' && r.path === '/auth/v1/user' && r.body?.password === 'nova-senha-supabase')).toBe(true);
    expect(await other.auth.resetPassword(recovery.tokenHash, 'outra-senha-supabase')).toEqual({ ok: false, reason: 'invalid_token' });
    expect((await client().auth.signIn({ email: 'maria@example.com', password: 'nova-senha-supabase' }, meta)).ok).toBe(true);
  });

  it('changes the password after checking the current one', async () => {
    const { auth } = client();
    const signedIn = await auth.signIn({ email: 'maria@example.com', password: 'nova-senha-supabase' }, meta);
    const user = signedIn.ok ? signedIn.user : null;
    expect(await auth.changePassword(user!, 'errada-123', 'mais-nova-senha')).toEqual({ ok: false, reason: 'wrong_password' });
    expect(await auth.changePassword(user!, 'nova-senha-supabase', 'mais-nova-senha')).toMatchObject({ ok: true });
    expect((await client().auth.signIn({ email: 'maria@example.com', password: 'mais-nova-senha' }, meta)).ok).toBe(true);
  });

  it('verifies a staff address through our own link before it counts', async () => {
    const STAFF = 'gerencia@hotel.example';
    const { auth } = client({ staffEmails: [STAFF] });
    await auth.signUp({ email: STAFF, password: PASSWORD, fullName: 'Gerência' }, meta);
    const outcome = await auth.signIn({ email: STAFF, password: PASSWORD }, meta);
    expect(outcome).toMatchObject({ ok: true, isStaff: false, staffVerificationPending: true });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, STAFF)).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(mail?.kind).toBe('auth_staff_verification');
    expect(await auth.verifyEmail(tokenFromText(mail!.textBody, '/auth/verificar'))).toMatchObject({ ok: true, purpose: 'staff_verification' });
    expect(await auth.signIn({ email: STAFF, password: PASSWORD }, meta)).toMatchObject({ ok: true, isStaff: true });
    const user = (await findUserByEmail(db, STAFF))!;
    expect((await db.select().from(profiles).where(eq(profiles.userId, user.id)))[0]).toMatchObject({ role: 'admin', fullName: STAFF });
  });

  it('never hands a different local account (same address, other id) to a Supabase user', async () => {
    await localSignUp(db, { email: 'dono@example.com', password: PASSWORD, fullName: 'Dono local' });
    const { auth, jar } = client();
    // Supabase knows the address too (registered there by someone else): the sign-up is refused locally.
    expect(await auth.signUp({ email: 'dono@example.com', password: 'outra-senha-1', fullName: 'Intruso' }, meta)).toEqual({ ok: false, reason: 'failed' });
    expect(await auth.signIn({ email: 'dono@example.com', password: 'outra-senha-1' }, meta)).toEqual({ ok: false, reason: 'failed' });
    expect(sessionCookies(jar)).toEqual([]);
    expect((await findUserByEmail(db, 'dono@example.com'))?.fullName).toBe('Dono local');
  });
});
