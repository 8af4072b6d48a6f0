import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { pendingMigrations } from '@/server/db/migrate';
import { errorDetail, withDeadline } from '@/server/resilience';
import { log } from '@/server/log';
import { translator } from '@/lib/messages';

/** How long a load balancer's probe waits for the database before calling the instance not ready. */
const READY_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations'; message: string; pending?: string[] };

/** /api/ready: the database answers and every migration of this build is applied. */
export async function readiness(): Promise<Readiness> {
  const t = translator('diagnostics');
  try {
    return await withDeadline(READY_TIMEOUT_MS, async () => {
      const database = await getDatabase();
      await database.db.execute(sql`select 1`);
      const pending = await pendingMigrations(database.runInTransaction);
      if (pending.length > 0) return { ready: false, reason: 'migrations', message: t('ready.migrations', { count: pending.length }), pending };
      return { ready: true };
    });
  } catch (err) {
    // Public answer: the driver's text (host names…) goes to the log only.
    log.warn('not ready: database unreachable', { error: errorDetail(err) });
    return { ready: false, reason: 'database', message: t('ready.database') };
  }
}
