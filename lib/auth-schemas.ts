/** The account forms' schemas (one per form: the client resolver and the server action parse the same). Pure. */
import { validation as v, z } from './zod';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const FULL_NAME_MAX = 120;
/** Tokens of e-mailed links are 43 characters (32 random bytes, base64url); Supabase's hashes are shorter. */
export const TOKEN_MAX = 200;

export const AUTH_FIELD_MESSAGES = {
  email: v('emailRequired'),
  emailInvalid: v('emailInvalid'),
  password: v('auth.password'),
  passwordMin: v('auth.passwordMin', { min: String(PASSWORD_MIN) }),
  passwordMax: v('auth.passwordMax', { max: String(PASSWORD_MAX) }),
  fullName: v('auth.fullName'),
  fullNameMax: v('auth.fullNameMax', { max: String(FULL_NAME_MAX) }),
  confirmPassword: v('auth.confirmPassword'),
  currentPassword: v('auth.currentPassword'),
  token: v('auth.token'),
};

const M = AUTH_FIELD_MESSAGES;

const email = z
  .string({ error: M.email })
  .trim()
  .min(1, M.email)
  .max(EMAIL_MAX, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

/** A new password: 8 to 128 characters (spaces count: never trimmed). */
const newPassword = z.string({ error: M.password }).min(1, M.password).min(PASSWORD_MIN, M.passwordMin).max(PASSWORD_MAX, M.passwordMax);

export const signInSchema = z.object({
  email,
  password: z.string({ error: M.password }).min(1, M.password).max(PASSWORD_MAX, M.passwordMax),
});

const matching = <T extends { password: string; confirmPassword: string }>(value: T) => value.password === value.confirmPassword;

export const signUpSchema = z
  .object({
    fullName: z.string({ error: M.fullName }).trim().min(1, M.fullName).max(FULL_NAME_MAX, M.fullNameMax).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: M.confirmPassword }),
  })
  .refine(matching, { message: M.confirmPassword, path: ['confirmPassword'] });

export const recoverySchema = z.object({ email });

/** /definir-senha with the e-mailed token. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: M.token }).min(1, M.token).max(TOKEN_MAX, M.token),
    password: newPassword,
    confirmPassword: z.string({ error: M.confirmPassword }),
  })
  .refine(matching, { message: M.confirmPassword, path: ['confirmPassword'] });

/** /definir-senha signed in, without a token. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: M.currentPassword }).min(1, M.currentPassword).max(PASSWORD_MAX, M.passwordMax),
    password: newPassword,
    confirmPassword: z.string({ error: M.confirmPassword }),
  })
  .refine(matching, { message: M.confirmPassword, path: ['confirmPassword'] });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type RecoveryValues = z.infer<typeof recoverySchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/**
 * The `next` of /auth when it is a path of this site: starts with '/', not '//' nor '/\' (both
 * would leave the site), no control characters. Otherwise null (the caller uses the default).
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs: "/\t/evil.example" would become "//evil.example".
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

/** Where a sign-in goes: the safe `next`, else the panel (guests) or the admin (staff). */
export function afterSignInPath(next: unknown, isStaff: boolean): string {
  return safeNextPath(next) ?? (isStaff ? '/admin' : '/painel');
}
