import 'server-only';
import type { Db } from '@/server/db/client';
import { currentRateLimitCount } from '@/server/db/queries/rate-limit-count';
import { incrementRateLimit } from '@/server/db/queries/rate-limits';
import { hit } from '@/server/rate-limit';
import { signedInFromRecently } from './sessions';
import { normalizeEmail } from './users';

// Every password check of the site (sign-in on /auth, the reservation form's sign-in, the current
// password before a change) goes through checkPasswordAttempt: one limiter, one failure count.
// The lock is fair (OWASP authentication guidance, ASVS V6.3.1): a stranger's failures lock the
// stranger's own address-and-client pair, and past a ceiling the address for other unknown clients,
// but never the clients the account already signed in from.

/** Failed password checks per address-and-client pair in the window; then 'Muitas tentativas'. Also the limit of recovery requests and sign-ups. */
export const AUTH_RATE_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;
/** Failures one address may take in the window before clients it never signed in from are refused too. */
export const ADDRESS_FAILURE_CEILING = 30;
/** Failures one client may make on any addresses in the window (credential stuffing) before it is refused, except on accounts it signed in to before. */
export const CLIENT_FAILURE_CEILING = 50;
/** A client that signed in to the account within these days is one of its usual networks. */
export const KNOWN_CLIENT_DAYS = 30;
/** A failed check answers after 100 ms × 2^(failures of the address in the window − 1), at most 2 s. */
export const FAILURE_DELAY_MS = { base: 100, max: 2_000 } as const;

export interface AttemptOptions {
  /** Rate limits on (RATE_LIMITS=off turns every limit off: load tests only). */
  enabled: boolean;
  /** The wait before a failure is answered (tests record it instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
}

export type PasswordCheck<T> = { ok: true; value: T } | { ok: false; reason: 'rate_limited' | 'invalid_credentials' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function signInKeys(email: string, client: string) {
  const address = normalizeEmail(email);
  return { pair: `auth:sign-in:pair:${address}|${client}`, address: `auth:sign-in:email:${address}`, client: `auth:sign-in:ip:${client}` };
}

/** The delay before answering the n-th failure of an address in the window. */
export function failureDelayMs(failures: number): number {
  return Math.min(FAILURE_DELAY_MS.max, FAILURE_DELAY_MS.base * 2 ** Math.max(0, failures - 1));
}

/**
 * One password check behind the limiter. `verify` proves the password and returns what the caller
 * needs, or null for wrong credentials (an unknown address must take as long as a wrong password).
 * A refused attempt never runs `verify`, so the right password after the limit is no different from
 * a wrong one. `knownClient` skips the ceilings (a signed-in user confirming the current password).
 */
export async function checkPasswordAttempt<T>(
  db: Db,
  email: string,
  client: string,
  options: AttemptOptions,
  verify: () => Promise<T | null>,
  knownClient?: boolean,
): Promise<PasswordCheck<T>> {
  if (!options.enabled) {
    const value = await verify();
    return value === null ? { ok: false, reason: 'invalid_credentials' } : { ok: true, value };
  }
  const keys = signInKeys(email, client);
  const window = AUTH_RATE_LIMIT.windowSeconds;
  const known = knownClient ?? (client !== 'unknown' && (await signedInFromRecently(db, email, client, KNOWN_CLIENT_DAYS)));
  const [pair, address, fromClient] = await Promise.all([keys.pair, keys.address, keys.client].map((key) => currentRateLimitCount(db, key, window)));
  const refused = pair! >= AUTH_RATE_LIMIT.limit || (!known && (address! >= ADDRESS_FAILURE_CEILING || fromClient! >= CLIENT_FAILURE_CEILING));
  if (refused) return { ok: false, reason: 'rate_limited' };

  const value = await verify();
  if (value !== null) return { ok: true, value };
  await incrementRateLimit(db, keys.pair, window);
  await incrementRateLimit(db, keys.client, window);
  const { count: addressFailures } = await incrementRateLimit(db, keys.address, window);
  await (options.sleep ?? wait)(failureDelayMs(addressFailures));
  return { ok: false, reason: 'invalid_credentials' };
}

/**
 * Checks a signed-in user's current password before a change, behind the same limiter (the user in
 * place of a client address: the change form cannot be used to guess the password).
 */
export async function checkCurrentPassword(
  db: Db,
  user: { id: string; email: string },
  options: AttemptOptions,
  matches: () => Promise<boolean>,
): Promise<'ok' | 'rate_limited' | 'wrong_password'> {
  const checked = await checkPasswordAttempt(db, user.email, `user:${user.id}`, options, async () => ((await matches()) ? true : null), true);
  return checked.ok ? 'ok' : checked.reason === 'rate_limited' ? 'rate_limited' : 'wrong_password';
}

/** Counts a recovery request (every one counts: a request does not fail); false when over the limit. */
export async function allowRecoveryRequest(db: Db, email: string, ip: string, enabled: boolean): Promise<boolean> {
  if (!enabled) return true;
  let allowed = true;
  for (const key of [`auth:recovery:email:${normalizeEmail(email)}`, `auth:recovery:ip:${ip}`]) {
    if (!(await hit(db, key, AUTH_RATE_LIMIT.limit, AUTH_RATE_LIMIT.windowSeconds, true)).allowed) allowed = false;
  }
  return allowed;
}

/** Counts a sign-up from this client; false when over the limit. */
export async function allowSignUp(db: Db, ip: string, enabled: boolean): Promise<boolean> {
  if (!enabled) return true;
  return (await hit(db, `auth:sign-up:ip:${ip}`, AUTH_RATE_LIMIT.limit, AUTH_RATE_LIMIT.windowSeconds, true)).allowed;
}
