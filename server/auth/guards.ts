import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { DATABASE_UNAVAILABLE_MESSAGE, PERMISSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/errors';
import { lookupViewer } from './current-user';
import type { Viewer } from './types';

// The permission checks. Every route handler and page of /admin and /painel calls one of these
// itself, first thing (server actions through server/actions/define.ts): proxy.ts only redirects
// anonymous visitors for convenience.

/**
 * A refusal: 401 without a session, 403 signed in without the permission, 503 when the session
 * cannot be checked because the database is unreachable (fail closed, but not a sign-out).
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: 401 | 403 | 503,
    message: string,
  ) {
    super(message);
  }
}

export function isAuthError(err: unknown): err is AuthError {
  return err instanceof AuthError;
}

/** The page's session could not be checked: the database is unreachable. app/admin/layout.tsx shows it. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly code = 'ECONNREFUSED';
  constructor() {
    super(DATABASE_UNAVAILABLE_MESSAGE);
  }
}

/** The viewer, null when anonymous; `unavailable()` when the database cannot tell. */
async function viewerOrNull(unavailable: () => never): Promise<Viewer | null> {
  const lookup = await lookupViewer();
  if (lookup.status === 'unavailable') unavailable();
  return lookup.status === 'signed-in' ? lookup.viewer : null;
}

const refuseUnavailable = (): never => {
  throw new AuthError(503, DATABASE_UNAVAILABLE_MESSAGE);
};

/** The signed-in user, or an AuthError 401 ('Sessão expirada. Faça login novamente.'), 503 with the database unreachable. */
export async function requireUser(): Promise<Viewer> {
  const viewer = await viewerOrNull(refuseUnavailable);
  if (!viewer) throw new AuthError(401, SESSION_EXPIRED_MESSAGE);
  return viewer;
}

/** The signed-in staff member, or an AuthError (401 anonymous, 403 not staff) with the spec's permission message; 503 with the database unreachable. */
export async function requireStaff(): Promise<Viewer> {
  const viewer = await viewerOrNull(refuseUnavailable);
  if (!viewer) throw new AuthError(401, PERMISSION_MESSAGE);
  if (!viewer.isStaff) throw new AuthError(403, PERMISSION_MESSAGE);
  return viewer;
}

/** A refusal as a route handler's JSON response. */
export function refusalResponse(err: AuthError): Response {
  return Response.json({ message: err.message }, { status: err.status, headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * Runs a route handler body for staff only: anonymous → 401, others → 403, with the permission message.
 * `export const POST = staffRoute(async (request, viewer) => …)`.
 */
export function staffRoute<Args extends unknown[]>(handler: (...args: [...Args, Viewer]) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    let viewer: Viewer;
    try {
      viewer = await requireStaff();
    } catch (err) {
      if (isAuthError(err)) return refusalResponse(err);
      throw err;
    }
    return handler(...args, viewer);
  };
}

/** `/auth?next=<path>`: where an anonymous visitor of a protected page goes. */
export function signInPath(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}

const pageUnavailable = (): never => {
  throw new DatabaseUnavailableError();
};

/**
 * Pages: the signed-in user, or a redirect to the sign-in with the way back. With the database
 * unreachable: DatabaseUnavailableError (fails closed; nobody is sent to the sign-in).
 */
export async function requireUserPage(path: string): Promise<Viewer> {
  const viewer = await viewerOrNull(pageUnavailable);
  if (!viewer) redirect(signInPath(path));
  return viewer;
}

/**
 * Pages of /admin: anonymous → redirect to the sign-in; signed in without the permission → Next's
 * forbidden(): HTTP 403 with app/forbidden.tsx (the spec's permission message).
 */
export async function requireStaffPage(path: string): Promise<Viewer> {
  const viewer = await requireUserPage(path);
  if (!viewer.isStaff) forbidden();
  return viewer;
}

/**
 * Admin entry points that are neither a server/actions/admin-*.ts export nor an app/api/admin/**\/route.ts
 * handler (those are found by the guard test on their own). tests/integration/admin-guards.test.ts calls
 * each of these as anonymous and as a signed-in guest and expects a refusal: list here every function
 * that opens an admin page or does admin work from elsewhere.
 */
export const ADMIN_ENTRY_POINTS: readonly { name: string; call: () => Promise<unknown> }[] = [
  { name: 'app/admin/page.tsx (requireStaffPage)', call: () => requireStaffPage('/admin') },
  { name: 'requireStaff', call: () => requireStaff() },
];
