import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getAuth } from './provider';
import { requestCookies } from './request-context';
import { replaceSessionCookie, type NewSession } from './sessions';
import { authSettings } from './settings';
import { isStaff } from './staff';
import type { AuthUser, Viewer } from './types';

/**
 * The signed-in user of this request with the staff decision, or null (also when the database or
 * Supabase fails: the visitor is then treated as anonymous). Computed once per request.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  try {
    const user = await (await getAuth()).getCurrentUser();
    if (!user) return null;
    return { ...user, isStaff: await isStaff(await getDb(), user, config().STAFF_EMAILS) };
  } catch (err) {
    // Next signals dynamic rendering (cookies() at build time) by throwing: let it through.
    unstable_rethrow(err);
    log.warn('session lookup failed', { error: err instanceof Error ? err.message : String(err) });
    return null;
  }
});

/** The signed-in user of this request, or null. */
export async function getCurrentUser(): Promise<AuthUser | null> {
  return getViewer();
}

/** Sets the local session cookie, ending the browser's previous session (the reservation flow's sign-in). */
export async function setSessionCookie(session: NewSession): Promise<void> {
  await replaceSessionCookie(await getDb(), await requestCookies(), authSettings(config()), session);
}
