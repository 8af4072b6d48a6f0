/**
 * The photos of a room type, service or leisure activity (staff-and-platform.md §5): a featured
 * image (empty is stored as null) and a gallery of media ids, at most GALLERY_MAX. Pure: the
 * editors and the server apply the same rules.
 */
import { validation, z } from './zod';
import { textLines } from './document';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

/** Images in a gallery (spec §9 'Room gallery max'). */
export const GALLERY_MAX = 4;

const v = validation;
const mediaId = z.uuid(v('rooms.image'));

/** '' or a media id; '' becomes null (spec: an empty featured_image_id is stored as null). */
export const featuredImageSchema = z.union([z.literal(''), mediaId]).nullable().transform((id) => id || null);

/**
 * Media ids in order; duplicates are dropped (adding one counts as success) and only the first
 * GALLERY_MAX are kept (spec: reordering keeps only the first 4).
 */
export const gallerySchema = z
  .array(mediaId)
  .max(GALLERY_MAX * 4, v('rooms.gallery', { max: String(GALLERY_MAX) }))
  .transform((ids) => [...new Set(ids)].slice(0, GALLERY_MAX));

/** Adds `id` at the end: unchanged when it is already there ('duplicate', a success) or the gallery is full. */
export function addToGallery(ids: readonly string[], id: string): { ids: string[]; outcome: 'added' | 'duplicate' | 'full' } {
  if (ids.includes(id)) return { ids: [...ids], outcome: 'duplicate' };
  if (ids.length >= GALLERY_MAX) return { ids: [...ids], outcome: 'full' };
  return { ids: [...ids, id], outcome: 'added' };
}

/** Swaps the item at `index` with its neighbour (`by` -1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by;
  if (index < 0 || index >= items.length || other < 0 || other >= items.length) return [...items];
  const next = [...items];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

export const FEATURES_MAX = 30;
export const FEATURE_CHARS = 120;

/** A textarea of one feature per line → the list (blank lines dropped). */
export const featuresSchema = z
  .string()
  .max(FEATURES_MAX * (FEATURE_CHARS + 2), v('rooms.features', { max: String(FEATURES_MAX), chars: String(FEATURE_CHARS) }))
  .refine(isPlainText, INVALID_CHARACTERS_MESSAGE)
  .transform((text) => textLines(text))
  .refine((lines) => lines.length <= FEATURES_MAX && lines.every((l) => l.length <= FEATURE_CHARS), v('rooms.features', { max: String(FEATURES_MAX), chars: String(FEATURE_CHARS) }));
