import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';

/**
 * Hits of `key` in the current fixed window without counting one more (same window arithmetic as
 * incrementRateLimit, on the database clock). Used where only failures count, such as sign-ins.
 */
export async function currentRateLimitCount(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    select count from rate_limits
     where key = ${key}
       and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
  );
  return row ? Number(row.count) : 0;
}
