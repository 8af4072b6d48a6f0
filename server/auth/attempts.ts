import 'server-only';
import type { Db } from '@/server/db/client';
import { currentRateLimitCount } from '@/server/db/queries/rate-limit-count';
import { hit } from '@/server/rate-limit';
import { normalizeEmail } from './users';

/** Failed sign-ins, and password recovery requests: at most 10 per 15 minutes per address and per client IP. */
export const AUTH_RATE_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

type Action = 'sign-in' | 'recovery';

/** Sign-ups per client address (each one hashes a password and sends an e-mail): the same limit. */
export const SIGN_UP_RATE_LIMIT = AUTH_RATE_LIMIT;

function keys(action: Action, email: string, ip: string): string[] {
  return [`auth:${action}:email:${normalizeEmail(email)}`, `auth:${action}:ip:${ip}`];
}

/** True when this address or this client already failed too many sign-ins in the current window. */
export async function signInBlocked(db: Db, email: string, ip: string, enabled: boolean): Promise<boolean> {
  if (!enabled) return false;
  const counts = await Promise.all(keys('sign-in', email, ip).map((key) => currentRateLimitCount(db, key, AUTH_RATE_LIMIT.windowSeconds)));
  return counts.some((count) => count >= AUTH_RATE_LIMIT.limit);
}

/** Counts one failed sign-in for the address and the client. */
export async function recordFailedSignIn(db: Db, email: string, ip: string, enabled: boolean): Promise<void> {
  if (!enabled) return;
  for (const key of keys('sign-in', email, ip)) await hit(db, key, AUTH_RATE_LIMIT.limit, AUTH_RATE_LIMIT.windowSeconds, true);
}

/**
 * Checks a signed-in user's current password before a change. Failures count like failed
 * sign-ins (per address, and per user in place of a client address), so the change form cannot
 * be used to guess the password.
 */
export async function checkCurrentPassword(
  db: Db,
  user: { id: string; email: string },
  enabled: boolean,
  matches: () => Promise<boolean>,
): Promise<'ok' | 'rate_limited' | 'wrong_password'> {
  const ip = `user:${user.id}`;
  if (await signInBlocked(db, user.email, ip, enabled)) return 'rate_limited';
  if (await matches()) return 'ok';
  await recordFailedSignIn(db, user.email, ip, enabled);
  return 'wrong_password';
}

/** Counts a recovery request (every one counts: a request does not fail); false when over the limit. */
export async function allowRecoveryRequest(db: Db, email: string, ip: string, enabled: boolean): Promise<boolean> {
  if (!enabled) return true;
  let allowed = true;
  for (const key of keys('recovery', email, ip)) {
    if (!(await hit(db, key, AUTH_RATE_LIMIT.limit, AUTH_RATE_LIMIT.windowSeconds, true)).allowed) allowed = false;
  }
  return allowed;
}

/** Counts a sign-up from this client; false when over the limit. */
export async function allowSignUp(db: Db, ip: string, enabled: boolean): Promise<boolean> {
  if (!enabled) return true;
  return (await hit(db, `auth:sign-up:ip:${ip}`, SIGN_UP_RATE_LIMIT.limit, SIGN_UP_RATE_LIMIT.windowSeconds, true)).allowed;
}
