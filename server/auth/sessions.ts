import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import type { AuthSettings } from './settings';
import type { AuthUser, CookieJar } from './types';
import { normalizeEmail } from './users';

export { SESSION_COOKIE } from './cookie-names';
export const SESSION_TTL_DAYS = 30;
const SESSION_TTL_MS = SESSION_TTL_DAYS * 86_400_000;

export interface NewSession {
  /** The secret for the cookie; the database only keeps its sha256. */
  token: string;
  expiresAt: Date;
}

/** sha256 (hex) of a cookie token: the sessions.id. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user: a fresh random 32-byte token every time (no fixation). */
export async function createSession(
  db: Db,
  userId: string,
  meta: { ip?: string | null; userAgent?: string | null } = {},
  now: Date = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The user of a live session (not expired, not revoked), or null. */
export async function getSessionUser(db: Db, token: string | undefined | null, now: Date = new Date()): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionIdOf(token)), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Db, token: string, now: Date = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionIdOf(token)));
}

/** Ends every live session of a user (password set or reset), except the one of `keepToken`. */
export async function revokeUserSessions(db: Db, userId: string, keepToken?: string | null, now: Date = new Date()): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(keepToken ? and(live, ne(sessions.id, sessionIdOf(keepToken))) : live);
}

/**
 * Whether the account of this address started a session from this client within `days`: one of its
 * usual networks (the sign-in limiter does not lock those out).
 */
export async function signedInFromRecently(db: Db, email: string, ip: string, days: number, now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sql`lower(${users.email})`, normalizeEmail(email)), eq(sessions.ip, ip), gt(sessions.createdAt, new Date(now.getTime() - days * 86_400_000))))
    .limit(1);
  return row !== undefined;
}

/** Deletes sessions that expired or were revoked more than `keepDays` ago (they tell the sign-in limiter the account's usual networks until then). */
export async function purgeSessions(db: Db, keepDays: number, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 86_400_000);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Attributes of the session cookie: HttpOnly, SameSite=Lax, Secure in production or on https, path /. */
export function sessionCookieOptions(expiresAt: Date, secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', expires: expiresAt };
}

/** Puts a new session in the browser's cookie and ends the session it replaces: every sign-in rotates. */
export async function replaceSessionCookie(
  db: Db,
  cookies: CookieJar,
  settings: Pick<AuthSettings, 'sessionCookie' | 'secureCookies'>,
  session: NewSession,
  now: Date = new Date(),
): Promise<void> {
  const previous = cookies.get(settings.sessionCookie)?.value;
  if (previous) await revokeSession(db, previous, now);
  cookies.set(settings.sessionCookie, session.token, sessionCookieOptions(session.expiresAt, settings.secureCookies));
}
