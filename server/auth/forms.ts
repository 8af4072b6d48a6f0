import 'server-only';
import { getTranslations } from 'next-intl/server';
import {
  afterSignInPath,
  changePasswordSchema,
  recoverySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type AuthActionState,
} from '@/lib/auth-schemas';
import { log } from '@/server/log';
import type messages from '@/messages/pt-BR.json';
import { getViewer } from './current-user';
import { getAuth } from './provider';
import { requestMeta } from './request-context';
import type { SetPasswordOutcome } from './types';
import { fieldErrors } from '@/lib/form-errors';

// The account forms on the server: parse with the form's schema, call the auth port, answer with the
// spec's toast. The server actions (app/(auth)/actions.ts) are one-line wrappers of these.

type T = Awaited<ReturnType<typeof getTranslations<'auth'>>>;
type ToastKey = keyof (typeof messages)['auth']['toasts'];

function toastOf(t: T, key: ToastKey): { title: string; message?: string } {
  const title = t(`toasts.${key}.title`);
  const messageKey = `toasts.${key}.message` as `toasts.signedUp.message`;
  return t.has(messageKey) ? { title, message: t(messageKey) } : { title };
}

const failure = (t: T, key: ToastKey, errors?: Partial<Record<string, string>>): AuthActionState => ({ ok: false, ...toastOf(t, key), ...(errors ? { errors } : {}) });

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function submitSignIn(input: unknown, next: unknown): Promise<AuthActionState> {
  const t = await getTranslations('auth');
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return failure(t, 'invalidData', fieldErrors(parsed.error));
  try {
    const outcome = await (await getAuth()).signIn(parsed.data, await requestMeta());
    if (!outcome.ok) {
      const key = ({ invalid_credentials: 'invalidCredentials', email_not_confirmed: 'emailNotConfirmed', rate_limited: 'rateLimited', failed: 'signInError' } as const)[outcome.reason];
      return failure(t, key);
    }
    return {
      ok: true,
      ...toastOf(t, 'signedIn'),
      redirectTo: afterSignInPath(next, outcome.isStaff),
      ...(outcome.staffVerificationPending
        ? { notice: { title: t('toasts.staffVerification.title'), message: t('toasts.staffVerification.message', { email: outcome.user.email }) } }
        : {}),
    };
  } catch (err) {
    log.error('sign-in action failed', { error: errorText(err) });
    return failure(t, 'signInError');
  }
}

export async function submitSignUp(input: unknown, next: unknown): Promise<AuthActionState> {
  const t = await getTranslations('auth');
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return failure(t, 'invalidData', fieldErrors(parsed.error));
  try {
    const { fullName, email, password } = parsed.data;
    const outcome = await (await getAuth()).signUp({ fullName, email, password }, await requestMeta());
    if (!outcome.ok) {
      if (outcome.reason === 'invalid_password') return failure(t, 'signUpError', { password: t('passwordHint') });
      const key = ({ disabled: 'signUpDisabled', already_registered: 'alreadyRegistered', rate_limited: 'tooManyRequests', failed: 'signUpError' } as const)[outcome.reason];
      return failure(t, key);
    }
    return { ok: true, ...toastOf(t, 'signedUp'), ...(outcome.signedIn ? { redirectTo: afterSignInPath(next, outcome.isStaff) } : {}) };
  } catch (err) {
    log.error('sign-up action failed', { error: errorText(err) });
    return failure(t, 'signUpError');
  }
}

export async function submitSignOut(): Promise<AuthActionState> {
  const t = await getTranslations('auth');
  try {
    await (await getAuth()).signOut();
    return { ok: true, ...toastOf(t, 'signedOut'), redirectTo: '/' };
  } catch (err) {
    log.error('sign-out failed', { error: errorText(err) });
    return failure(t, 'signOutError');
  }
}

/** Always the same answer whether the account exists; only the limit and a failure differ. */
export async function submitRecovery(input: unknown): Promise<AuthActionState> {
  const t = await getTranslations('auth');
  const parsed = recoverySchema.safeParse(input);
  if (!parsed.success) return failure(t, 'invalidData', fieldErrors(parsed.error));
  try {
    const outcome = await (await getAuth()).requestPasswordReset(parsed.data.email, await requestMeta());
    if (!outcome.ok) return failure(t, outcome.reason === 'rate_limited' ? 'tooManyRequests' : 'recoveryError');
    return { ok: true, ...toastOf(t, 'recoverySent') };
  } catch (err) {
    log.error('recovery action failed', { error: errorText(err) });
    return failure(t, 'recoveryError');
  }
}

function passwordOutcome(t: T, outcome: SetPasswordOutcome): AuthActionState {
  if (outcome.ok) return { ok: true, ...toastOf(t, 'passwordSet'), redirectTo: afterSignInPath(null, outcome.isStaff) };
  if (outcome.reason === 'invalid_password') return failure(t, 'passwordError', { password: t('passwordHint') });
  if (outcome.reason === 'wrong_password') return failure(t, 'wrongPassword', { currentPassword: t('toasts.wrongPassword.title') });
  const key = ({ invalid_token: 'invalidToken', rate_limited: 'rateLimited', failed: 'passwordError' } as const)[outcome.reason];
  return failure(t, key);
}

export async function submitResetPassword(input: unknown): Promise<AuthActionState> {
  const t = await getTranslations('auth');
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return errors.token ? failure(t, 'invalidToken') : failure(t, 'invalidData', errors);
  }
  try {
    return passwordOutcome(t, await (await getAuth()).resetPassword(parsed.data.token, parsed.data.password));
  } catch (err) {
    log.error('password reset action failed', { error: errorText(err) });
    return failure(t, 'passwordError');
  }
}

export async function submitChangePassword(input: unknown): Promise<AuthActionState> {
  const t = await getTranslations('auth');
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return failure(t, 'invalidData', fieldErrors(parsed.error));
  const viewer = await getViewer();
  if (!viewer) return failure(t, 'sessionExpired');
  try {
    return passwordOutcome(t, await (await getAuth()).changePassword(viewer, parsed.data.currentPassword, parsed.data.password));
  } catch (err) {
    log.error('password change action failed', { error: errorText(err) });
    return failure(t, 'passwordError');
  }
}
