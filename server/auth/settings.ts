import 'server-only';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { sessionCookieName } from './cookie-names';
import type { CookieJar } from './types';

/** The configuration the adapters read (from server/config.ts in the app, literal in tests). */
export interface AuthSettings {
  staffEmails: readonly string[];
  signUpEnabled: boolean;
  requireEmailConfirmation: boolean;
  /** Base of the links in e-mails. */
  siteUrl: string;
  rateLimits: boolean;
  /** The Secure cookie attribute (production, or a site served over https). */
  secureCookies: boolean;
  /** The local session cookie's name (__Host- prefixed on https). */
  sessionCookie: string;
}

export function authSettings(cfg: Config): AuthSettings {
  return {
    staffEmails: cfg.STAFF_EMAILS,
    signUpEnabled: cfg.AUTH_SIGNUP === 'on',
    requireEmailConfirmation: cfg.AUTH_REQUIRE_EMAIL_CONFIRMATION === 'on',
    siteUrl: cfg.SITE_URL,
    rateLimits: cfg.RATE_LIMITS === 'on',
    secureCookies: cfg.NODE_ENV === 'production' || cfg.SITE_URL.startsWith('https:'),
    sessionCookie: sessionCookieName(cfg.SITE_URL),
  };
}

/** What an adapter needs for one request. */
export interface AuthDeps {
  db: Db;
  cookies: CookieJar;
  settings: AuthSettings;
  /** Called after e-mails were committed to the outbox (the app dispatches them after the response). */
  emailsQueued: () => void;
  now?: () => Date;
  /** The wait before a failed password check is answered (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
}
