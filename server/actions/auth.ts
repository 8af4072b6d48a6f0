'use server';

import { redirect } from 'next/navigation';
import { toastsOf, translator } from '@/lib/messages';
import { z } from '@/lib/zod';
import { getAuth } from '@/server/auth/provider';
import { requestMeta } from '@/server/auth/request-context';
import type { SetPasswordOutcome } from '@/server/auth/types';
import { afterSignInPath, safeNextPath, changePasswordSchema, recoverySchema, resetPasswordSchema, signInSchema, signUpSchema } from '@/lib/auth-schemas';
import type { ActionResult } from '@/lib/action-result';
import { guestAction, publicAction, type Refused } from './define';

// The account forms' actions: the auth port behind the spec's toasts.

const t = translator('auth');
const toastOf = toastsOf('auth');
type ToastKey = Parameters<typeof toastOf>[0];

const failure = (key: ToastKey, errors?: Record<string, string>): Refused => ({ ok: false, ...toastOf(key), ...(errors ? { errors } : {}) });

/** 'Verifique os dados': the field errors are shown on the form. */
const invalid = (errors: Record<string, string>) => failure('invalidData', errors);

/** The page to go back to after signing in (`/auth?next=`), checked by afterSignInPath. */
const withNext = z.object({ next: z.unknown() });

export const signInAction = publicAction({
  name: 'sign-in',
  schema: signInSchema.and(withNext),
  invalid,
  failed: () => failure('signInError'),
  run: async ({ email, password, next }) => {
    const outcome = await (await getAuth()).signIn({ email, password }, await requestMeta());
    if (!outcome.ok) {
      const key = ({ invalid_credentials: 'invalidCredentials', email_not_confirmed: 'emailNotConfirmed', rate_limited: 'rateLimited', failed: 'signInError' } as const)[outcome.reason];
      return { result: failure(key) };
    }
    const notice = outcome.staffVerificationPending ? { title: t('toasts.staffVerification.title'), message: t('toasts.staffVerification.message', { email: outcome.user.email }) } : undefined;
    return { result: { ok: true, ...toastOf('signedIn'), redirectTo: afterSignInPath(next, outcome.isStaff), ...(notice ? { notice } : {}) } };
  },
});

/** What the sign-in form shows after it was posted without its script: the answer and the address typed. */
export type PostedSignIn = Awaited<ReturnType<typeof signInAction>> & { email: string };

/**
 * Sign-in as React form state (useActionState): the form sent before the page's script ran, or with
 * JavaScript off, signs in the same way and goes on to the next page, or comes back with the answer.
 */
export async function postSignInFormAction(_previous: PostedSignIn | null, form: FormData): Promise<PostedSignIn> {
  const result = await signInAction(form);
  if (result.ok && result.redirectTo) redirect(result.redirectTo);
  return { ...result, email: form instanceof FormData ? String(form.get('email') ?? '') : '' };
}

export const signUpAction = publicAction({
  name: 'sign-up',
  schema: signUpSchema.and(withNext),
  invalid,
  failed: () => failure('signUpError'),
  run: async ({ fullName, email, password, next }) => {
    const outcome = await (await getAuth()).signUp({ fullName, email, password, next: safeNextPath(next) }, await requestMeta());
    if (!outcome.ok) {
      if (outcome.reason === 'invalid_password') return { result: failure('signUpError', { password: t('passwordHint') }) };
      const key = ({ disabled: 'signUpDisabled', already_registered: 'alreadyRegistered', rate_limited: 'tooManyRequests', failed: 'signUpError' } as const)[outcome.reason];
      return { result: failure(key) };
    }
    return { result: { ok: true, ...toastOf('signedUp'), ...(outcome.signedIn ? { redirectTo: afterSignInPath(next, outcome.isStaff) } : {}) } };
  },
});

export const signOutAction = publicAction({
  name: 'sign-out',
  schema: z.unknown(),
  failed: () => failure('signOutError'),
  run: async () => {
    await (await getAuth()).signOut();
    return { result: { ok: true, ...toastOf('signedOut') } };
  },
});

/** Always the same answer whether the account exists; only the limit and a failure differ. */
export const requestRecoveryAction = publicAction({
  name: 'password recovery',
  schema: recoverySchema,
  invalid,
  failed: () => failure('recoveryError'),
  run: async ({ email }) => {
    const outcome = await (await getAuth()).requestPasswordReset(email, await requestMeta());
    if (!outcome.ok) return { result: failure(outcome.reason === 'rate_limited' ? 'tooManyRequests' : 'recoveryError') };
    return { result: { ok: true, ...toastOf('recoverySent') } };
  },
});

function passwordOutcome(outcome: SetPasswordOutcome): { result: ActionResult } {
  if (outcome.ok) return { result: { ok: true, ...toastOf('passwordSet'), redirectTo: afterSignInPath(null, outcome.isStaff) } };
  if (outcome.reason === 'invalid_password') return { result: failure('passwordError', { password: t('passwordHint') }) };
  if (outcome.reason === 'wrong_password') return { result: failure('wrongPassword', { currentPassword: t('toasts.wrongPassword.title') }) };
  return { result: failure(({ invalid_token: 'invalidToken', rate_limited: 'rateLimited', failed: 'passwordError' } as const)[outcome.reason]) };
}

/** /definir-senha with the e-mailed token. */
export const resetPasswordAction = publicAction({
  name: 'password reset',
  schema: resetPasswordSchema,
  invalid: (errors) => (errors.token ? failure('invalidToken') : invalid(errors)),
  failed: () => failure('passwordError'),
  run: async ({ token, password }) => passwordOutcome(await (await getAuth()).resetPassword(token, password)),
});

/** /definir-senha signed in: the current password first. */
export const changePasswordAction = guestAction({
  name: 'password change',
  schema: changePasswordSchema,
  sessionExpired: () => failure('sessionExpired'),
  invalid,
  failed: () => failure('passwordError'),
  run: async ({ currentPassword, password }, { viewer }) => passwordOutcome(await (await getAuth()).changePassword(viewer, currentPassword, password)),
});
