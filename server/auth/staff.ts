import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { profiles, users } from '@/server/db/schema';
import { enqueueEmail } from '@/server/email/outbox';
import { staffVerificationEmail, verificationUrl } from './emails';
import { issueToken, sentRecently } from './tokens';
import { hashPassword } from './password';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, isValidPasswordLength, normalizeEmail } from './users';
import type { AuthUser } from './types';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth-schemas';
import { validation } from '@/lib/zod';

/** Whether the address is in STAFF_EMAILS (already lower-cased by the configuration). */
export function isStaffEmail(email: string, staffEmails: readonly string[]): boolean {
  return staffEmails.includes(normalizeEmail(email));
}

export async function profileRole(db: Db, userId: string): Promise<'guest' | 'admin' | null> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.role ?? null;
}

/** The spec's admin profile: upsert on user_id with role admin and full_name set to the email. */
export async function upsertAdminProfile(db: Db, user: Pick<AuthUser, 'id' | 'email'>, now: Date = new Date()): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId: user.id, fullName: user.email, role: 'admin' })
    .onConflictDoUpdate({ target: profiles.userId, set: { role: 'admin', fullName: user.email, updatedAt: now } });
}

/**
 * Staff = the address is in STAFF_EMAILS AND verified through a link sent to it, OR the profile's
 * role is admin. Without the verification anyone could sign up with a staff address. A staff
 * address seen verified gets its admin profile (once: later checks find the role).
 */
export async function isStaff(db: Db, user: AuthUser, staffEmails: readonly string[]): Promise<boolean> {
  const role = await profileRole(db, user.id);
  if (role === 'admin') return true;
  if (isStaffEmail(user.email, staffEmails) && user.emailVerifiedAt !== null) {
    await upsertAdminProfile(db, user);
    return true;
  }
  return false;
}

/** A staff address that still has to be verified (the sign-in tells the user to open the link). */
export function needsStaffVerification(user: AuthUser, staffEmails: readonly string[]): boolean {
  return isStaffEmail(user.email, staffEmails) && user.emailVerifiedAt === null;
}

/**
 * Sends the staff verification link (single use, 24 h) unless a verification link already went to
 * this address in the last 24 h. Returns whether an e-mail was queued.
 */
export async function sendStaffVerificationIfDue(db: Db, user: AuthUser, siteUrl: string, now: Date = new Date()): Promise<boolean> {
  const email = normalizeEmail(user.email);
  if (await sentRecently(db, user.id, email, ['staff_verification', 'email_verification'], now)) return false;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx as unknown as Db, { userId: user.id, purpose: 'staff_verification', email, now });
    await enqueueEmail(tx as unknown as Db, staffVerificationEmail(email, verificationUrl(siteUrl, token)));
  });
  return true;
}

/**
 * The command line's staff account (npm run staff:create): creates the user or updates its
 * password (ending its sessions), marks the address verified and grants the admin role.
 */
export async function createStaffAccount(
  db: Db,
  { email, password, fullName = null, now = new Date() }: { email: string; password: string; fullName?: string | null; now?: Date },
): Promise<{ created: boolean; user: AuthUser }> {
  if (!isValidPasswordLength(password)) throw new Error(validation('auth.passwordLength', { min: String(PASSWORD_MIN), max: String(PASSWORD_MAX) }));
  const address = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, address);
  const user = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let row: AuthUser;
    if (existing) {
      [row] = (await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now, ...(fullName ? { fullName } : {}) })
        .where(eq(users.id, existing.id))
        .returning({ id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt })) as [AuthUser];
      await revokeUserSessions(tx, existing.id, null, now);
    } else {
      [row] = (await tx
        .insert(users)
        .values({ email: address, passwordHash, fullName, emailVerifiedAt: now })
        .returning({ id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt })) as [AuthUser];
    }
    await upsertAdminProfile(tx, row, now);
    return row;
  });
  return { created: !existing, user };
}
