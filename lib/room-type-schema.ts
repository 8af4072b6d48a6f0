/** The admin room type form's one schema (staff-and-platform.md §3 room_types, §5), for the form and the server. Pure. */
import { maxCharsMessage, validation, z } from './zod';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import { featuredImageSchema, featuresSchema, gallerySchema } from './gallery';
import { BED_TYPES, ROOM_CATEGORIES } from './types';

const v = (key: Parameters<typeof validation>[0] & `rooms.${string}`) => validation(key);

export const ROOM_MESSAGES = {
  notFound: v('rooms.notFound'),
  version: v('rooms.version'),
  imageMissing: v('rooms.imageMissing'),
};

/** Reais with a comma or a point, at most 2 decimals, up to numeric(10,2)'s limit. */
const price = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/\s/g, '').replace(',', '.') : value),
  z.coerce
    .number({ error: v('rooms.basePrice') })
    .min(0, v('rooms.basePrice'))
    .max(99_999_999.99, v('rooms.basePrice'))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v('rooms.basePrice')),
);

const integer = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const roomTypeSchema = z.object({
  name: z.string().trim().min(1, v('rooms.name')).max(120, maxCharsMessage(120)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  category: z.enum(ROOM_CATEGORIES, { error: v('rooms.category') }),
  bedType: z.enum(BED_TYPES, { error: v('rooms.bedType') }),
  maxGuests: integer(v('rooms.maxGuests'), 1, 20),
  basePrice: price,
  features: featuresSchema,
  description: z.string().trim().max(2000, maxCharsMessage(2000)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  availableCount: integer(v('rooms.availableCount'), 0, 999),
  featuredImageId: featuredImageSchema,
  galleryImages: gallerySchema,
});

/** An edit names the version it started from (updated_at as ISO): a save over someone else's is refused. */
export const roomTypeSaveSchema = roomTypeSchema.extend({
  id: z.uuid(ROOM_MESSAGES.notFound).nullable(),
  updatedAt: z.iso.datetime({ offset: true, error: ROOM_MESSAGES.version }).nullable(),
});

export type RoomTypeFormInput = z.input<typeof roomTypeSchema>;
export type RoomTypeFormValues = z.output<typeof roomTypeSchema>;

export const EMPTY_ROOM_TYPE_FORM: RoomTypeFormInput = {
  name: '',
  category: 'executivo',
  bedType: 'casal',
  maxGuests: 2,
  basePrice: '',
  features: '',
  description: '',
  availableCount: 1,
  featuredImageId: '',
  galleryImages: [],
};
