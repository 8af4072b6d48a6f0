import 'server-only';
import { createHash } from 'node:crypto';
import { createServerClient } from '@supabase/ssr';
import { resilientFetch } from '@/server/resilience';
import { SUPABASE_CLIENT_OPTIONS } from './supabase-options';
import type { AuthError as SupabaseAuthError, User as SupabaseUser } from '@supabase/supabase-js';
import { log } from '@/server/log';
import { allowRecoveryRequest, allowSignUp, checkCurrentPassword, checkPasswordAttempt } from './attempts';
import type { AuthDeps } from './settings';
import { afterSignIn, orFailed, passwordSet, verifyEmailToken } from './steps';
import { isAuthUserDeletionPending } from './supabase-admin';
import { findUserById, isValidPasswordLength, markEmailVerified, mirrorExternalUser } from './users';
import type { AuthPort, AuthUser, CookieOptions } from './types';

export interface SupabaseAuthOptions {
  url: string;
  anonKey: string;
}

/** Supabase Auth's error codes (and, for old servers, messages) that the app answers specifically. */
function errorKind(error: SupabaseAuthError): 'invalid_credentials' | 'email_not_confirmed' | 'already_registered' | 'signup_disabled' | 'weak_password' | 'rate_limited' | 'other' {
  const code = error.code ?? '';
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(error.message)) return 'invalid_credentials';
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(error.message)) return 'email_not_confirmed';
  if (code === 'user_already_exists' || code === 'email_exists' || /already (been )?registered/i.test(error.message)) return 'already_registered';
  if (code === 'signup_disabled' || code === 'email_provider_disabled') return 'signup_disabled';
  if (code === 'weak_password' || code === 'same_password') return 'weak_password';
  if (error.status === 429 || code.startsWith('over_')) return 'rate_limited';
  return 'other';
}

/**
 * A recovery link's session, kept apart from the sign-in session: its cookies (named after the link,
 * path /definir-senha, 1 h) do not count as signed in anywhere, and let a refused new password be
 * tried again without a new e-mail, the link's token having been spent by the first attempt.
 */
export const RECOVERY_COOKIE_PREFIX = 'hotel-recovery-';
const RECOVERY_COOKIE = { path: '/definir-senha', maxAgeSeconds: 3600 } as const;
const recoveryCookieName = (token: string) => `${RECOVERY_COOKIE_PREFIX}${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;

/**
 * The Supabase adapter: Supabase Auth proves passwords and holds the session (its cookies, written
 * HttpOnly through @supabase/ssr: this app never uses the browser client). Each Supabase user is
 * mirrored into a local users row with the same id, because profiles, guests and reservations
 * reference users. Staff verification, limits and the admin profile work on the local tables as
 * with the local adapter. Recovery e-mails are Supabase's: its "Reset password" template must link
 * to `{{ .RedirectTo }}?token={{ .TokenHash }}` (the redirect is SITE_URL/definir-senha).
 */
export function createSupabaseAuth(deps: AuthDeps & SupabaseAuthOptions): AuthPort {
  const { db, cookies, settings } = deps;
  const attemptOptions = { enabled: settings.rateLimits, sleep: deps.sleep };

  /** A server client on this request's cookies; `recovery` keeps a recovery link's session under its own name and path. */
  function client(recovery?: { name: string }) {
    const scope = (options: CookieOptions): CookieOptions =>
      recovery ? { ...options, path: RECOVERY_COOKIE.path, maxAge: options.maxAge === 0 ? 0 : RECOVERY_COOKIE.maxAgeSeconds } : { ...options, path: '/' };
    return createServerClient(deps.url, deps.anonKey, {
      ...SUPABASE_CLIENT_OPTIONS,
      ...(recovery ? { cookieOptions: { name: recovery.name } } : {}),
      // Through the Supabase breaker; reads (GET) retried with the spec's policy, sign-ins (POST) never.
      global: { fetch: resilientFetch('supabase') },
      cookies: {
        getAll: () => cookies.getAll(),
        setAll: (list, headers) => {
          for (const { name, value, options } of list) {
            cookies.set(name, value, scope({ ...options, httpOnly: true, sameSite: 'lax', secure: settings.secureCookies }));
          }
          // Cache-Control: private, no-store… : a response that sets a session must never be cached.
          if (Object.keys(headers).length > 0) cookies.setHeaders?.(headers);
        },
      },
    });
  }
  const supabase = client();

  /**
   * The local row of a Supabase user, created on first sight; none for a user whose account was
   * deleted here while its deletion in Supabase is still owed (it must not come back to life).
   */
  const mirror = async (user: SupabaseUser): Promise<AuthUser | null> => {
    if (!user.email) return null;
    const existing = await findUserById(db, user.id);
    if (existing) return existing;
    if (await isAuthUserDeletionPending(db, user.id)) return null;
    const fullName = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : null;
    return mirrorExternalUser(db, { id: user.id, email: user.email, fullName });
  };

  /** The local user after Supabase signed them in; signs out again when no local row can stand for them. */
  async function localUser(user: SupabaseUser | null): Promise<AuthUser | null> {
    const local = user ? await mirror(user) : null;
    if (!local) {
      log.warn('supabase user without a local account', { id: user?.id });
      await supabase.auth.signOut({ scope: 'local' });
    }
    return local;
  }

  return {
    provider: 'supabase',

    async signIn({ email, password }, meta) {
      return orFailed('sign-in', async () => {
        const checked = await checkPasswordAttempt(db, email, meta.ip, attemptOptions, async () => {
          const answer = await supabase.auth.signInWithPassword({ email, password });
          return answer.error && errorKind(answer.error) === 'invalid_credentials' ? null : answer;
        });
        if (!checked.ok) return checked;
        const { data, error } = checked.value;
        if (error) {
          const kind = errorKind(error);
          if (kind === 'email_not_confirmed' || kind === 'rate_limited') return { ok: false, reason: kind };
          log.warn('supabase sign-in refused', { code: error.code, status: error.status });
          return { ok: false, reason: 'failed' };
        }
        const user = await localUser(data.user);
        if (!user) return { ok: false, reason: 'failed' };
        return { ok: true, user, ...(await afterSignIn(deps, user)) };
      });
    },

    async signUp({ email, password, fullName, next }, meta) {
      if (!settings.signUpEnabled) return { ok: false, reason: 'disabled' };
      return orFailed('sign-up', async () => {
        if (!(await allowSignUp(db, meta.ip, settings.rateLimits))) return { ok: false, reason: 'rate_limited' };
        const confirmed = new URL('/auth/confirmar', settings.siteUrl);
        if (next) confirmed.searchParams.set('next', next);
        const { data, error } = await supabase.auth.signUp({
          email,
          password,
          // The confirmation link comes back to /auth/confirmar?code=…, exchanged with the code
          // verifier this sign-up leaves in the browser's cookies (PKCE).
          options: { data: { full_name: fullName }, emailRedirectTo: confirmed.href },
        });
        if (error) {
          const kind = errorKind(error);
          if (kind === 'already_registered') return { ok: false, reason: 'already_registered' };
          if (kind === 'signup_disabled') return { ok: false, reason: 'disabled' };
          if (kind === 'weak_password') return { ok: false, reason: 'invalid_password' };
          if (kind === 'rate_limited') return { ok: false, reason: 'rate_limited' };
          log.warn('supabase sign-up refused', { code: error.code, status: error.status });
          return { ok: false, reason: 'failed' };
        }
        // With confirmations on, an address that already has an account gets an obfuscated user
        // with no identities (and a made-up id): nothing to mirror.
        if (!data.user || data.user.identities?.length === 0) return { ok: false, reason: 'already_registered' };
        const user = data.session ? await localUser(data.user) : await mirror(data.user);
        if (!user) return { ok: false, reason: 'failed' };
        return { ok: true, user, isStaff: false, signedIn: data.session !== null };
      });
    },

    async signOut() {
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      if (error) throw error;
    },

    async getCurrentUser() {
      const { data, error } = await supabase.auth.getUser();
      if (error || !data.user) return null;
      return mirror(data.user);
    },

    async requestPasswordReset(email, meta) {
      return orFailed('password recovery request', async () => {
        if (!(await allowRecoveryRequest(db, email, meta.ip, settings.rateLimits))) return { ok: false, reason: 'rate_limited' };
        const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: new URL('/definir-senha', settings.siteUrl).href });
        // Supabase answers the same for unknown addresses; its own limit is a failure like any other.
        if (error) {
          log.warn('supabase recovery refused', { code: error.code, status: error.status });
          return { ok: false, reason: errorKind(error) === 'rate_limited' ? 'rate_limited' : 'failed' };
        }
        return { ok: true };
      });
    },

    async resetPassword(token, newPassword) {
      if (!isValidPasswordLength(newPassword)) return { ok: false, reason: 'invalid_password' };
      return orFailed('password reset', async () => {
        // The link's token is spent by its first verification: the recovery session it gives is kept
        // (its own cookies) until a password is accepted, so a refused one can be tried again.
        const name = recoveryCookieName(token);
        const recovery = client({ name });
        const kept = cookies.getAll().some((c) => c.name === name || c.name.startsWith(`${name}.`));
        let user = kept ? (await recovery.auth.getUser()).data.user : null;
        if (!user) {
          const verified = await recovery.auth.verifyOtp({ type: 'recovery', token_hash: token });
          if (verified.error || !verified.data.user) return { ok: false, reason: 'invalid_token' };
          user = verified.data.user;
        }
        const updated = await recovery.auth.updateUser({ password: newPassword });
        if (updated.error) {
          const weak = errorKind(updated.error) === 'weak_password';
          if (!weak) log.warn('supabase password update refused', { code: updated.error.code, status: updated.error.status });
          return { ok: false, reason: weak ? 'invalid_password' : 'failed' };
        }
        // The password is set: the recovery session becomes this browser's sign-in session.
        const { data } = await recovery.auth.getSession();
        if (!data.session) return { ok: false, reason: 'failed' };
        const moved = await supabase.auth.setSession({ access_token: data.session.access_token, refresh_token: data.session.refresh_token });
        if (moved.error) return { ok: false, reason: 'failed' };
        for (const cookie of cookies.getAll()) {
          if (cookie.name.startsWith(RECOVERY_COOKIE_PREFIX)) cookies.set(cookie.name, '', { httpOnly: true, sameSite: 'lax', secure: settings.secureCookies, path: RECOVERY_COOKIE.path, maxAge: 0 });
        }
        await supabase.auth.signOut({ scope: 'others' });
        const local = await localUser(updated.data.user ?? user);
        if (!local) return { ok: false, reason: 'failed' };
        // The recovery link reached this address: it is proven.
        if (local.emailVerifiedAt === null && (await markEmailVerified(db, local.id, local.email))) local.emailVerifiedAt = new Date();
        return passwordSet(deps, local);
      });
    },

    async changePassword(user, currentPassword, newPassword) {
      if (!isValidPasswordLength(newPassword)) return { ok: false, reason: 'invalid_password' };
      return orFailed('password change', async () => {
        const current = await checkCurrentPassword(db, user, attemptOptions, async () => {
          const checked = await supabase.auth.signInWithPassword({ email: user.email, password: currentPassword });
          return !checked.error && checked.data.user?.id === user.id;
        });
        if (current !== 'ok') return { ok: false, reason: current };
        const updated = await supabase.auth.updateUser({ password: newPassword });
        if (updated.error) return { ok: false, reason: errorKind(updated.error) === 'weak_password' ? 'invalid_password' : 'failed' };
        await supabase.auth.signOut({ scope: 'others' });
        return passwordSet(deps, user);
      });
    },

    verifyEmail(token) {
      return verifyEmailToken(deps, token);
    },

    async exchangeConfirmationCode(code) {
      return orFailed('sign-up confirmation', async () => {
        // Without this browser's code verifier (the link opened elsewhere) or past GoTrue's flow state
        // expiry, Supabase refuses the code; the address was confirmed by its /verify all the same.
        const { data, error } = await supabase.auth.exchangeCodeForSession(code);
        if (error || !data.user) {
          log.info('supabase confirmation code not exchanged', { code: error?.code, status: error?.status });
          return { ok: false, reason: 'invalid_code' };
        }
        const user = await localUser(data.user);
        if (!user) return { ok: false, reason: 'failed' };
        // The confirmation link reached this address: it is proven.
        if (user.emailVerifiedAt === null && (await markEmailVerified(db, user.id, user.email))) user.emailVerifiedAt = new Date();
        return { ok: true, user, ...(await afterSignIn(deps, user)) };
      });
    },
  };
}
