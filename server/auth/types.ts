/** A signed-in (or just authenticated) user, as the app sees it: always a row of the local users table. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  /** When the address was proven through a link sent to it (sign-up confirmation, staff verification, recovery). */
  emailVerifiedAt: Date | null;
}

/** The user of a request with the staff decision made on the server. */
export interface Viewer extends AuthUser {
  isStaff: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUpInput extends Credentials {
  fullName: string;
  /** Where Supabase's confirmation link leads once signed in (a safe path; default the panel). */
  next?: string | null;
}

/** Who is asking: the limits count per client address. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** Result of the password check alone (users.signIn). */
export type SignInResult = { ok: true; user: AuthUser } | { ok: false; reason: 'invalid_credentials' };

/** 'already_registered': the address has an account (the spec's "message contains 'already'" case). */
export type SignUpResult = { ok: true; user: AuthUser } | { ok: false; reason: 'already_registered' | 'invalid_password' };

export type SignInFailure = 'invalid_credentials' | 'email_not_confirmed' | 'rate_limited' | 'failed';

export type SignInOutcome =
  | {
      ok: true;
      user: AuthUser;
      isStaff: boolean;
      /** The address is in STAFF_EMAILS but not verified yet: a verification link was sent (now or in the last 24 h). */
      staffVerificationPending: boolean;
    }
  | { ok: false; reason: SignInFailure };

export type SignUpOutcome =
  | { ok: true; user: AuthUser; isStaff: boolean; /** false when the address must be confirmed first. */ signedIn: boolean }
  | { ok: false; reason: 'disabled' | 'already_registered' | 'invalid_password' | 'rate_limited' | 'failed' };

export type RecoveryOutcome = { ok: true } | { ok: false; reason: 'rate_limited' | 'failed' };

export type SetPasswordOutcome =
  | { ok: true; user: AuthUser; isStaff: boolean }
  | { ok: false; reason: 'invalid_token' | 'wrong_password' | 'invalid_password' | 'rate_limited' | 'failed' };

/** The sign-up confirmation link's code (Supabase, PKCE) exchanged here: signed in, or why not. */
export type ConfirmationOutcome =
  | { ok: true; user: AuthUser; isStaff: boolean; staffVerificationPending: boolean }
  | { ok: false; reason: 'invalid_code' | 'failed' };

/** What a verification link did. */
type VerificationPurpose = 'email_verification' | 'staff_verification';
/** already_verified: the link was used before and its address is the account's, confirmed. */
export type VerifyEmailOutcome =
  | { ok: true; userId: string; purpose: VerificationPurpose }
  | { ok: false; reason: 'already_verified'; purpose: VerificationPurpose }
  | { ok: false; reason: 'invalid' };

/**
 * The authentication port. Two adapters implement it: `local` (users + sessions tables, argon2id,
 * HttpOnly cookie) and `supabase` (Supabase Auth through @supabase/ssr, mirrored into local users
 * rows). Both run in one request: they read and write that request's cookies.
 */
export interface AuthPort {
  readonly provider: 'local' | 'supabase';
  signIn(credentials: Credentials, meta: RequestMeta): Promise<SignInOutcome>;
  signUp(input: SignUpInput, meta: RequestMeta): Promise<SignUpOutcome>;
  /** Ends this browser's session (revokes it and clears the cookie). */
  signOut(): Promise<void>;
  getCurrentUser(): Promise<AuthUser | null>;
  /** Sends a single-use recovery link (1 h) when the account exists; answers the same either way. */
  requestPasswordReset(email: string, meta: RequestMeta): Promise<RecoveryOutcome>;
  /** Sets a new password from a recovery link's token; ends every other session and signs in. */
  resetPassword(token: string, newPassword: string): Promise<SetPasswordOutcome>;
  /** Changes the signed-in user's password after checking the current one. */
  changePassword(user: AuthUser, currentPassword: string, newPassword: string): Promise<SetPasswordOutcome>;
  /** Consumes a confirmation or staff verification link: marks the address verified. */
  verifyEmail(token: string): Promise<VerifyEmailOutcome>;
  /**
   * Supabase's sign-up confirmation: the link leads to /auth/confirmar?code=…, exchanged with this
   * browser's PKCE code verifier for a session; signs in and marks the address verified. The local
   * adapter issues no codes ('invalid_code').
   */
  exchangeConfirmationCode(code: string): Promise<ConfirmationOutcome>;
}

/** The request's cookies as the adapters use them (next/headers in the app, a map in tests). */
export interface CookieJar {
  get(name: string): { name: string; value: string } | undefined;
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string): void;
  /**
   * Headers the response that carries the written cookies must have (Supabase's no-store cache
   * headers). Present only where the caller builds that response (route handlers, tests).
   */
  setHeaders?(headers: Record<string, string>): void;
}

export interface CookieOptions {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  secure?: boolean;
  path?: string;
  expires?: Date;
  maxAge?: number;
  domain?: string;
}
