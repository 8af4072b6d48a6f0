// Names of the session cookies, without server-only imports: proxy.ts reads them too.

/** The local adapter's session cookie. */
export const SESSION_COOKIE = 'hotel_session';
/**
 * Its name when the site is served over https: with the __Host- prefix the browser only keeps it
 * Secure, for path / and without Domain, so no other (sub)domain can plant or overwrite it.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith('https:') ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}

/** @supabase/ssr's session cookie: sb-<project>-auth-token, maybe split into .0, .1… chunks. */
const SUPABASE_SESSION_COOKIE = /^sb-.+-auth-token(\.\d+)?$/;

/** Whether the request carries a session cookie of either adapter (it may still be expired or revoked). */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) if (name === SESSION_COOKIE || name === HOST_SESSION_COOKIE || SUPABASE_SESSION_COOKIE.test(name)) return true;
  return false;
}
