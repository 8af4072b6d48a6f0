import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { resilientFetch } from '@/server/resilience';
import { SUPABASE_CLIENT_OPTIONS } from './supabase-options';
import type { AuthError as SupabaseAuthError, User as SupabaseUser } from '@supabase/supabase-js';
import { log } from '@/server/log';
import { allowRecoveryRequest, allowSignUp, checkCurrentPassword, checkPasswordAttempt } from './attempts';
import type { AuthDeps } from './settings';
import { afterSignIn, orFailed, passwordSet, verifyEmailToken } from './steps';
import { isValidPasswordLength, markEmailVerified, mirrorExternalUser } from './users';
import type { AuthPort, AuthUser } from './types';

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
  const supabase = createServerClient(deps.url, deps.anonKey, {
    ...SUPABASE_CLIENT_OPTIONS,
    // Through the Supabase breaker; reads (GET) retried with the spec's policy, sign-ins (POST) never.
    global: { fetch: resilientFetch('supabase') },
    cookies: {
      getAll: () => cookies.getAll(),
      setAll: (list) => {
        for (const { name, value, options } of list) {
          cookies.set(name, value, { ...options, httpOnly: true, sameSite: 'lax', secure: settings.secureCookies, path: '/' });
        }
      },
    },
  });

  const mirror = (user: SupabaseUser): Promise<AuthUser | null> => {
    const fullName = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : null;
    return user.email ? mirrorExternalUser(db, { id: user.id, email: user.email, fullName }) : Promise.resolve(null);
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

    async signUp({ email, password, fullName }, meta) {
      if (!settings.signUpEnabled) return { ok: false, reason: 'disabled' };
      return orFailed('sign-up', async () => {
        if (!(await allowSignUp(db, meta.ip, settings.rateLimits))) return { ok: false, reason: 'rate_limited' };
        const { data, error } = await supabase.auth.signUp({
          email,
          password,
          options: { data: { full_name: fullName }, emailRedirectTo: new URL('/auth', settings.siteUrl).href },
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
        const verified = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: token });
        if (verified.error || !verified.data.user) return { ok: false, reason: 'invalid_token' };
        const updated = await supabase.auth.updateUser({ password: newPassword });
        if (updated.error) return { ok: false, reason: errorKind(updated.error) === 'weak_password' ? 'invalid_password' : 'failed' };
        await supabase.auth.signOut({ scope: 'others' });
        const user = await localUser(updated.data.user ?? verified.data.user);
        if (!user) return { ok: false, reason: 'failed' };
        // The recovery link reached this address: it is proven.
        if (user.emailVerifiedAt === null && (await markEmailVerified(db, user.id, user.email))) user.emailVerifiedAt = new Date();
        return passwordSet(deps, user);
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
  };
}
