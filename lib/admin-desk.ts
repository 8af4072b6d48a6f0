/**
 * The reservation desk of the admin (reservations, notifications, e-mails): its constants, the
 * filters of the list, input schemas and the answers of its writes. Pure: client and server.
 */
import { validation as v, z } from './zod';
import { textsOf } from './messages';
import { parseIsoDate } from './reservation-schema';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

export const RESERVATION_STATUS_VALUES = ['pending', 'confirmed', 'cancelled'] as const;
export type DeskReservationStatus = (typeof RESERVATION_STATUS_VALUES)[number];
export const EMAIL_STATUS_VALUES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeskEmailStatus = (typeof EMAIL_STATUS_VALUES)[number];

export const RESERVATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE = 30;
export const EMAILS_PAGE_SIZE = 25;
/** The CSV export stops here (a small hotel's years of requests fit many times over). */
export const CSV_MAX_ROWS = 10_000;
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;
export const SEARCH_MAX = 100;

/** The answers of the desk's writes (titles of the toasts and their texts). */
export const DESK_RESULTS = textsOf('adminDesk').results;

const blankToUndefined = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
};

const isoDate = (message: string) =>
  z.string().refine((v) => parseIsoDate(v) !== null, message);

const FILTER_FIELDS = {
  status: z.enum(RESERVATION_STATUS_VALUES, v('desk.status')),
  from: isoDate(v('desk.from')),
  to: isoDate(v('desk.to')),
  roomType: z.uuid(v('desk.roomType')),
  q: z.string().trim().max(SEARCH_MAX, v('desk.search', { max: String(SEARCH_MAX) })).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  page: z.coerce.number(v('desk.page')).int(v('desk.page')).min(1, v('desk.page')).max(100_000, v('desk.page')),
};

export interface ReservationFilters {
  status?: DeskReservationStatus;
  /** Check-in on or after this date ('YYYY-MM-DD'). */
  from?: string;
  /** Check-in on or before this date. */
  to?: string;
  roomType?: string;
  /** Part of the guest's name or e-mail (accents and case ignored), or digits of the CPF or phone (with or without the mask). */
  q?: string;
  page: number;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * The list's filters from the address: each bad value is dropped (the list shows without it) and
 * its message returned, so a hand-edited address never fails the page.
 */
export function parseReservationFilters(params: Params): { filters: ReservationFilters; errors: string[] } {
  const get = (key: string) => (params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key]);
  const filters: ReservationFilters = { page: 1 };
  const errors: string[] = [];
  for (const [key, schema] of Object.entries(FILTER_FIELDS)) {
    const raw = blankToUndefined(get(key));
    if (raw === undefined) continue;
    const parsed = (schema as z.ZodType).safeParse(raw);
    if (parsed.success) (filters as unknown as Record<string, unknown>)[key] = parsed.data;
    else errors.push(parsed.error.issues[0]?.message ?? v('desk.filter'));
  }
  if (filters.q === '') delete filters.q;
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.push(v('desk.dateOrder'));
    delete filters.to;
  }
  return { filters, errors };
}

/** The filters as query parameters (links of the pages, the CSV export). */
export function filtersQuery(filters: Partial<ReservationFilters>, overrides: Partial<ReservationFilters> = {}): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'roomType', 'q', 'page'] as const) {
    const value = merged[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

const id = z.uuid(v('desk.id'));

export const reservationIdSchema = z.object({ id });

export const cancelReservationSchema = z.object({
  id,
  /** The status the page showed: a stale page is refused instead of cancelling something else. */
  expectedStatus: z.enum(['pending', 'confirmed'], v('desk.status')),
  reason: z
    .string(v('desk.reasonRequired'))
    .trim()
    .min(CANCEL_REASON_MIN, v('desk.reasonShort', { min: String(CANCEL_REASON_MIN) }))
    .max(CANCEL_REASON_MAX, v('desk.reasonLong', { max: String(CANCEL_REASON_MAX) }))
    .refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
});
export type CancelReservationInput = z.infer<typeof cancelReservationSchema>;

export const notificationIdSchema = z.object({ id });
export const emailIdSchema = z.object({ id });
export const testEmailSchema = z.object({
  to: z.string(v('desk.testEmailTo')).trim().min(1, v('desk.testEmailTo')).pipe(z.email(v('emailInvalid'))),
});

export const emailFiltersSchema = z.object({
  status: z.enum(EMAIL_STATUS_VALUES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** A field of an action's FormData; null when the argument is something else (a hand-made request). */
export function formValue(form: unknown, name: string): FormDataEntryValue | null {
  return form instanceof FormData ? form.get(name) : null;
}

/** The first message of a failed parse. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? v('invalidData');
}
