import 'server-only';

// Accounts and roles. Pages, actions and route handlers use getAuth() (the configured adapter on this
// request's cookies), getViewer() and the guards; the domain functions below take a database and are
// what the reservation flow and the tests call directly.
export type { AuthPort, AuthUser, Credentials, SignInResult, SignUpResult, SignInOutcome, SignUpOutcome, Viewer, RequestMeta } from './types';
export { hashPassword, verifyPassword, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './password';
export { findUserByEmail, normalizeEmail, signIn, signUp } from './users';
export {
  createSession,
  getSessionUser,
  revokeSession,
  revokeUserSessions,
  sessionCookieOptions,
  sessionIdOf,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
  type NewSession,
} from './sessions';
export { getAuth } from './provider';
export { getCurrentUser, getViewer, setSessionCookie } from './current-user';
export { isStaff, isStaffEmail, upsertAdminProfile } from './staff';
export {
  AuthError,
  isAuthError,
  refusalResponse,
  requireStaff,
  requireStaffPage,
  requireUser,
  requireUserPage,
  signInPath,
  staffRoute,
} from './guards';
export { requestMeta } from './request-context';
