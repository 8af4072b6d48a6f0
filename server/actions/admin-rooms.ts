'use server';

import { z } from '@/lib/zod';
import { config } from '@/server/config';
import { createRoomType, deactivateRoomType, updateRoomType, type AdminRoomType, type RoomTypeOutcome } from '@/server/rooms/admin';
import { ROOM_MESSAGES, roomTypeSaveSchema, roomTypeSchema } from '@/lib/room-type-schema';
import { todayIn } from '@/lib/dates';
import { translator } from '@/lib/messages';
import type { ActionResult } from '@/lib/action-result';
import { fieldErrorsResult, staffAction } from './define';

const t = translator('adminRooms');

export type RoomTypeActionResult = ActionResult & { roomType?: AdminRoomType; current?: AdminRoomType };

/** The domain's outcome as the answer; a change expires the public reads of rooms (cards, dialog, JSON-LD, availability). */
function answer(outcome: RoomTypeOutcome): { result: RoomTypeActionResult; invalidate?: ['rooms'] } {
  if (outcome.ok) return { result: { ok: true, roomType: outcome.roomType }, invalidate: ['rooms'] };
  if (outcome.reason === 'invalid') return { result: { ...fieldErrorsResult(outcome.errors), message: outcome.message } };
  if (outcome.reason === 'conflict') return { result: { ok: false, title: t('conflictTitle'), message: outcome.message, current: outcome.current } };
  return { result: { ok: false, message: outcome.message } };
}

const today = () => todayIn(config().HOTEL_TIMEZONE);

/** Adds a room type (id null) or saves an edit started from version `updatedAt`. */
export const saveRoomTypeAction = staffAction({
  name: 'room type save',
  schema: roomTypeSaveSchema.refine((v) => v.id === null || v.updatedAt !== null, { message: ROOM_MESSAGES.version, path: ['updatedAt'] }),
  fields: ['id', 'updatedAt', ...Object.keys(roomTypeSchema.shape)],
  run: async ({ id, updatedAt, ...values }, { db }) =>
    answer(id === null ? await createRoomType(db, values) : await updateRoomType(db, id, updatedAt!, values, today())),
});

/** The spec's soft delete (is_active false), refused while reservations hold its apartments. */
export const deactivateRoomTypeAction = staffAction({
  name: 'room type deactivate',
  schema: z.object({ id: z.uuid(ROOM_MESSAGES.notFound) }),
  run: async ({ id }, { db }) => answer(await deactivateRoomType(db, id, today())),
});
