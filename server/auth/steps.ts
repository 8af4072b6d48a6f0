import 'server-only';
import type { Db } from '@/server/db/client';
import { enqueueEmail } from '@/server/email/outbox';
import { log } from '@/server/log';
import { confirmationEmail, staffVerificationEmail, verificationUrl } from './emails';
import type { AuthDeps } from './settings';
import { isStaff, isStaffEmail, needsStaffVerification, sendStaffVerificationIfDue } from './staff';
import { consumeToken, findUsedToken, issueToken, sentRecently } from './tokens';
import { findUserById, markEmailVerified, normalizeEmail } from './users';
import type { AuthUser, SetPasswordOutcome, VerifyEmailOutcome } from './types';

// Steps shared by both adapters: they act on the local tables whatever proves the password.

/** After a successful sign-in: the staff decision, and the verification link for an unverified staff address. */
export async function afterSignIn(deps: AuthDeps, user: AuthUser): Promise<{ isStaff: boolean; staffVerificationPending: boolean }> {
  const { db, settings } = deps;
  const staff = await isStaff(db, user, settings.staffEmails);
  if (staff || !needsStaffVerification(user, settings.staffEmails)) return { isStaff: staff, staffVerificationPending: false };
  try {
    if (await sendStaffVerificationIfDue(db, user, settings.siteUrl, deps.now?.())) deps.emailsQueued();
  } catch (err) {
    log.warn('staff verification e-mail not queued', { error: err instanceof Error ? err.message : String(err) });
  }
  return { isStaff: false, staffVerificationPending: true };
}

/** A port method's failure that is not the visitor's doing (database, network): logged, answered 'failed'. */
export async function orFailed<T>(label: string, run: () => Promise<T>): Promise<T | { ok: false; reason: 'failed' }> {
  try {
    return await run();
  } catch (err) {
    log.error(`${label} failed`, { error: err instanceof Error ? err.message : String(err) });
    return { ok: false, reason: 'failed' };
  }
}

/** A password set (reset or changed): the user is signed in; staff go to the admin. */
export async function passwordSet(deps: AuthDeps, user: AuthUser): Promise<SetPasswordOutcome> {
  const { isStaff } = await afterSignIn(deps, user);
  return { ok: true, user, isStaff };
}

/**
 * Writes the address confirmation (in the caller's transaction): the staff verification text for a
 * staff address, the sign-up confirmation otherwise. Both links prove the address.
 */
export async function queueAddressVerification(tx: Db, user: AuthUser, deps: AuthDeps): Promise<void> {
  const email = normalizeEmail(user.email);
  const staff = isStaffEmail(email, deps.settings.staffEmails);
  const token = await issueToken(tx, { userId: user.id, purpose: staff ? 'staff_verification' : 'email_verification', email, now: deps.now?.() });
  const link = verificationUrl(deps.settings.siteUrl, token);
  await enqueueEmail(tx, staff ? staffVerificationEmail(email, link) : confirmationEmail(email, user.fullName, link));
}

/** Sends the confirmation again (sign-in refused as unconfirmed), at most once per 24 h. */
export async function resendAddressVerificationIfDue(deps: AuthDeps, user: AuthUser): Promise<void> {
  const { db } = deps;
  try {
    if (await sentRecently(db, user.id, normalizeEmail(user.email), ['email_verification', 'staff_verification'], deps.now?.())) return;
    await db.transaction((tx) => queueAddressVerification(tx as unknown as Db, user, deps));
    deps.emailsQueued();
  } catch (err) {
    log.warn('confirmation e-mail not queued', { error: err instanceof Error ? err.message : String(err) });
  }
}

const VERIFICATION_PURPOSES = ['email_verification', 'staff_verification'] as const;
const verificationPurpose = (purpose: string) => (purpose === 'staff_verification' ? 'staff_verification' : 'email_verification');

/**
 * Consumes a confirmation or staff verification link and marks the address verified (then staff, if
 * listed). A link opened again is 'already_verified' while its address is still the account's,
 * verified one; anything else (unknown, expired, another address since) is 'invalid'.
 */
export async function verifyEmailToken(deps: AuthDeps, token: string): Promise<VerifyEmailOutcome> {
  const { db, settings } = deps;
  const now = deps.now?.() ?? new Date();
  const verified = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const used = await consumeToken(tx, token, VERIFICATION_PURPOSES, now);
    if (!used) return null;
    if (!(await markEmailVerified(tx, used.userId, used.email, now))) return null;
    return used;
  });
  if (!verified) {
    const usedBefore = await findUsedToken(db, token, VERIFICATION_PURPOSES);
    const user = usedBefore && (await findUserById(db, usedBefore.userId));
    if (usedBefore && user?.emailVerifiedAt && normalizeEmail(user.email) === normalizeEmail(usedBefore.email)) {
      return { ok: false, reason: 'already_verified', purpose: verificationPurpose(usedBefore.purpose) };
    }
    return { ok: false, reason: 'invalid' };
  }
  const user = await findUserById(db, verified.userId);
  if (user) await isStaff(db, user, settings.staffEmails);
  return { ok: true, userId: verified.userId, purpose: verificationPurpose(verified.purpose) };
}
