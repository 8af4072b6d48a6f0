'use server';

import { z } from '@/lib/zod';
import {
  addCarouselItem,
  forceLocalItems,
  importSampleItems,
  loadCarouselEditor,
  moveCarouselItem,
  removeCarouselItem,
  saveCarousel,
  type CarouselOutcome,
} from '@/server/carousel';
import {
  carouselAddSchema,
  carouselFailure,
  carouselFailureKind,
  carouselItemSchema,
  carouselMoveSchema,
  carouselRefusal,
  carouselSaveSchema,
  CAROUSEL_ERROR_TITLE,
  type CarouselOperation,
} from '@/lib/carousel';
import { classifyError } from '@/lib/errors';
import { translator } from '@/lib/messages';
import { staffAction, type Refused } from './define';

// The carousel editor's actions. Each answers the editor's fresh data, so the screen shows what was
// stored; every write expires the 'media' tag the public carousel is cached under.

const t = translator('adminCarousel');

/** A thrown error (database, network): 'Erro' with the operation's text and the suggested action for its kind. */
const failedAs =
  (operation: CarouselOperation) =>
  (err: unknown): Refused =>
    carouselFailure(operation, carouselFailureKind(classifyError(err).code));

/** Refused input: 'Erro', the operation's text and the first field's reason. */
const invalidAs =
  (operation: CarouselOperation) =>
  (errors: Record<string, string>): Refused => ({ ...carouselRefusal(operation, Object.values(errors)[0] ?? ''), errors });

function answered(outcome: CarouselOutcome, success: string, message?: string) {
  if (!outcome.ok) return { result: { ok: false as const, title: CAROUSEL_ERROR_TITLE, message: outcome.message } };
  return { result: { ok: true as const, title: success, message, data: outcome.data }, invalidate: ['media' as const] };
}

/** Recarregar (and the dialog's first load): the carousel as stored. */
export const loadCarouselAction = staffAction({
  name: 'carousel load',
  schema: z.object({}),
  failed: failedAs('load'),
  run: async (_input, { db }) => ({ result: { ok: true as const, title: t('toasts.reloaded'), data: await loadCarouselEditor(db) } }),
});

/** Salvar: the settings (Conteúdo, Configurações) and the items' visibility. */
export const saveCarouselAction = staffAction({
  name: 'carousel save',
  schema: carouselSaveSchema,
  fields: Object.keys(carouselSaveSchema.shape),
  invalid: invalidAs('save'),
  failed: failedAs('save'),
  run: async (input, { db }) => answered(await saveCarousel(db, input), t('toasts.saved')),
});

export const moveCarouselItemAction = staffAction({
  name: 'carousel move item',
  schema: carouselMoveSchema,
  invalid: invalidAs('reorder'),
  failed: failedAs('reorder'),
  run: async ({ id, direction }, { db }) => answered(await moveCarouselItem(db, id, direction), t('toasts.reordered')),
});

export const addCarouselItemAction = staffAction({
  name: 'carousel add item',
  schema: carouselAddSchema,
  invalid: invalidAs('add'),
  failed: failedAs('add'),
  run: async ({ mediaId }, { db }) => answered(await addCarouselItem(db, mediaId), t('toasts.added')),
});

export const removeCarouselItemAction = staffAction({
  name: 'carousel remove item',
  schema: carouselItemSchema,
  invalid: invalidAs('remove'),
  failed: failedAs('remove'),
  run: async ({ id }, { db }) => answered(await removeCarouselItem(db, id), t('toasts.removed')),
});

/** 'Importar Dados de Exemplo' (an empty carousel only). */
export const importSampleCarouselAction = staffAction({
  name: 'carousel import sample',
  schema: z.object({}),
  failed: failedAs('importSample'),
  run: async (_input, { db }) => {
    const outcome = await importSampleItems(db);
    return answered(outcome, t('toasts.imported'), outcome.ok ? t('importedCount', { count: outcome.count ?? 0 }) : undefined);
  },
});

/** 'Forçar usar local': the images of /carrossel/ (at most 5) become the items. */
export const forceLocalCarouselAction = staffAction({
  name: 'carousel force local',
  schema: z.object({}),
  failed: failedAs('forceLocal'),
  run: async (_input, { db }) => {
    const outcome = await forceLocalItems(db);
    return answered(outcome, t('toasts.forcedLocal'), outcome.ok ? t('forcedLocalCount', { count: outcome.count ?? 0 }) : undefined);
  },
});
