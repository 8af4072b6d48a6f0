import 'server-only';
import { cookies, headers } from 'next/headers';
import { clientIp } from '@/server/rate-limit';
import type { CookieJar, RequestMeta } from './types';

// Everything the accounts take from the Next.js request, in one module: tests replace it with vi.mock
// (cookies() and headers() only work inside a request).

/**
 * This request's cookies. Writes only work in server actions and route handlers; elsewhere they are
 * skipped. `responseHeaders` (a route handler's) receives the headers that must go with written cookies.
 */
export async function requestCookies(responseHeaders?: Headers): Promise<CookieJar> {
  const store = await cookies();
  return {
    ...(responseHeaders ? { setHeaders: (headers: Record<string, string>) => Object.entries(headers).forEach(([name, value]) => responseHeaders.set(name, value)) } : {}),
    get: (name) => store.get(name),
    getAll: () => store.getAll(),
    set: (name, value, options) => {
      try {
        store.set(name, value, options);
      } catch {
        // A server component cannot set cookies (a Supabase token refresh while rendering).
      }
    },
    delete: (name) => {
      try {
        store.delete(name);
      } catch {
        // Same as set.
      }
    },
  };
}

/** The client's address (rate limits) and user agent (sessions list). */
export async function requestMeta(): Promise<RequestMeta> {
  const h = await headers();
  return { ip: clientIp(h), userAgent: h.get('user-agent') };
}
