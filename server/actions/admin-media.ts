'use server';

import { z } from '@/lib/zod';
import { listMedia, updateMedia } from '@/server/media/library';
import { DELETE_CACHE_TAGS, deleteMedia, mediaUsage, type MediaUse } from '@/server/media/delete';
import { registerLocal } from '@/server/media/register-local';
import { removeSectionBackground, setSectionBackground } from '@/server/media/backgrounds';
import { mediaListSchema, sectionBackgroundSchema, type MediaUpdateInput } from '@/lib/media-schema';
import { MEDIA_MESSAGES, PICKER_LIMIT, pickedMedia } from '@/lib/media';
import { translator } from '@/lib/messages';
import type { ActionResult } from '@/lib/action-result';
import { fieldErrorsResult, staffAction } from './define';

const id = z.uuid(MEDIA_MESSAGES.notFound);
const t = translator('adminMedia');

/** Saves a media's editable fields (name, description, alt text, category, gallery filters, featured, order). */
export const updateMediaAction = staffAction({
  name: 'media update',
  // The id here; the form's fields are parsed once, by updateMedia with mediaUpdateSchema.
  schema: z.looseObject({ id }),
  run: async ({ id: mediaId, ...values }, { db }) => {
    const outcome = await updateMedia(db, mediaId, values as MediaUpdateInput);
    if (outcome.ok) return { result: { ok: true, media: outcome.media }, invalidate: ['media' as const] };
    if (outcome.reason === 'invalid') return { result: fieldErrorsResult(outcome.fieldErrors) };
    return { result: { ok: false, message: outcome.message } satisfies ActionResult };
  },
});

/** Where an image is used, shown before the staff member confirms its deletion. */
export const mediaUsageAction = staffAction({
  name: 'media usage',
  schema: z.object({ id }),
  run: async ({ id: mediaId }, { db }) => ({ result: { ok: true, usage: await mediaUsage(db, mediaId) } }),
});

/** Deletes an image and clears its references; 'Imagem ainda em uso' answers with where it still is. */
export const deleteMediaAction = staffAction({
  name: 'media delete',
  schema: z.object({ id }),
  run: async ({ id: mediaId }, { db }) => {
    const outcome = await deleteMedia(db, mediaId);
    if (outcome.ok) return { result: { ok: true }, invalidate: DELETE_CACHE_TAGS };
    if (outcome.reason === 'in_use') {
      const usage: MediaUse[] = await mediaUsage(db, mediaId);
      return { result: { ok: false, title: MEDIA_MESSAGES.stillInUse, message: outcome.message, usage } };
    }
    return { result: { ok: false, message: outcome.message } satisfies ActionResult };
  },
});

/** 'Registrar Locais': the images shipped under public/ become library rows, once. */
export const registerLocalAction = staffAction({
  name: 'media register local',
  schema: z.object({}),
  run: async (_input, { db }) => {
    const outcome = await registerLocal(db);
    if (!outcome.ok) return { result: { ok: false, message: outcome.message } satisfies ActionResult };
    return {
      result: { ok: true, title: t('registeredTitle'), message: t('registered', { added: outcome.added.length, found: outcome.found }) },
      invalidate: outcome.added.length ? ['media' as const] : [],
    };
  },
});

/** The 'Selecionar Imagem' dialog's list: the library filtered by category and text, the first PICKER_LIMIT. */
export const pickerMediaAction = staffAction({
  name: 'media picker',
  schema: mediaListSchema.pick({ category: true, search: true }),
  run: async (filters, { db }) => {
    const rows = await listMedia(db, filters, PICKER_LIMIT + 1);
    return { result: { ok: true, items: rows.slice(0, PICKER_LIMIT).map((row) => pickedMedia(row)), more: rows.length > PICKER_LIMIT } };
  },
});

/** Makes an image a public section's background (the row upserted, active). */
export const setSectionBackgroundAction = staffAction({
  name: 'section background set',
  schema: sectionBackgroundSchema.extend({ mediaId: id }),
  run: async ({ section, mediaId }, { db }) => {
    const outcome = await setSectionBackground(db, section, mediaId);
    if (!outcome.ok) return { result: { ok: false, message: outcome.message } satisfies ActionResult };
    return { result: { ok: true, message: t('backgrounds.set', { section: t(`backgrounds.sections.${section}`) }) }, invalidate: ['media' as const] };
  },
});

/** Takes a public section's background away (the row stays, inactive). */
export const removeSectionBackgroundAction = staffAction({
  name: 'section background remove',
  schema: sectionBackgroundSchema,
  run: async ({ section }, { db }) => {
    const outcome = await removeSectionBackground(db, section);
    if (!outcome.ok) return { result: { ok: false, message: outcome.message } satisfies ActionResult };
    return { result: { ok: true, message: t('backgrounds.removed', { section: t(`backgrounds.sections.${section}`) }) }, invalidate: ['media' as const] };
  },
});
