/** The media library's edit form (staff-and-platform.md §3 media_gallery), for the admin form and the server. Pure. */
import { maxCharsMessage, validation, z } from './zod';
import { GALLERY_FILTERS, MEDIA_CATEGORIES } from './media';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

export const MEDIA_FORM_MESSAGES = {
  name: validation('media.name'),
  tooLong: maxCharsMessage,
  category: validation('media.category'),
  sortOrder: validation('video.sortOrder'),
} as const;

const text = (max: number) => z.string().trim().max(max, MEDIA_FORM_MESSAGES.tooLong(max)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE);
/** A blank optional text is stored as null. */
const optionalText = (max: number) => text(max).transform((v) => (v === '' ? null : v));

export const mediaUpdateSchema = z.object({
  name: text(200).pipe(z.string().min(1, MEDIA_FORM_MESSAGES.name)),
  description: optionalText(1000),
  altText: optionalText(300),
  category: z.enum(MEDIA_CATEGORIES, MEDIA_FORM_MESSAGES.category),
  filters: z.array(z.enum(GALLERY_FILTERS)).max(GALLERY_FILTERS.length).transform((f) => [...new Set(f)]),
  isFeatured: z.boolean(),
  sortOrder: z.coerce.number().int(MEDIA_FORM_MESSAGES.sortOrder).min(0, MEDIA_FORM_MESSAGES.sortOrder).max(9999, MEDIA_FORM_MESSAGES.sortOrder),
});
export type MediaUpdateInput = z.input<typeof mediaUpdateSchema>;
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

/** The library's filters (spec §7 media_gallery select): category, featured, text on name/description/alt_text. */
export const mediaListSchema = z.object({
  category: z.enum(MEDIA_CATEGORIES).optional(),
  featured: z.boolean().optional(),
  search: z.string().trim().max(100).optional(),
});
export type MediaListFilters = z.input<typeof mediaListSchema>;

/** The public sections that may have a background image. */
export const BACKGROUND_SECTIONS = ['hero', 'accommodations', 'gallery', 'services', 'reviews', 'location', 'contact'] as const;
export type BackgroundSection = (typeof BACKGROUND_SECTIONS)[number];
export const sectionBackgroundSchema = z.object({
  section: z.enum(BACKGROUND_SECTIONS, validation('media.section')),
});
