import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { desc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar, testAuthDeps, tokenFromText, type MemoryCookieJar } from '../helpers/auth';
import { startSupabaseAuthStub, type SupabaseAuthStub } from '../helpers/supabase-auth-stub';
import { authUserDeletions, emailOutbox, profiles, rateLimits, users } from '@/server/db/schema';
import { createSupabaseAuth, RECOVERY_COOKIE_PREFIX } from '@/server/auth/supabase';
import { completeAuthUserDeletion, pendingAuthUserDeletions, queueAuthUserDeletion, retryAuthUserDeletions } from '@/server/auth/supabase-admin';
import { deleteGuestAccount } from '@/server/guest-panel';
import { resetBreakers } from '@/server/resilience';
import { hasSessionCookie } from '@/server/auth/cookie-names';
import { signUp as localSignUp, findUserByEmail } from '@/server/auth/users';
import { AUTH_RATE_LIMIT } from '@/server/auth/attempts';
import type { AuthSettings } from '@/server/auth/settings';

// The supabase adapter's contract, against a local HTTP stand-in of the Supabase Auth endpoints.
// The route handler and the panel's action run on the request's cookies: a memory jar here.

const state = vi.hoisted(() => ({ jar: null as null | import('../helpers/auth').MemoryCookieJar, db: null as unknown }));
vi.mock('@/server/auth/request-context', async () => {
  const { memoryCookieJar } = await import('../helpers/auth');
  return {
    requestCookies: async (responseHeaders?: Headers) => {
      const jar = state.jar ?? memoryCookieJar();
      return { ...jar, setHeaders: (headers: Record<string, string>) => Object.entries(headers).forEach(([k, v]) => responseHeaders?.set(k, v)) };
    },
    requestMeta: async () => ({ ip: '198.51.100.9', userAgent: 'vitest' }),
  };
});
vi.mock('@/server/db', () => ({ getDb: async () => state.db, getDatabase: async () => ({ db: state.db }) }));
vi.mock('@/server/email/after-response', () => ({ dispatchEmailsAfterResponse: () => {} }));
vi.mock('@/server/cache', () => ({
  CACHE_TAGS: [],
  publicRead: (_key: string, _tags: string[], _read: unknown, fallback: () => unknown) => async () => fallback(),
  invalidateFromAction: () => {},
}));

let database: TestDatabase;
let db: TestDatabase['db'];
let stub: SupabaseAuthStub;

beforeAll(async () => {
  [database, stub] = await Promise.all([createTestDatabase(), startSupabaseAuthStub()]);
  db = database.db;
  state.db = db;
  // The app's configuration (read once, on first use) for the route handler and the action.
  Object.assign(process.env, {
    AUTH_PROVIDER: 'supabase',
    SITE_URL: 'https://hotel.example',
    NEXT_PUBLIC_SUPABASE_URL: stub.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: stub.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stub.serviceRoleKey,
  });
});
afterAll(async () => {
  await Promise.all([database.close(), stub.close()]);
});
beforeEach(async () => {
  await db.delete(rateLimits);
  stub.requireConfirmation = false;
  stub.signupDisabled = false;
  stub.flowStateExpirySeconds = 300;
  stub.adminDown = false;
  resetBreakers();
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
    expect(signup.query.redirect_to).toBe('https://hotel.example/auth/confirmar');

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

  it("signs the guest in from Supabase's confirmation link: the PKCE code exchanged with this browser's verifier", async () => {
    stub.requireConfirmation = true;
    const { auth, jar } = client();
    expect(await auth.signUp({ email: 'confirma@example.com', password: PASSWORD, fullName: 'Clara', next: '/reservar' }, meta)).toMatchObject({ ok: true, signedIn: false });
    const signup = stub.requests.filter((r) => r.path === '/auth/v1/signup').at(-1)!;
    expect(signup.body).toMatchObject({ code_challenge_method: 's256' });
    const sent = stub.confirmations.at(-1)!;
    expect(sent.redirectTo).toBe('https://hotel.example/auth/confirmar?next=%2Freservar');
    const landing = new URL(stub.openConfirmationLink(sent.tokenHash, sent.redirectTo));
    expect(landing.pathname).toBe('/auth/confirmar');
    const code = landing.searchParams.get('code')!;

    const outcome = await auth.exchangeConfirmationCode(code);
    expect(outcome).toMatchObject({ ok: true, isStaff: false, user: { email: 'confirma@example.com' } });
    const exchange = stub.requests.filter((r) => r.path === '/auth/v1/token' && r.query.grant_type === 'pkce').at(-1)!;
    expect(exchange).toMatchObject({ method: 'POST', body: { auth_code: code } });
    expect(sessionCookies(jar).length).toBeGreaterThan(0);
    expect(jar.headers['Cache-Control']).toMatch(/private.*no-store/);
    const [row] = await db.select().from(users).where(eq(users.email, 'confirma@example.com'));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await auth.getCurrentUser())?.email).toBe('confirma@example.com');
    // Used: the same code again is refused.
    expect(await client().auth.exchangeConfirmationCode(code)).toEqual({ ok: false, reason: 'invalid_code' });
  });

  it('refuses a confirmation code without the verifier (other browser) or past the flow state expiry, signing nobody in', async () => {
    stub.requireConfirmation = true;
    const first = client();
    await first.auth.signUp({ email: 'outro-aparelho@example.com', password: PASSWORD, fullName: 'Otto' }, meta);
    const sent = stub.confirmations.at(-1)!;
    const code = new URL(stub.openConfirmationLink(sent.tokenHash, sent.redirectTo)).searchParams.get('code')!;
    const other = client();
    expect(await other.auth.exchangeConfirmationCode(code)).toEqual({ ok: false, reason: 'invalid_code' });
    expect(sessionCookies(other.jar)).toEqual([]);
    // The address is confirmed at Supabase all the same: the password signs in.
    expect((await other.auth.signIn({ email: 'outro-aparelho@example.com', password: PASSWORD }, meta)).ok).toBe(true);

    const late = client();
    await late.auth.signUp({ email: 'atrasado@example.com', password: PASSWORD, fullName: 'Ana' }, meta);
    const lateSent = stub.confirmations.at(-1)!;
    const lateCode = new URL(stub.openConfirmationLink(lateSent.tokenHash, lateSent.redirectTo)).searchParams.get('code')!;
    stub.flowStateExpirySeconds = 0;
    expect(await late.auth.exchangeConfirmationCode(lateCode)).toEqual({ ok: false, reason: 'invalid_code' });
    expect(sessionCookies(late.jar)).toEqual([]);
  });

  it('GET /auth/confirmar lands signed in on next, or on /auth with the message, privately', async () => {
    const { GET } = await import('@/app/(auth)/auth/confirmar/route');
    stub.requireConfirmation = true;
    const { auth, jar } = client();
    await auth.signUp({ email: 'rota@example.com', password: PASSWORD, fullName: 'Rita', next: '/reservar' }, meta);
    const sent = stub.confirmations.at(-1)!;
    const landing = stub.openConfirmationLink(sent.tokenHash, sent.redirectTo);

    state.jar = memoryCookieJar();
    const elsewhere = await GET(new NextRequest(landing));
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.get('location')).toBe('/auth?confirmacao=entrar&next=%2Freservar');
    expect(elsewhere.headers.get('cache-control')).toBe('private, no-store');

    // The verifier cookie was spent by the failed try? No: only this browser's jar holds it.
    state.jar = jar;
    const signedIn = await GET(new NextRequest(landing));
    expect(signedIn.headers.get('location')).toBe('/reservar');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache, no-store, must-revalidate, max-age=0');
    expect(sessionCookies(jar).length).toBeGreaterThan(0);

    const refused = await GET(new NextRequest(stub.openConfirmationLink('link-vencido', 'https://hotel.example/auth/confirmar')));
    expect(refused.headers.get('location')).toBe('/auth?confirmacao=expirado');
    state.jar = null;
  });

  it('keeps the recovery link usable when Supabase refuses the new password', async () => {
    const { auth } = client();
    await auth.signUp({ email: 'fraca@example.com', password: PASSWORD, fullName: 'Flávia' }, meta);
    expect(await auth.requestPasswordReset('fraca@example.com', meta)).toEqual({ ok: true });
    const { tokenHash } = stub.recoveries.filter((r) => r.email === 'fraca@example.com').at(-1)!;
    stub.weakPasswords.add('senha-vazada-123');

    const browser = client();
    expect(await browser.auth.resetPassword(tokenHash, 'senha-vazada-123')).toEqual({ ok: false, reason: 'invalid_password' });
    // Verified once: the link's session waits in its own cookies, which do not sign anybody in.
    const recoveryCookies = [...browser.jar.values.keys()].filter((name) => name.startsWith(RECOVERY_COOKIE_PREFIX));
    expect(recoveryCookies.length).toBeGreaterThan(0);
    for (const name of recoveryCookies) expect(browser.jar.options.get(name)).toMatchObject({ httpOnly: true, path: '/definir-senha', maxAge: 3600 });
    expect(sessionCookies(browser.jar)).toEqual([]);
    expect(await browser.auth.getCurrentUser()).toBeNull();

    const verifies = stub.requests.filter((r) => r.path === '/auth/v1/verify').length;
    expect(await browser.auth.resetPassword(tokenHash, 'senha-forte-nova-9')).toMatchObject({ ok: true, user: { email: 'fraca@example.com' } });
    expect(stub.requests.filter((r) => r.path === '/auth/v1/verify').length).toBe(verifies);
    expect([...browser.jar.values.keys()].filter((name) => name.startsWith(RECOVERY_COOKIE_PREFIX))).toEqual([]);
    expect((await browser.auth.getCurrentUser())?.email).toBe('fraca@example.com');
    expect(await browser.auth.resetPassword(tokenHash, 'mais-uma-senha-1')).toEqual({ ok: false, reason: 'invalid_token' });
    expect((await client().auth.signIn({ email: 'fraca@example.com', password: 'senha-forte-nova-9' }, meta)).ok).toBe(true);
  });

  it('deletes the Supabase user with the service-role key after the local deletion, and owes it until it succeeds', async () => {
    const project = { url: stub.url, serviceRoleKey: stub.serviceRoleKey };
    const { auth } = client();
    const created = await auth.signUp({ email: 'apaga@example.com', password: PASSWORD, fullName: 'Paula' }, meta);
    const user = created.ok ? created.user : null;
    expect(await deleteGuestAccount(db, user!, user!.email, { withinTransaction: (tx) => queueAuthUserDeletion(tx, user!.id) })).toMatchObject({ ok: true });
    expect(await db.select().from(authUserDeletions)).toMatchObject([{ userId: user!.id, attempts: 0 }]);
    expect(await completeAuthUserDeletion(db, project, user!.id)).toBe(true);
    const call = stub.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'DELETE', path: `/auth/v1/admin/users/${user!.id}`, apikey: stub.serviceRoleKey, authorization: `Bearer ${stub.serviceRoleKey}` });
    expect(stub.users.has(user!.id)).toBe(false);
    expect(await db.select().from(authUserDeletions)).toEqual([]);

    // Supabase failing: the debt stays with the error; the user cannot come back through a sign-in.
    const again = await client().auth.signUp({ email: 'apaga2@example.com', password: PASSWORD, fullName: 'Pedro' }, meta);
    const second = again.ok ? again.user : null;
    await deleteGuestAccount(db, second!, second!.email, { withinTransaction: (tx) => queueAuthUserDeletion(tx, second!.id) });
    stub.adminDown = true;
    expect(await completeAuthUserDeletion(db, project, second!.id)).toBe(false);
    expect(await completeAuthUserDeletion(db, null, second!.id)).toBe(false);
    expect(await db.select().from(authUserDeletions)).toMatchObject([{ userId: second!.id, attempts: 2, lastError: 'SUPABASE_SERVICE_ROLE_KEY is not set' }]);
    expect(await pendingAuthUserDeletions(db)).toEqual({ count: 1, oldestError: 'SUPABASE_SERVICE_ROLE_KEY is not set' });
    const { auth: returning, jar } = client();
    expect(await returning.signIn({ email: 'apaga2@example.com', password: PASSWORD }, meta)).toEqual({ ok: false, reason: 'failed' });
    expect(sessionCookies(jar)).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, second!.id))).toEqual([]);
    expect(await retryAuthUserDeletions(db, project)).toEqual({ deleted: 0, pending: 1 });
    // Supabase's 500 was retried, then the breaker opened: the kept error says so.
    expect((await db.select().from(authUserDeletions))[0]).toMatchObject({ attempts: 3, lastError: expect.any(String) });
    resetBreakers();
    stub.adminDown = false;
    expect(await retryAuthUserDeletions(db, project)).toEqual({ deleted: 1, pending: 0 });
    expect(stub.users.has(second!.id)).toBe(false);
  });

  it("the panel's account deletion deletes the Supabase user too, and tells the guest when it could not", async () => {
    const { deleteAccountAction } = await import('@/server/actions/guest-panel');
    for (const down of [false, true]) {
      stub.adminDown = false;
      resetBreakers();
      const email = down ? 'painel-falha@example.com' : 'painel-ok@example.com';
      const { auth, jar } = client();
      const created = await auth.signUp({ email, password: PASSWORD, fullName: 'Painel' }, meta);
      stub.adminDown = down;
      const id = created.ok ? created.user.id : '';
      state.jar = jar;
      const result = await deleteAccountAction({ confirmEmail: email });
      expect(result).toMatchObject({ ok: true, title: 'Conta excluída', redirectTo: '/' });
      expect((result as { message?: string }).message).toMatch(down ? /ainda não pôde ser apagado/ : /foram apagados e você saiu/);
      expect(stub.users.has(id)).toBe(down);
      expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect(sessionCookies(jar)).toEqual([]);
      expect((await db.select().from(authUserDeletions).where(eq(authUserDeletions.userId, id))).length).toBe(down ? 1 : 0);
    }
    state.jar = null;
  });
});
