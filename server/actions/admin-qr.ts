'use server';

import { validation as v, z } from '@/lib/zod';
import {
  createQrCode,
  deleteEventSpace,
  deleteMenuItem,
  moveEventSpace,
  moveMenuItem,
  saveEventPhotos,
  saveEventSpace,
  saveMenuItem,
  setMenuItemAvailable,
  updateQrCode,
} from '@/server/qr';
import { eventPhotosSchema, eventSpaceSchema, menuItemSchema, qrCodeSchema } from '@/lib/qr';
import { translator } from '@/lib/messages';
import { staffAction } from './define';

const t = translator('adminQr');
const codeId = z.uuid(t('notFound'));
const itemId = z.uuid(v('qr.id'));
const codeNotFound = { result: { ok: false as const, message: t('notFound') } };
const itemNotFound = { result: { ok: false as const, message: v('qr.id') } };
const spaceId = z.uuid(t('events.notFound'));
const spaceNotFound = { result: { ok: false as const, message: t('events.notFound') } };
const mediaMissing = v('rooms.imageMissing');
const direction = z.enum(['up', 'down'], { error: v('qr.order') });

/** A new printed code (its token is drawn by the server). */
export const createQrCodeAction = staffAction({
  name: 'qr code create',
  schema: qrCodeSchema,
  fields: ['label', 'destination'],
  run: async (values, { db }) => ({ result: { ok: true, code: await createQrCode(db, values) } }),
});

/** A code's place and destination: the same printed code now leads elsewhere. */
export const updateQrCodeAction = staffAction({
  name: 'qr code update',
  schema: qrCodeSchema.extend({ id: codeId }),
  fields: ['label', 'destination'],
  run: async ({ id, ...values }, { db }) => ((await updateQrCode(db, id, values)) ? { result: { ok: true } } : codeNotFound),
});

/** Enables or disables a code (a disabled code leads to the hub with a notice). */
export const setQrCodeActiveAction = staffAction({
  name: 'qr code toggle',
  schema: z.object({ id: codeId, active: z.boolean() }),
  run: async ({ id, active }, { db }) => ((await updateQrCode(db, id, { isActive: active })) ? { result: { ok: true } } : codeNotFound),
});

/** Adds a menu item (id null) or updates one. */
export const saveMenuItemAction = staffAction({
  name: 'menu item save',
  schema: menuItemSchema.extend({ id: itemId.nullable() }),
  fields: ['category', 'name', 'description', 'price', 'dietary', 'mediaId'],
  run: async ({ id, ...values }, { db }) => ((await saveMenuItem(db, id, values)) ? { result: { ok: true }, invalidate: ['qr'] } : itemNotFound),
});

/** One tap: available today or not. */
export const setMenuItemAvailableAction = staffAction({
  name: 'menu item availability',
  schema: z.object({ id: itemId, available: z.boolean() }),
  run: async ({ id, available }, { db }) => ((await setMenuItemAvailable(db, id, available)) ? { result: { ok: true }, invalidate: ['qr'] } : itemNotFound),
});

/** One place up or down within the item's category. */
export const moveMenuItemAction = staffAction({
  name: 'menu item move',
  schema: z.object({ id: itemId, direction }),
  run: async ({ id, direction }, { db }) => ((await moveMenuItem(db, id, direction)) ? { result: { ok: true }, invalidate: ['qr'] } : itemNotFound),
});

export const deleteMenuItemAction = staffAction({
  name: 'menu item delete',
  schema: z.object({ id: itemId }),
  run: async ({ id }, { db }) => ((await deleteMenuItem(db, id)) ? { result: { ok: true }, invalidate: ['qr'] } : itemNotFound),
});

/** Adds a space of the events centre (id null) or updates one: capacity, layouts and equipment, photo. */
export const saveEventSpaceAction = staffAction({
  name: 'event space save',
  schema: eventSpaceSchema.extend({ id: spaceId.nullable() }),
  fields: ['title', 'subtitle', 'description', 'capacity', 'features', 'mediaId'],
  run: async ({ id, ...values }, { db }) => {
    const outcome = await saveEventSpace(db, id, values);
    if (outcome.ok) return { result: { ok: true }, invalidate: ['qr'] };
    return outcome.reason === 'media' ? { result: { ok: false, message: mediaMissing, errors: { mediaId: mediaMissing } } } : spaceNotFound;
  },
});

/** One place up or down in the list of /centro-eventos. */
export const moveEventSpaceAction = staffAction({
  name: 'event space move',
  schema: z.object({ id: spaceId, direction }),
  run: async ({ id, direction: to }, { db }) => ((await moveEventSpace(db, id, to)) ? { result: { ok: true }, invalidate: ['qr'] } : spaceNotFound),
});

export const deleteEventSpaceAction = staffAction({
  name: 'event space delete',
  schema: z.object({ id: spaceId }),
  run: async ({ id }, { db }) => ((await deleteEventSpace(db, id)) ? { result: { ok: true }, invalidate: ['qr'] } : spaceNotFound),
});

/** The photos of /centro-eventos, in order with their captions: the whole list at once. */
export const saveEventPhotosAction = staffAction({
  name: 'event photos save',
  schema: eventPhotosSchema,
  fields: ['photos'],
  run: async ({ photos }, { db }) =>
    (await saveEventPhotos(db, photos)).ok ? { result: { ok: true }, invalidate: ['qr'] } : { result: { ok: false, message: mediaMissing, errors: { photos: mediaMissing } } },
});
