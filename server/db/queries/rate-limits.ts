import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';

/**
 * Counts one hit of `key` in the current fixed window (database clock, so every instance agrees)
 * with one atomic upsert; returns the count after this hit and the window's end.
 */
export async function incrementRateLimit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
  const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
    db,
    sql`
    insert into rate_limits as rl (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = rl.count + 1
    returning rl.count, rl.window_start + make_interval(secs => ${windowSeconds}) as reset_at`,
  );
  return { count: Number(row!.count), resetAt: new Date(row!.reset_at) };
}

/** Deletes windows that ended more than a day ago. */
export async function pruneRateLimits(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(db, sql`delete from rate_limits where window_start < now() - interval '1 day' returning key`);
  return rows.length;
}
