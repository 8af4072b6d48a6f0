/**
 * The reservation desk of the admin (reservations, notifications, e-mails): its constants, the
 * filters of the list, input schemas and the answers of its writes. Pure: client and server.
 */
import { z } from './zod';
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
export const DESK_RESULTS = {
  confirmed: 'Reserva confirmada. O e-mail de confirmação foi enviado ao hóspede.',
  cancelled: 'Reserva cancelada. O hóspede foi avisado por e-mail.',
  notFound: 'Reserva não encontrada. Ela pode ter sido excluída.',
  alreadyConfirmed: 'Esta reserva já está confirmada (por outra pessoa ou em outra aba). Nenhum e-mail foi enviado de novo.',
  alreadyCancelled: 'Esta reserva já está cancelada (por outra pessoa, em outra aba ou por expiração). Nenhum e-mail foi enviado de novo.',
  stale: 'A reserva mudou desde que esta página foi aberta. Atualize a página e tente de novo.',
  expired:
    'O prazo de 24 h deste pedido terminou e ele foi cancelado automaticamente. Não é possível confirmá-lo: peça ao hóspede um novo pedido.',
  overbooked:
    'Não há apartamento livre deste tipo em todas as noites desta estadia: as outras reservas ativas já ocupam todos. Cancele outra reserva ou aumente a disponibilidade antes de confirmar.',
  roomTypeGone: 'O tipo de apartamento desta reserva não está mais ativo. Não é possível confirmá-la.',
  failed: 'Não foi possível salvar. Tente novamente.',
  notificationRead: 'Notificação marcada como lida.',
  notificationsRead: 'Todas as notificações foram marcadas como lidas.',
  notificationNotFound: 'Notificação não encontrada ou expirada.',
  emailNotFound: 'Mensagem não encontrada.',
  emailNotFailed: 'Só mensagens com falha podem ser reenviadas. Esta já está na fila ou foi enviada.',
  emailQueued: 'Nenhum provedor de e-mail está configurado: a mensagem ficou na fila (pendente).',
} as const;

const blankToUndefined = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
};

const isoDate = (message: string) =>
  z.string().refine((v) => parseIsoDate(v) !== null, message);

const FILTER_FIELDS = {
  status: z.enum(RESERVATION_STATUS_VALUES, 'Status inválido.'),
  from: isoDate('Data inicial inválida (use aaaa-mm-dd).'),
  to: isoDate('Data final inválida (use aaaa-mm-dd).'),
  roomType: z.uuid('Tipo de apartamento inválido.'),
  q: z.string().trim().max(SEARCH_MAX, `Busca: máximo de ${SEARCH_MAX} caracteres.`).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  page: z.coerce.number('Página inválida.').int('Página inválida.').min(1, 'Página inválida.').max(100_000, 'Página inválida.'),
};

export interface ReservationFilters {
  status?: DeskReservationStatus;
  /** Check-in on or after this date ('YYYY-MM-DD'). */
  from?: string;
  /** Check-in on or before this date. */
  to?: string;
  roomType?: string;
  /** Part of the guest's name, e-mail or CPF (with or without the mask). */
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
    else errors.push(parsed.error.issues[0]?.message ?? 'Filtro inválido.');
  }
  if (filters.q === '') delete filters.q;
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.push('A data final deve ser igual ou posterior à data inicial.');
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

const id = z.uuid('Identificador inválido.');

export const reservationIdSchema = z.object({ id });

export const cancelReservationSchema = z.object({
  id,
  /** The status the page showed: a stale page is refused instead of cancelling something else. */
  expectedStatus: z.enum(['pending', 'confirmed'], 'Status inválido.'),
  reason: z
    .string('Informe o motivo do cancelamento.')
    .trim()
    .min(CANCEL_REASON_MIN, `Informe o motivo do cancelamento (mínimo de ${CANCEL_REASON_MIN} caracteres).`)
    .max(CANCEL_REASON_MAX, `Motivo: máximo de ${CANCEL_REASON_MAX} caracteres.`)
    .refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
});
export type CancelReservationInput = z.infer<typeof cancelReservationSchema>;

export const notificationIdSchema = z.object({ id });
export const emailIdSchema = z.object({ id });
export const testEmailSchema = z.object({
  to: z.string('Informe o email de destino.').trim().min(1, 'Informe o email de destino.').pipe(z.email('Email inválido.')),
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
  return error.issues[0]?.message ?? 'Dados inválidos.';
}
