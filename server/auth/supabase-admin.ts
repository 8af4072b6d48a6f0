import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authUserDeletions } from '@/server/db/schema';
import { log } from '@/server/log';
import { errorDetail, resilientFetch } from '@/server/resilience';
import { SUPABASE_CLIENT_OPTIONS } from './supabase-options';

// Deleting a Supabase Auth user (LGPD erasure) needs the admin API, i.e. the service-role key: it is
// read from the server's configuration and used only here, never sent to the browser. The deletion is
// owed from the moment the local account is deleted (a row of auth_user_deletions written in that
// transaction) until Supabase confirms it, so a failure is retried rather than lost.

export interface SupabaseAdminProject {
  url: string;
  serviceRoleKey: string;
}

/** Records, in the account deletion's transaction, that the Supabase user must be deleted too. */
export async function queueAuthUserDeletion(tx: Db, userId: string): Promise<void> {
  await tx.insert(authUserDeletions).values({ userId }).onConflictDoNothing();
}

export async function isAuthUserDeletionPending(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: authUserDeletions.userId }).from(authUserDeletions).where(eq(authUserDeletions.userId, userId)).limit(1);
  return row !== undefined;
}

/** DELETE /auth/v1/admin/users/{id} with the service-role key. A user Supabase no longer knows counts as deleted. */
async function deleteRemoteUser(project: SupabaseAdminProject, userId: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const admin = createClient(project.url, project.serviceRoleKey, {
    ...SUPABASE_CLIENT_OPTIONS,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: resilientFetch('supabase') },
  });
  try {
    const { error } = await admin.auth.admin.deleteUser(userId);
    if (!error || error.code === 'user_not_found') return { ok: true };
    return { ok: false, error: `${error.status ?? ''} ${error.code ?? ''} ${error.message}`.trim() };
  } catch (err) {
    return { ok: false, error: errorDetail(err) };
  }
}

/**
 * Tries the owed deletion of one Supabase user: on success the debt is cleared; on failure it stays,
 * with the attempt counted and the error kept (the cron retries, /diagnostico-supabase shows it).
 */
export async function completeAuthUserDeletion(db: Db, project: SupabaseAdminProject | null, userId: string): Promise<boolean> {
  const result = project ? await deleteRemoteUser(project, userId) : { ok: false as const, error: 'SUPABASE_SERVICE_ROLE_KEY is not set' };
  if (result.ok) {
    await db.delete(authUserDeletions).where(eq(authUserDeletions.userId, userId));
    return true;
  }
  log.error('supabase auth user not deleted', { userId, error: result.error });
  await db
    .update(authUserDeletions)
    .set({ attempts: sql`${authUserDeletions.attempts} + 1`, lastError: result.error.slice(0, 500), updatedAt: new Date() })
    .where(eq(authUserDeletions.userId, userId));
  return false;
}

/** The cron's retry of every owed deletion, oldest first. */
export async function retryAuthUserDeletions(db: Db, project: SupabaseAdminProject | null, limit = 50): Promise<{ deleted: number; pending: number }> {
  const owed = await db.select({ userId: authUserDeletions.userId }).from(authUserDeletions).orderBy(asc(authUserDeletions.createdAt)).limit(limit);
  let deleted = 0;
  for (const { userId } of owed) if (await completeAuthUserDeletion(db, project, userId)) deleted++;
  return { deleted, pending: (await pendingAuthUserDeletions(db)).count };
}

/** For the staff's diagnostics: how many deletions are owed, and the last error of the oldest. */
export async function pendingAuthUserDeletions(db: Db): Promise<{ count: number; oldestError: string | null }> {
  const rows = await db.select({ lastError: authUserDeletions.lastError }).from(authUserDeletions).orderBy(asc(authUserDeletions.createdAt));
  return { count: rows.length, oldestError: rows[0]?.lastError ?? null };
}
