/** The admin hotel service form's one schema (staff-and-platform.md §3 hotel_services, §5, §7), for the form and the server. Pure. */
import { maxCharsMessage, validation, z } from './zod';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import { featuredImageSchema, featuresSchema, gallerySchema } from './gallery';
import { SERVICE_ICONS } from './types';

export const SERVICE_MESSAGES = {
  id: validation('services.id'),
  notFound: validation('services.notFound'),
  order: validation('services.order'),
  leisureNotFound: validation('services.leisureNotFound'),
};

export const DEFAULT_SERVICE_ICON = 'Home' satisfies (typeof SERVICE_ICONS)[number];

export const serviceSchema = z.object({
  title: z.string().trim().min(1, validation('services.title')).max(120, maxCharsMessage(120)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  description: z.string().trim().max(2000, maxCharsMessage(2000)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  icon: z.enum(SERVICE_ICONS, { error: validation('services.icon') }).default(DEFAULT_SERVICE_ICON),
  features: featuresSchema,
  featuredImageId: featuredImageSchema,
  galleryImages: gallerySchema,
});

/**
 * The save: a new service has id null. The spec: an update whose id is not a UUID creates a new
 * record instead, so any short plain id is accepted here and the domain decides.
 */
export const serviceSaveSchema = serviceSchema.extend({
  id: z.string().trim().max(64, SERVICE_MESSAGES.id).refine(isPlainText, SERVICE_MESSAGES.id).nullable(),
});

export type ServiceFormInput = z.input<typeof serviceSchema>;
export type ServiceFormValues = z.output<typeof serviceSchema>;

export const EMPTY_SERVICE_FORM: ServiceFormInput = { title: '', description: '', icon: DEFAULT_SERVICE_ICON, features: '', featuredImageId: '', galleryImages: [] };

/** The photos of a leisure activity, edited on their own. */
export const leisurePhotosSchema = z.object({
  id: z.uuid(SERVICE_MESSAGES.leisureNotFound),
  featuredImageId: featuredImageSchema,
  galleryImages: gallerySchema,
});
