import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { profiles, users } from '@/server/db/schema';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyDummyPassword, verifyPassword } from './password';
import type { AuthUser, Credentials, SignInResult, SignUpResult } from './types';

const userColumns = { id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this address (any case), with its password hash. */
export async function findUserByEmail(db: Db, email: string): Promise<(AuthUser & { passwordHash: string | null }) | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** Email + password against the stored argon2id hash; an unknown address costs the same time as a wrong password. */
export async function signIn(db: Db, { email, password }: Credentials): Promise<SignInResult> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyDummyPassword(password);
    return { ok: false, reason: 'invalid_credentials' };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: 'invalid_credentials' };
  return { ok: true, user: { id: user.id, email: user.email, fullName: user.fullName, emailVerifiedAt: user.emailVerifiedAt } };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function isValidPasswordLength(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/**
 * Creates an account (and its guest-role profile). The address is stored lower-cased. `withinTransaction`
 * runs in the same transaction (e.g. the confirmation e-mail written to the outbox).
 */
export async function signUp(
  db: Db,
  { email, password, fullName }: Credentials & { fullName?: string | null },
  withinTransaction?: (tx: Db, user: AuthUser) => Promise<void>,
): Promise<SignUpResult> {
  if (!isValidPasswordLength(password)) return { ok: false, reason: 'invalid_password' };
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: normalizeEmail(email), passwordHash, fullName: fullName ?? null })
        .returning(userColumns);
      await tx.insert(profiles).values({ userId: user!.id, fullName: fullName ?? null }).onConflictDoNothing();
      await withinTransaction?.(tx as unknown as Db, user!);
      return { ok: true as const, user: user! };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: 'already_registered' };
    throw err;
  }
}

export async function findUserById(db: Db, id: string): Promise<AuthUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Stores a new password hash (from hashPassword; hash before a transaction, it takes tens of ms). */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now: Date = new Date()): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Marks the address verified, only when `email` (where the link was sent) is still the account's
 * address. Returns whether the account's address is verified now.
 */
export async function markEmailVerified(db: Db, userId: string, email: string, now: Date = new Date()): Promise<boolean> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, normalizeEmail(email)), isNull(users.emailVerifiedAt)));
  const user = await findUserById(db, userId);
  return user !== null && user.emailVerifiedAt !== null && normalizeEmail(user.email) === normalizeEmail(email);
}

/**
 * The local row of an externally authenticated user (Supabase): same id, created on first sight
 * with a guest profile. An address already held by a different local account is refused (null):
 * linking by address alone would hand that account (maybe staff) to whoever registered it remotely.
 */
export async function mirrorExternalUser(db: Db, external: { id: string; email: string; fullName: string | null }): Promise<AuthUser | null> {
  const existing = await findUserById(db, external.id);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ id: external.id, email: normalizeEmail(external.email), passwordHash: null, fullName: external.fullName })
        .onConflictDoNothing({ target: users.id })
        .returning(userColumns);
      if (!user) return findUserById(tx as unknown as Db, external.id);
      await tx.insert(profiles).values({ userId: user.id, fullName: external.fullName }).onConflictDoNothing();
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}
