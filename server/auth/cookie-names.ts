// Names of the session cookies, without server-only imports: proxy.ts reads them too.

/** The local adapter's session cookie. */
export const SESSION_COOKIE = 'hotel_session';

/** @supabase/ssr's session cookie: sb-<project>-auth-token, maybe split into .0, .1… chunks. */
const SUPABASE_SESSION_COOKIE = /^sb-.+-auth-token(\.\d+)?$/;

/** Whether the request carries a session cookie of either adapter (it may still be expired or revoked). */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) if (name === SESSION_COOKIE || SUPABASE_SESSION_COOKIE.test(name)) return true;
  return false;
}
