import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { profiles, sessions, users } from '@/server/db/schema';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { createSession, getSessionUser, revokeSession, sessionCookieOptions, sessionIdOf, SESSION_COOKIE } from '@/server/auth/sessions';
import { findUserByEmail, signIn, signUp } from '@/server/auth/users';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

describe('password hashing', () => {
  it('uses argon2id with m=19 MiB, t=2, p=1 and a random salt', async () => {
    const a = await hashPassword('segredo123');
    const b = await hashPassword('segredo123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'segredo123')).toBe(true);
    expect(await verifyPassword(a, 'segredo124')).toBe(false);
    expect(await verifyPassword('not a hash', 'segredo123')).toBe(false);
    expect(await verifyPassword(null, 'segredo123')).toBe(false);
  });
});

describe('sign-up and sign-in', () => {
  it('creates a user (lower-cased address) with a guest profile', async () => {
    const result = await signUp(db, { email: '  Pedro@Example.COM ', password: 'segredo123', fullName: 'Pedro' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toMatchObject({ email: 'pedro@example.com', fullName: 'Pedro', emailVerifiedAt: null });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, result.user.id));
    expect(profile).toMatchObject({ role: 'guest', fullName: 'Pedro' });
    const [row] = await db.select().from(users).where(eq(users.id, result.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same address in any case', async () => {
    expect(await signUp(db, { email: 'PEDRO@example.com', password: 'outrasenha1' })).toEqual({ ok: false, reason: 'already_registered' });
    const concurrent = await Promise.all([1, 2, 3].map(() => signUp(db, { email: 'race@example.com', password: 'segredo123' })));
    expect(concurrent.filter((r) => r.ok)).toHaveLength(1);
  });

  it('refuses passwords outside 8..128 characters', async () => {
    expect(await signUp(db, { email: 'short@example.com', password: '1234567' })).toEqual({ ok: false, reason: 'invalid_password' });
    expect(await signUp(db, { email: 'long@example.com', password: 'x'.repeat(129) })).toEqual({ ok: false, reason: 'invalid_password' });
  });

  it('signs in with the right password only', async () => {
    const ok = await signIn(db, { email: 'pedro@EXAMPLE.com', password: 'segredo123' });
    expect(ok.ok && ok.user.email).toBe('pedro@example.com');
    expect(await signIn(db, { email: 'pedro@example.com', password: 'errada123' })).toEqual({ ok: false, reason: 'invalid_credentials' });
    expect(await signIn(db, { email: 'nobody@example.com', password: 'segredo123' })).toEqual({ ok: false, reason: 'invalid_credentials' });
    expect(await findUserByEmail(db, 'PEDRO@example.com')).not.toBeNull();
  });
});

describe('sessions', () => {
  it('stores only the sha256 of a random 32-byte token and finds the user by it', async () => {
    const user = (await findUserByEmail(db, 'pedro@example.com'))!;
    const a = await createSession(db, user.id, { ip: '203.0.113.9', userAgent: 'vitest' });
    const b = await createSession(db, user.id);
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionIdOf(a.token)));
    expect(row).toMatchObject({ userId: user.id, ip: '203.0.113.9', userAgent: 'vitest', revokedAt: null });
    expect(row!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(await db.select().from(sessions).where(eq(sessions.id, a.token))).toHaveLength(0);
    const days = (a.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await getSessionUser(db, a.token))?.email).toBe('pedro@example.com');
    expect(await getSessionUser(db, 'forged-token')).toBeNull();
    expect(await getSessionUser(db, undefined)).toBeNull();
  });

  it('ends expired and revoked sessions', async () => {
    const user = (await findUserByEmail(db, 'pedro@example.com'))!;
    const old = await createSession(db, user.id, {}, new Date(Date.now() - 31 * 86_400_000));
    expect(await getSessionUser(db, old.token)).toBeNull();
    const live = await createSession(db, user.id);
    await revokeSession(db, live.token);
    expect(await getSessionUser(db, live.token)).toBeNull();
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Secure in production', () => {
    const expires = new Date('2030-01-01T00:00:00Z');
    expect(SESSION_COOKIE).toBe('hotel_session');
    expect(sessionCookieOptions(expires, true)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires });
    expect(sessionCookieOptions(expires, false).secure).toBe(false);
  });
});
