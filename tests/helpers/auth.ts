import type { Db } from '@/server/db/client';
import type { AuthSettings, AuthDeps } from '@/server/auth/settings';
import { SESSION_COOKIE } from '@/server/auth/cookie-names';
import type { CookieJar, CookieOptions } from '@/server/auth/types';

/** A browser's cookie jar for one "client": what the adapters set is what they read next time. */
export interface MemoryCookieJar extends CookieJar {
  /** The options each cookie was last set with. */
  options: Map<string, CookieOptions>;
  values: Map<string, string>;
  /** The headers the adapter asked to send with its cookies (setHeaders). */
  headers: Record<string, string>;
}

export function memoryCookieJar(initial: Record<string, string> = {}): MemoryCookieJar {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  const headers: Record<string, string> = {};
  return {
    values,
    options,
    headers,
    setHeaders: (set) => void Object.assign(headers, set),
    get: (name) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set(name, value, opts) {
      const expired = opts.maxAge === 0 || (opts.expires !== undefined && opts.expires.getTime() <= Date.now());
      if (expired || value === '') values.delete(name);
      else values.set(name, value);
      options.set(name, opts);
    },
    delete(name) {
      values.delete(name);
    },
  };
}

export const TEST_SITE_URL = 'https://hotel.example';

export function testAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    staffEmails: [],
    signUpEnabled: true,
    requireEmailConfirmation: false,
    siteUrl: TEST_SITE_URL,
    rateLimits: true,
    secureCookies: true,
    sessionCookie: SESSION_COOKIE,
    ...overrides,
  };
}

/** Adapter dependencies on a test database; `queued` counts the "dispatch after the response" calls. */
export function testAuthDeps(db: Db, overrides: Omit<Partial<AuthDeps>, 'settings'> & { settings?: Partial<AuthSettings> } = {}): AuthDeps & { queued: { count: number } } {
  const queued = { count: 0 };
  const { settings, ...rest } = overrides;
  return {
    db,
    cookies: memoryCookieJar(),
    emailsQueued: () => void queued.count++,
    // Failed password checks answer at once (the delay itself is tested with a recorder).
    sleep: async () => {},
    ...rest,
    settings: testAuthSettings(settings),
    queued,
  };
}

/** The token of the last link to `path` in a message text (`?token=…`). */
export function tokenFromText(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
}
