import 'server-only';
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { notifications } from '@/server/db/schema';

/** Notifications still shown: never expiring, or expiring in the future (spec: 7 days). */
export const notExpired = () => or(isNull(notifications.expiresAt), gt(notifications.expiresAt, new Date()));

/** How many shown notifications are unread (the admin shell's badge). */
export async function countUnreadNotifications(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.isRead, false), notExpired()));
  return row?.n ?? 0;
}
