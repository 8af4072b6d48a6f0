import 'server-only';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { notifications } from '@/server/db/schema';

/** Notifications still shown: never expiring, or expiring in the future (spec: 7 days). */
export const notExpired = () => or(isNull(notifications.expiresAt), gt(notifications.expiresAt, new Date()));

/** How many shown notifications are unread (the admin shell's badge). */
export async function countUnreadNotifications(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.isRead, false), notExpired()));
  return row?.n ?? 0;
}

export type NotificationItem = typeof notifications.$inferSelect;

/** A page of the shown notifications (not expired), newest first, and how many there are. */
export async function listNotifications(db: Db, { page, pageSize, unreadOnly = false }: { page: number; pageSize: number; unreadOnly?: boolean }) {
  const where = unreadOnly ? and(notExpired(), eq(notifications.isRead, false)) : notExpired();
  const [items, [total]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Marks one shown notification read; false when it does not exist or has expired. Already read counts as done. */
export async function markNotificationRead(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), notExpired()))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every shown unread notification read; returns how many changed. */
export async function markAllNotificationsRead(db: Db): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(eq(notifications.isRead, false), notExpired()))
    .returning({ id: notifications.id });
  return rows.length;
}
