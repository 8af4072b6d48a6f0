/**
 * The accommodations carousel's constants, its admin form's one schema and the admin's error toasts
 * (staff-and-platform.md §2 'Carrossel de Acomodações Exclusivas', §4, §8, §9). Pure: client and server.
 */
import type { ErrorCategory } from './errors';
import type { PickedMedia } from './media';
import { translator } from './messages';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import { maxCharsMessage, z } from './zod';

/** The section of the public carousel the admin edits. */
export const ACCOMMODATIONS_SECTION = 'accommodations';
/** Autoplay delay: minimum and step of the field, and the recommended range (ms). */
export const AUTOPLAY_DELAY_MIN = 1000;
export const AUTOPLAY_DELAY_STEP = 1000;
export const AUTOPLAY_DELAY_MAX = 60_000;
export const AUTOPLAY_DELAY_RECOMMENDED = [4000, 6000] as const;
/** A new accommodations carousel: 4000 ms, dots and arrows on. */
export const NEW_CAROUSEL_DELAY = 4000;
/** The demo carousel shown when the database cannot be read: 5000 ms. */
export const FALLBACK_AUTOPLAY_DELAY = 5000;
/** Images of /carrossel/ used by the demo carousel and by 'Forçar usar local'. */
export const LOCAL_CAROUSEL_SLOTS = 5;
/** 'Importar Dados de Exemplo' adds up to this many items. */
export const SAMPLE_IMPORT_MAX = 3;

const t = translator('adminCarousel');
const DELAY_MESSAGE = t('errors.delay', { min: String(AUTOPLAY_DELAY_MIN), step: String(AUTOPLAY_DELAY_STEP), max: String(AUTOPLAY_DELAY_MAX) });

export const carouselSettingsSchema = z.object({
  name: z.string().trim().min(1, t('errors.name')).max(120, maxCharsMessage(120)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  title: z.string().trim().max(120, maxCharsMessage(120)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  description: z.string().trim().max(500, maxCharsMessage(500)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  isActive: z.boolean(),
  autoplay: z.boolean(),
  autoplayDelay: z.coerce
    .number({ error: DELAY_MESSAGE })
    .int(DELAY_MESSAGE)
    .min(AUTOPLAY_DELAY_MIN, DELAY_MESSAGE)
    .max(AUTOPLAY_DELAY_MAX, DELAY_MESSAGE)
    .multipleOf(AUTOPLAY_DELAY_STEP, DELAY_MESSAGE),
  showDots: z.boolean(),
  showArrows: z.boolean(),
});

export type CarouselSettingsInput = z.input<typeof carouselSettingsSchema>;
export type CarouselSettings = z.output<typeof carouselSettingsSchema>;

const itemId = z.uuid(t('errors.itemNotFound'));

/** Salvar: the settings, and each item's visibility as edited on the screen. */
export const carouselSaveSchema = carouselSettingsSchema.extend({
  items: z.array(z.object({ id: itemId, isActive: z.boolean() })).max(500),
});
export type CarouselSaveInput = z.output<typeof carouselSaveSchema>;

export const carouselMoveSchema = z.object({ id: itemId, direction: z.enum(['up', 'down'], { error: t('errors.direction') }) });
export const carouselItemSchema = z.object({ id: itemId });
export const carouselAddSchema = z.object({ mediaId: z.uuid(translator('media')('notFound')) });

/** One item as the editor shows it. */
export interface CarouselEditorItem {
  id: string;
  media: PickedMedia;
  title: string | null;
  sortOrder: number;
  isActive: boolean;
}

/** What the editor loads: the carousel's settings (the defaults of a new one when none exists yet) and its items in order. */
export interface CarouselEditorData {
  settings: CarouselSettings;
  items: CarouselEditorItem[];
}

/** The editor's operations, each with its failure text (§8 'Carousel admin toasts'). */
export const CAROUSEL_FAILURES = {
  load: t('failures.load'),
  save: t('failures.save'),
  reorder: t('failures.reorder'),
  remove: t('failures.remove'),
  add: t('failures.add'),
  registerLocal: t('failures.registerLocal'),
  forceLocal: t('failures.forceLocal'),
  noLocalImages: t('failures.noLocalImages'),
  importSample: t('failures.importSample'),
} as const;
export type CarouselOperation = keyof typeof CAROUSEL_FAILURES;

/** The title of every carousel failure toast. */
export const CAROUSEL_ERROR_TITLE = t('errorTitle');

/**
 * The suggested action per kind of failure: permission, network, unknown (thrown errors), stale (the
 * carousel changed since it was loaded), noLocal (nothing under /carrossel/), noMedia (an empty library).
 */
export type CarouselFailureKind = 'permission' | 'network' | 'unknown' | 'stale' | 'noLocal' | 'noMedia';

export function carouselFailureKind(category: ErrorCategory): CarouselFailureKind {
  return category === 'PERMISSION_DENIED' ? 'permission' : category === 'NETWORK_ERROR' ? 'network' : 'unknown';
}

/** A failure toast's text: the operation's text and the suggested action for the kind of failure. */
export function carouselFailureText(operation: CarouselOperation, kind: CarouselFailureKind): string {
  return t('failure', { text: CAROUSEL_FAILURES[operation], suggestion: t(`suggestions.${kind}`) });
}

/** A failure as the actions answer it: title 'Erro', the operation's text, then `reason` (a suggested action or a field's error). */
export function carouselRefusal(operation: CarouselOperation, reason: string) {
  return { ok: false as const, title: CAROUSEL_ERROR_TITLE, message: t('failure', { text: CAROUSEL_FAILURES[operation], suggestion: reason }) };
}

export function carouselFailure(operation: CarouselOperation, kind: CarouselFailureKind) {
  return carouselRefusal(operation, t(`suggestions.${kind}`));
}
