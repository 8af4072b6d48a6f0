'use server';

import { submitChangePassword, submitRecovery, submitResetPassword, submitSignIn, submitSignOut, submitSignUp } from '@/server/auth/forms';
import type { AuthActionState, ChangePasswordValues, RecoveryValues, ResetPasswordValues, SignInValues, SignUpValues } from '@/lib/auth-schemas';

// Thin wrappers: server/auth/forms.ts re-validates with the same schemas and answers with the spec's toasts.

export async function signInAction(values: SignInValues, next: string | null): Promise<AuthActionState> {
  return submitSignIn(values, next);
}

export async function signUpAction(values: SignUpValues, next: string | null): Promise<AuthActionState> {
  return submitSignUp(values, next);
}

export async function signOutAction(): Promise<AuthActionState> {
  return submitSignOut();
}

export async function requestRecoveryAction(values: RecoveryValues): Promise<AuthActionState> {
  return submitRecovery(values);
}

export async function resetPasswordAction(values: ResetPasswordValues): Promise<AuthActionState> {
  return submitResetPassword(values);
}

export async function changePasswordAction(values: ChangePasswordValues): Promise<AuthActionState> {
  return submitChangePassword(values);
}
