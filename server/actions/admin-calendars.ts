'use server';

import { z } from '@/lib/zod';
import { config } from '@/server/config';
import { addIcalFeed, regenerateExportSecret, removeIcalFeed, syncIcalFeed, syncRoomTypeFeeds } from '@/server/calendars';
import { feedIdSchema, icalFeedSchema, roomTypeIdSchema } from '@/lib/ical-feeds';
import { validation as v } from '@/lib/zod';
import { translator } from '@/lib/messages';
import { staffAction } from './define';

const t = translator('adminCalendars');
const roomTypeMissing = { result: { ok: false as const, message: v('calendars.roomType') } };
const feedMissing = { result: { ok: false as const, message: v('calendars.feed') } };
const syncOptions = () => ({ timeZone: config().HOTEL_TIMEZONE });

/** Adds an OTA's calendar to a room type and fetches it at once (a failed fetch is shown on the feed, the feed stays). */
export const addIcalFeedAction = staffAction({
  name: 'ical feed add',
  schema: icalFeedSchema,
  fields: ['roomTypeId', 'label', 'url'],
  run: async (values, { db }) => {
    const added = await addIcalFeed(db, values);
    if (!added.ok) {
      if (added.reason === 'not_found') return roomTypeMissing;
      const message = t('duplicate');
      return { result: { ok: false, message, errors: { url: message } } };
    }
    const synced = await syncIcalFeed(db, added.id, syncOptions());
    const changed = synced?.ok === true && synced.changed;
    if (synced && !synced.ok) return { result: { ok: true, notice: { title: t('import.syncFailedTitle'), message: synced.error } }, ...(changed ? { invalidate: ['availability'] as const } : {}) };
    return { result: { ok: true }, ...(changed ? { invalidate: ['availability'] as const } : {}) };
  },
});

/** Removes a feed: its nights stop taking apartments. */
export const removeIcalFeedAction = staffAction({
  name: 'ical feed remove',
  schema: z.object({ id: feedIdSchema }),
  run: async ({ id }, { db }) => {
    const removed = await removeIcalFeed(db, id);
    if (!removed.ok) return feedMissing;
    return { result: { ok: true }, ...(removed.blocks > 0 ? { invalidate: ['availability'] as const } : {}) };
  },
});

/** "Sincronizar agora": every feed of the room type. */
export const syncRoomTypeFeedsAction = staffAction({
  name: 'ical sync now',
  schema: z.object({ roomTypeId: roomTypeIdSchema }),
  run: async ({ roomTypeId }, { db }) => {
    const summary = await syncRoomTypeFeeds(db, roomTypeId, syncOptions());
    if (!summary) return roomTypeMissing;
    if (summary.synced + summary.failed === 0) return { result: { ok: false, message: t('import.noFeeds') } };
    const message = t('import.synced', { ok: summary.synced, failed: summary.failed });
    return { result: { ok: summary.failed === 0, title: summary.failed === 0 ? undefined : t('import.syncFailedTitle'), message }, ...(summary.changed ? { invalidate: ['availability'] as const } : {}) };
  },
});

/** "Gerar novo endereço": the room type's export secret; the old address answers 404. */
export const regenerateExportSecretAction = staffAction({
  name: 'ical export secret',
  schema: z.object({ roomTypeId: roomTypeIdSchema }),
  run: async ({ roomTypeId }, { db }) => ((await regenerateExportSecret(db, roomTypeId)) ? { result: { ok: true } } : roomTypeMissing),
});
