import 'server-only';
import type { Db } from '@/server/db/client';
import { enqueueEmail } from '@/server/email/outbox';
import { allowRecoveryRequest, allowSignUp, checkCurrentPassword, checkPasswordAttempt } from './attempts';
import { passwordResetEmail, resetPasswordUrl } from './emails';
import { hashPassword } from './password';
import { createSession, getSessionUser, replaceSessionCookie, revokeSession, revokeUserSessions } from './sessions';
import type { AuthDeps } from './settings';
import { afterSignIn, orFailed, passwordSet, queueAddressVerification, resendAddressVerificationIfDue, verifyEmailToken } from './steps';
import { consumeToken, issueToken } from './tokens';
import { findUserByEmail, findUserById, isValidPasswordLength, markEmailVerified, normalizeEmail, setPasswordHash, signIn as checkPassword, signUp as createAccount } from './users';
import type { AuthPort, RequestMeta } from './types';

/**
 * The local adapter: accounts in the users table (argon2id), sessions in the sessions table, the
 * session cookie `hotel_session` (HttpOnly, SameSite=Lax, Secure in production) holding a random
 * token whose sha256 is the session id. Every sign-in starts a new session and ends the browser's
 * previous one.
 */
export function createLocalAuth(deps: AuthDeps): AuthPort {
  const { db, cookies, settings } = deps;
  const now = () => deps.now?.() ?? new Date();
  const attemptOptions = { enabled: settings.rateLimits, sleep: deps.sleep };

  async function startSession(userId: string, meta: Partial<RequestMeta> = {}): Promise<string> {
    const session = await createSession(db, userId, meta, now());
    await replaceSessionCookie(db, cookies, settings, session, now());
    return session.token;
  }

  return {
    provider: 'local',

    async signIn({ email, password }, meta) {
      return orFailed('sign-in', async () => {
        const checked = await checkPasswordAttempt(db, email, meta.ip, attemptOptions, async () => {
          const result = await checkPassword(db, { email, password });
          return result.ok ? result.user : null;
        });
        if (!checked.ok) return checked;
        const user = checked.value;
        if (settings.requireEmailConfirmation && user.emailVerifiedAt === null) {
          await resendAddressVerificationIfDue(deps, user);
          return { ok: false, reason: 'email_not_confirmed' };
        }
        await startSession(user.id, meta);
        return { ok: true, user, ...(await afterSignIn(deps, user)) };
      });
    },

    async signUp({ email, password, fullName }, meta) {
      if (!settings.signUpEnabled) return { ok: false, reason: 'disabled' };
      return orFailed('sign-up', async () => {
        if (!(await allowSignUp(db, meta.ip, settings.rateLimits))) return { ok: false, reason: 'rate_limited' };
        const created = await createAccount(db, { email, password, fullName }, (tx, user) => queueAddressVerification(tx, user, deps));
        if (!created.ok) return created;
        deps.emailsQueued();
        if (settings.requireEmailConfirmation) return { ok: true, user: created.user, isStaff: false, signedIn: false };
        await startSession(created.user.id, meta);
        return { ok: true, user: created.user, isStaff: false, signedIn: true };
      });
    },

    async signOut() {
      const token = cookies.get(settings.sessionCookie)?.value;
      if (token) await revokeSession(db, token, now());
      cookies.delete(settings.sessionCookie);
    },

    async getCurrentUser() {
      return getSessionUser(db, cookies.get(settings.sessionCookie)?.value, now());
    },

    async requestPasswordReset(email, meta) {
      return orFailed('password recovery request', async () => {
        if (!(await allowRecoveryRequest(db, email, meta.ip, settings.rateLimits))) return { ok: false, reason: 'rate_limited' };
        const user = await findUserByEmail(db, email);
        if (!user) return { ok: true };
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const to = normalizeEmail(user.email);
          const token = await issueToken(tx, { userId: user.id, purpose: 'password_reset', email: to, now: now() });
          await enqueueEmail(tx, passwordResetEmail(to, resetPasswordUrl(settings.siteUrl, token)));
        });
        deps.emailsQueued();
        return { ok: true };
      });
    },

    async resetPassword(token, newPassword) {
      if (!isValidPasswordLength(newPassword)) return { ok: false, reason: 'invalid_password' };
      return orFailed('password reset', async () => {
        const passwordHash = await hashPassword(newPassword);
        const at = now();
        const userId = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const used = await consumeToken(tx, token, ['password_reset'], at);
          if (!used) return null;
          await setPasswordHash(tx, used.userId, passwordHash, at);
          await revokeUserSessions(tx, used.userId, null, at);
          // The link reached this address: it is proven, as by a confirmation link.
          await markEmailVerified(tx, used.userId, used.email, at);
          return used.userId;
        });
        const user = userId ? await findUserById(db, userId) : null;
        if (!user) return { ok: false, reason: 'invalid_token' };
        await startSession(user.id);
        return passwordSet(deps, user);
      });
    },

    async changePassword(user, currentPassword, newPassword) {
      if (!isValidPasswordLength(newPassword)) return { ok: false, reason: 'invalid_password' };
      return orFailed('password change', async () => {
        const current = await checkCurrentPassword(db, user, attemptOptions, async () => {
          const checked = await checkPassword(db, { email: user.email, password: currentPassword });
          return checked.ok && checked.user.id === user.id;
        });
        if (current !== 'ok') return { ok: false, reason: current };
        const passwordHash = await hashPassword(newPassword);
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await setPasswordHash(tx, user.id, passwordHash, now());
          await revokeUserSessions(tx, user.id, null, now());
        });
        await startSession(user.id);
        return passwordSet(deps, user);
      });
    },

    verifyEmail(token) {
      return verifyEmailToken(deps, token);
    },

    // Local confirmation links carry a token for /auth/verificar, never a code.
    async exchangeConfirmationCode() {
      return { ok: false, reason: 'invalid_code' };
    },
  };
}
