'use server';

import { z } from '@/lib/zod';
import { markAllNotificationsRead, markNotificationRead } from '@/server/notifications';
import { DESK_RESULTS, notificationIdSchema } from '@/lib/admin-desk';
import { staffAction } from './define';

/** Marks one notification read (the badge of the navigation counts one less). */
export const markNotificationReadAction = staffAction({
  name: 'notification read',
  schema: notificationIdSchema,
  run: async ({ id }, { db }) => ({
    result: (await markNotificationRead(db, id)) ? { ok: true, message: DESK_RESULTS.notificationRead } : { ok: false, message: DESK_RESULTS.notificationNotFound },
    refreshAdmin: true,
  }),
});

/** Marks every shown notification read. */
export const markAllNotificationsReadAction = staffAction({
  name: 'notifications read',
  schema: z.unknown(),
  run: async (_input, { db }) => {
    await markAllNotificationsRead(db);
    return { result: { ok: true, message: DESK_RESULTS.notificationsRead }, refreshAdmin: true };
  },
});
