'use server';

import { revalidatePath } from 'next/cache';
import { staffAction } from '@/server/auth/guards';
import { getDb } from '@/server/db';
import { markAllNotificationsRead, markNotificationRead } from '@/server/notifications';
import { DESK_RESULTS, firstIssue, formValue, notificationIdSchema } from '@/lib/admin-desk';
import type { AdminActionState } from '@/components/admin/use-action-toast';

/** Marks one notification read (the badge of the navigation counts one less). */
export const markNotificationReadAction = staffAction<[AdminActionState | null, FormData], AdminActionState>(async (_prev, formData) => {
  const parsed = notificationIdSchema.safeParse({ id: formValue(formData, 'id') });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const done = await markNotificationRead(await getDb(), parsed.data.id);
  revalidatePath('/admin', 'layout');
  return done ? { ok: true, message: DESK_RESULTS.notificationRead } : { ok: false, message: DESK_RESULTS.notificationNotFound };
});

/** Marks every shown notification read. */
export const markAllNotificationsReadAction = staffAction<[AdminActionState | null, FormData], AdminActionState>(async () => {
  await markAllNotificationsRead(await getDb());
  revalidatePath('/admin', 'layout');
  return { ok: true, message: DESK_RESULTS.notificationsRead };
});
