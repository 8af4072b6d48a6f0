import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authTokens, type AuthTokenRow } from '@/server/db/schema';
import { sessionIdOf } from './sessions';

export type TokenPurpose = AuthTokenRow['purpose'];

/** How long an e-mailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  email_verification: 24 * 60 * 60_000,
  staff_verification: 24 * 60 * 60_000,
};

/** A verification link is sent at most once per this interval per account and address. */
export const VERIFICATION_RESEND_MS = 24 * 60 * 60_000;

/** The same hash as the session ids: sha256 (hex); the database never holds a usable token. */
export const tokenHashOf = sessionIdOf;

/**
 * Creates a single-use token for an e-mailed link and returns its secret. A new password reset
 * token replaces the user's unused ones (only the latest e-mail works).
 */
export async function issueToken(
  db: Db,
  { userId, purpose, email, now = new Date() }: { userId: string; purpose: TokenPurpose; email: string; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (purpose === 'password_reset') {
    await db
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  }
  await db.insert(authTokens).values({
    tokenHash: tokenHashOf(token),
    userId,
    purpose,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token up: one UPDATE that only matches an unused, unexpired token of these purposes, so two
 * concurrent uses cannot both succeed. Returns the user and the address it was sent to, or null.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date = new Date(),
): Promise<{ userId: string; email: string; purpose: TokenPurpose } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHashOf(token)),
        inArray(authTokens.purpose, [...purposes]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, email: authTokens.email, purpose: authTokens.purpose });
  return row ?? null;
}

/**
 * A token of these purposes that was already used (used tokens are kept, marked used_at): tells a
 * link opened twice from a wrong or unknown one. Returns the user and address it was sent to, or null.
 */
export async function findUsedToken(db: Db, token: string, purposes: readonly TokenPurpose[]): Promise<{ userId: string; email: string; purpose: TokenPurpose } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: authTokens.userId, email: authTokens.email, purpose: authTokens.purpose })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHashOf(token)), inArray(authTokens.purpose, [...purposes]), isNotNull(authTokens.usedAt)));
  return row ?? null;
}

/** True when a link of one of these purposes went to this user and address within VERIFICATION_RESEND_MS. */
export async function sentRecently(db: Db, userId: string, email: string, purposes: readonly TokenPurpose[], now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: authTokens.createdAt })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.email, email),
        inArray(authTokens.purpose, [...purposes]),
        gt(authTokens.createdAt, new Date(now.getTime() - VERIFICATION_RESEND_MS)),
      ),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return row !== undefined;
}
