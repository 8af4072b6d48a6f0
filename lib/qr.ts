/**
 * The QR pages: where a printed code may lead, the allow-list of /qr-redirect, and the ONE schema of
 * each QR form (admin codes and menu, the guest's review and quote request). Pure: client and server.
 */
import { requiredMessage, tooLongMessage, validation as v, z } from './zod';
import { translator } from './messages';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import { QR_DESTINATIONS } from './qr-routes';
import { fieldErrors } from './form-errors';
import { featuresSchema } from './gallery';

const text = (label: string, max: number, required: boolean) => {
  const base = z.string({ error: requiredMessage(label) }).trim().max(max, tooLongMessage(label, max)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE);
  return required ? base.min(1, requiredMessage(label)) : base;
};

const admin = translator('adminQr');
const guest = translator('qr');

// ---------------------------------------------------------------------------------------------
// Admin: codes
// ---------------------------------------------------------------------------------------------

export const qrCodeSchema = z.object({
  label: text(admin('fields.label'), 80, true),
  destination: z.enum(QR_DESTINATIONS, { error: v('qr.destination') }),
});
export type QrCodeValues = z.input<typeof qrCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: the menu (qr_cardapio_items)
// ---------------------------------------------------------------------------------------------

export const DIETARY_MARKS = ['vegetariano', 'vegano', 'sem-gluten', 'sem-lactose'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];

export const MENU_PRICE_MAX = 99_999;

export const menuItemSchema = z.object({
  category: text(admin('menu.fields.category'), 60, true),
  name: text(admin('menu.fields.name'), 120, true),
  description: text(admin('menu.fields.description'), 500, false),
  /** Reais as typed ('32,50', '32.50', '32'); blank: no price shown. */
  price: z
    .string()
    .trim()
    .refine((p) => p === '' || /^\d{1,5}([.,]\d{1,2})?$/.test(p), v('qr.price'))
    .transform((p) => (p === '' ? null : Number(p.replace(',', '.')))),
  dietary: z.array(z.enum(DIETARY_MARKS, { error: v('qr.dietary') })).max(DIETARY_MARKS.length),
  /** Media library id of the photo, or blank. */
  mediaId: z.union([z.literal(''), z.uuid(v('qr.media'))]),
});
export type MenuItemInput = z.input<typeof menuItemSchema>;
export type MenuItemValues = z.output<typeof menuItemSchema>;

/** Price in reais as the menu shows it: 'R$ 32,50'. */
export function formatReais(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
}

/** A price as the admin form shows it: '32,50'. */
export function priceInput(value: number | null): string {
  return value === null ? '' : value.toFixed(2).replace('.', ',');
}

// ---------------------------------------------------------------------------------------------
// Admin: the events centre (qr_centro_eventos and qr_centro_eventos_photos)
// ---------------------------------------------------------------------------------------------

export const EVENT_CAPACITY_MAX = 99_999;
export const EVENT_PHOTOS_MAX = 24;
const mediaIdSchema = z.uuid(v('qr.media'));

/** A space of the events centre: its capacity, and its layouts and equipment as one feature per line. */
export const eventSpaceSchema = z.object({
  title: text(admin('events.fields.title'), 120, true),
  subtitle: text(admin('events.fields.subtitle'), 160, false),
  description: text(admin('events.fields.description'), 2000, false),
  /** People, as typed; blank: not shown. */
  capacity: z
    .string()
    .trim()
    .refine((c) => c === '' || (/^\d{1,5}$/.test(c) && Number(c) > 0), v('qr.capacity', { max: String(EVENT_CAPACITY_MAX) }))
    .transform((c) => (c === '' ? null : Number(c))),
  features: featuresSchema,
  /** Media library id of the space's photo, or blank. */
  mediaId: z.union([z.literal(''), mediaIdSchema]),
});
export type EventSpaceInput = z.input<typeof eventSpaceSchema>;
export type EventSpaceValues = z.output<typeof eventSpaceSchema>;

/** The photos of /centro-eventos in their order, each with an optional caption; an image twice counts once. */
export const eventPhotosSchema = z.object({
  photos: z
    .array(z.object({ mediaId: mediaIdSchema, caption: text(admin('events.photos.caption'), 160, false) }))
    .max(EVENT_PHOTOS_MAX, v('qr.photos', { max: String(EVENT_PHOTOS_MAX) }))
    .transform((photos) => photos.filter((p, i) => photos.findIndex((q) => q.mediaId === p.mediaId) === i)),
});
export type EventPhotosValues = z.output<typeof eventPhotosSchema>;


// ---------------------------------------------------------------------------------------------
// Guest forms: the review (/avaliacao-qr) and the quote request (/centro-eventos)
// ---------------------------------------------------------------------------------------------

/** Honeypot: hidden from people, filled by bots; the server pretends success when it is filled. */
const honeypot = z.string().max(0, v('contact.honeypot')).optional();

export const REVIEW_FIELDS = ['rating', 'name', 'city', 'comment', 'stayMonth'] as const;

export const qrReviewSchema = z.object({
  rating: z.coerce.number({ error: v('qr.rating') }).int(v('qr.rating')).min(1, v('qr.rating')).max(5, v('qr.rating')),
  name: text(guest('review.name'), 80, true),
  city: text(guest('review.city'), 80, false),
  comment: text(guest('review.comment'), 1000, true),
  /** 'YYYY-MM' (an <input type="month">) or blank. */
  stayMonth: z
    .string()
    .trim()
    .refine((m) => m === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(m), v('qr.stayMonth')),
  website: honeypot,
});
export type QrReviewInput = z.input<typeof qrReviewSchema>;

export const QUOTE_FIELDS = ['name', 'email', 'phone', 'eventDate', 'guests', 'message'] as const;

export const quoteSchema = z.object({
  name: text(guest('quote.name'), 120, true),
  email: text(guest('quote.email'), 254, true).pipe(z.email(v('emailInvalid'))),
  phone: text(guest('quote.phone'), 20, true),
  /** 'YYYY-MM-DD' or blank. */
  eventDate: z
    .string()
    .trim()
    .refine((d) => d === '' || /^\d{4}-\d{2}-\d{2}$/.test(d), v('qr.eventDate')),
  guests: z
    .string()
    .trim()
    .refine((g) => g === '' || (/^\d{1,4}$/.test(g) && Number(g) > 0), v('qr.guests')),
  message: text(guest('quote.message'), 2000, true),
  website: honeypot,
});
export type QuoteInput = z.input<typeof quoteSchema>;


export type GuestForm = 'review' | 'quote';

/**
 * A guest form's errors by field as the browser checks it before sending (the server parses the same
 * schema again): empty when valid. The honeypot is left to the server, which answers a bot with success.
 */
export function guestFormErrors(form: GuestForm, input: Record<string, unknown>): Record<string, string> {
  const parsed = (form === 'review' ? qrReviewSchema : quoteSchema).safeParse({ ...input, website: undefined });
  if (parsed.success) return {};
  return fieldErrors(parsed.error, form === 'review' ? REVIEW_FIELDS : QUOTE_FIELDS) as Record<string, string>;
}

/** A guest form's answer: success with its toast, or the first error and each field's. */
export type QrFormResult = { ok: true; title: string; message: string } | { ok: false; title: string; message: string; errors?: Record<string, string> };

/**
 * The room a printed code names, for the room-service message of /whatsapp-qr: the code's label
 * (staff wrote it: 'Quarto 12', 'Apto 3', 'Suíte 101') when it carries a number, else null
 * ('Recepção', 'Restaurante' name no room).
 */
export function roomFromLabel(label: string): string | null {
  const room = label.trim();
  return /\d/.test(room) ? room : null;
}

/** One phone extension of /ramais, from a line 'Recepção: 9' of the staff's list. */
export function parseExtension(line: string): { name: string; number: string } | null {
  const i = line.lastIndexOf(':');
  if (i <= 0) return null;
  const name = line.slice(0, i).trim();
  const number = line.slice(i + 1).trim();
  return name && /^[\d*#+ ()-]{1,20}$/.test(number) ? { name, number } : null;
}
