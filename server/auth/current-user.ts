import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { DB_DEADLINES, isUnavailable, recordError, withDeadline } from '@/server/resilience';
import { getAuth } from './provider';
import { requestCookies } from './request-context';
import { replaceSessionCookie, type NewSession } from './sessions';
import { authSettings } from './settings';
import { isStaff } from './staff';
import type { AuthUser, Viewer } from './types';

/** Who is asking: a signed-in user, nobody, or unknown because the database (or Supabase) cannot be reached. */
export type ViewerLookup = { status: 'signed-in'; viewer: Viewer } | { status: 'anonymous' } | { status: 'unavailable'; error: unknown };

/**
 * The signed-in user of this request with the staff decision, computed once per request, within the
 * read deadline. A database that does not answer is 'unavailable', not 'anonymous': the guards fail
 * closed without signing anybody out (server/auth/guards.ts).
 */
export const lookupViewer = cache(async (): Promise<ViewerLookup> => {
  try {
    return await withDeadline(DB_DEADLINES.readMs, async () => {
      const user = await (await getAuth()).getCurrentUser();
      if (!user) return { status: 'anonymous' } as const;
      return { status: 'signed-in', viewer: { ...user, isStaff: await isStaff(await getDb(), user, config().STAFF_EMAILS) } } as const;
    });
  } catch (err) {
    // Next signals dynamic rendering (cookies() at build time) by throwing: let it through.
    unstable_rethrow(err);
    recordError(err, 'session lookup');
    return isUnavailable(err) ? { status: 'unavailable', error: err } : { status: 'anonymous' };
  }
});

/**
 * The signed-in user of this request, or null: nobody, or the session could not be checked (the
 * public pages then show the anonymous header). The guards use lookupViewer to tell the two apart.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const lookup = await lookupViewer();
  return lookup.status === 'signed-in' ? lookup.viewer : null;
});

/** The signed-in user of this request, or null. */
export async function getCurrentUser(): Promise<AuthUser | null> {
  return getViewer();
}

/** Sets the local session cookie, ending the browser's previous session (the reservation flow's sign-in). */
export async function setSessionCookie(session: NewSession): Promise<void> {
  await replaceSessionCookie(await getDb(), await requestCookies(), authSettings(config()), session);
}
