/**
 * The reservation form's one schema (spec §5): react-hook-form's zodResolver uses it in the browser and
 * the server re-parses every request with it. Messages are the spec's, to the letter. Pure: client and server.
 */
import { requiredMessage, tooLongMessage, validation as v, z } from './zod';
import { textsOf } from './messages';
import { isValidCpf } from './cpf';
import { digitsOnly } from './masks';
import { addDays, HOTEL_TIMEZONE_DEFAULT, nightsBetween, todayIn } from './dates';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

export const BRAZIL_STATES = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
] as const;

export type StateCode = (typeof BRAZIL_STATES)[number]['code'];
const STATE_CODES = BRAZIL_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

/** Visible labels of the form's fields; the UI uses the same words. */
export const RESERVATION_LABELS = textsOf('reservation').fields;

export type ReservationField = keyof typeof RESERVATION_LABELS;

/** Maximum lengths (characters) of the free-text fields. */
export const RESERVATION_MAX = {
  fullName: 120,
  email: 254,
  phone: 20,
  address: 200,
  city: 100,
  emergencyContactName: 120,
  specialRequests: 1000,
  password: 128,
} as const;

export const PASSWORD_MIN = 8;
export const PHONE_MIN_DIGITS = 10;

/** Longest stay accepted (bounds the per-night availability query). */
export const MAX_STAY_NIGHTS = 365;
/** Furthest check-in accepted, in days from today (the hotel takes requests up to 2 years ahead). */
export const MAX_DAYS_AHEAD = 730;

export const RESERVATION_MESSAGES = {
  email: v('emailInvalid'),
  birthDate: v('reservation.birthDate'),
  passwordsDiffer: v('reservation.passwordsDiffer'),
  passwordShort: v('reservation.passwordShort', { min: String(PASSWORD_MIN) }),
  passwordLong: v('reservation.passwordLong', { max: String(RESERVATION_MAX.password) }),
  phoneShort: v('reservation.phoneShort', { min: String(PHONE_MIN_DIGITS) }),
  checkOutOrder: v('reservation.checkOutOrder'),
  checkInPast: v('reservation.checkInPast'),
  cpf: v('reservation.cpf'),
  cep: v('reservation.cep'),
  date: v('reservation.date'),
  stayTooLong: v('reservation.stayTooLong', { max: String(MAX_STAY_NIGHTS) }),
  checkInTooFar: v('reservation.checkInTooFar'),
};

/** The last check-in date accepted on `today` ('YYYY-MM-DD'). */
export const lastCheckIn = (today: string) => addDays(today, MAX_DAYS_AHEAD);

export { requiredMessage, tooLongMessage };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'YYYY-MM-DD' when year, month and day form a real calendar date. */
function realDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A 'YYYY-MM-DD' date that exists in the calendar, or null. */
export function parseIsoDate(value: string): string | null {
  const m = ISO_DATE.exec(value.trim());
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/**
 * A birth date typed as dd/mm/yyyy or yyyy-mm-dd, as 'YYYY-MM-DD'; null when it is not a real
 * date, the year is before 1900, or it lies after `today` ('YYYY-MM-DD').
 */
export function parseBirthDate(value: string, today: string): string | null {
  const v = value.trim();
  const br = BR_DATE.exec(v);
  const iso = br ? realDate(Number(br[3]), Number(br[2]), Number(br[1])) : parseIsoDate(v);
  if (!iso || Number(iso.slice(0, 4)) < 1900 || iso > today) return null;
  return iso;
}

function requiredText(field: ReservationField, max?: number) {
  const label = RESERVATION_LABELS[field];
  const base = z.string({ error: requiredMessage(label) }).trim().min(1, requiredMessage(label)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE);
  return max === undefined ? base : base.max(max, tooLongMessage(label, max));
}

function optionalText(field: ReservationField, max: number) {
  return z.string().trim().max(max, tooLongMessage(RESERVATION_LABELS[field], max)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE).optional();
}

/** A format rule that leaves an empty value to the "required" message, so a field shows one message. */
const orEmpty = (rule: (v: string) => boolean) => (v: string) => v === '' || rule(v);

/** A phone the hotel can call back: at least PHONE_MIN_DIGITS digits, whatever the punctuation. */
export const phoneDigits = (value: string) => digitsOnly(value).length >= PHONE_MIN_DIGITS;

export interface ReservationSchemaOptions {
  /** IANA zone of the hotel: "today" for check-in and birth date. */
  timeZone?: string;
  /** The clock (tests). */
  now?: () => Date;
  /**
   * A signed-in guest books with the session: no password nor its confirmation (the form does not
   * show them, and the server drops them).
   */
  signedIn?: boolean;
}

/** The fields a signed-in guest is not asked for. */
export const ACCOUNT_FIELDS = ['password', 'confirmPassword'] as const satisfies readonly ReservationField[];

/** A signed-in guest's password fields: whatever was sent is dropped (never checked, never stored). */
const notAsked = z.string().catch('').transform((): string => '');

function formShape({ timeZone = HOTEL_TIMEZONE_DEFAULT, now = () => new Date(), signedIn = false }: ReservationSchemaOptions) {
  const today = () => todayIn(timeZone, now());
  const stayDate = (field: 'checkIn' | 'checkOut') =>
    requiredText(field).refine(orEmpty((v) => parseIsoDate(v) !== null), RESERVATION_MESSAGES.date);

  return {
    checkIn: stayDate('checkIn')
      .refine((v) => parseIsoDate(v) === null || v >= today(), RESERVATION_MESSAGES.checkInPast)
      .refine((v) => parseIsoDate(v) === null || v <= lastCheckIn(today()), RESERVATION_MESSAGES.checkInTooFar),
    checkOut: stayDate('checkOut'),
    fullName: requiredText('fullName', RESERVATION_MAX.fullName),
    email: requiredText('email', RESERVATION_MAX.email).pipe(z.email(RESERVATION_MESSAGES.email)),
    phone: requiredText('phone', RESERVATION_MAX.phone).refine(orEmpty(phoneDigits), RESERVATION_MESSAGES.phoneShort),
    cpf: requiredText('cpf', 14).refine(orEmpty(isValidCpf), RESERVATION_MESSAGES.cpf),
    birthDate: requiredText('birthDate', 10).refine(orEmpty((v) => parseBirthDate(v, today()) !== null), RESERVATION_MESSAGES.birthDate),
    address: requiredText('address', RESERVATION_MAX.address),
    city: requiredText('city', RESERVATION_MAX.city),
    state: z.enum(STATE_CODES, { error: requiredMessage(RESERVATION_LABELS.state) }),
    cep: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), RESERVATION_MESSAGES.cep)
      .optional(),
    emergencyContactName: optionalText('emergencyContactName', RESERVATION_MAX.emergencyContactName),
    emergencyContactPhone: optionalText('emergencyContactPhone', RESERVATION_MAX.phone).refine(
      (v) => !v || phoneDigits(v),
      RESERVATION_MESSAGES.phoneShort,
    ),
    specialRequests: optionalText('specialRequests', RESERVATION_MAX.specialRequests),
    password: signedIn ? notAsked : z
      .string({ error: requiredMessage(RESERVATION_LABELS.password) })
      .min(1, requiredMessage(RESERVATION_LABELS.password))
      .refine(orEmpty((v) => v.length >= PASSWORD_MIN), RESERVATION_MESSAGES.passwordShort)
      .max(RESERVATION_MAX.password, RESERVATION_MESSAGES.passwordLong),
    confirmPassword: signedIn ? notAsked : z
      .string({ error: requiredMessage(RESERVATION_LABELS.confirmPassword) })
      .min(1, requiredMessage(RESERVATION_LABELS.confirmPassword)),
  };
}

const str = (value: unknown, key: string): string | undefined => {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v.trim() : undefined;
};

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * Cross-field rules. `when: isObject` makes them run even when other fields are invalid, so
 * every error shows at once; they read the raw values defensively for that reason.
 */
function withCrossFieldRules<T extends z.ZodObject>(schema: T) {
  return schema
    .refine(
      (data: unknown) => {
        const checkIn = parseIsoDate(str(data, 'checkIn') ?? '');
        const checkOut = parseIsoDate(str(data, 'checkOut') ?? '');
        return !checkIn || !checkOut || checkOut > checkIn;
      },
      { error: RESERVATION_MESSAGES.checkOutOrder, path: ['checkOut'], when: isObject },
    )
    .refine(
      (data: unknown) => {
        const checkIn = parseIsoDate(str(data, 'checkIn') ?? '');
        const checkOut = parseIsoDate(str(data, 'checkOut') ?? '');
        return !checkIn || !checkOut || nightsBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS;
      },
      { error: RESERVATION_MESSAGES.stayTooLong, path: ['checkOut'], when: isObject },
    )
    .refine(
      (data: unknown) => {
        const confirm = (data as { confirmPassword?: unknown }).confirmPassword;
        return typeof confirm !== 'string' || confirm === '' || confirm === (data as { password?: unknown }).password;
      },
      { error: RESERVATION_MESSAGES.passwordsDiffer, path: ['confirmPassword'], when: isObject },
    );
}

/** Builds the form schema; `reservationFormSchema` below uses the hotel's default zone and the real clock. */
export function createReservationFormSchema(options: ReservationSchemaOptions = {}) {
  return withCrossFieldRules(z.object(formShape(options)));
}

/** The reservation form, as react-hook-form sees it. */
export const reservationFormSchema = createReservationFormSchema();
/** The form of a signed-in guest: no password fields. */
export const signedInReservationFormSchema = createReservationFormSchema({ signedIn: true });

/** The form plus the chosen room type: what the server action and POST /api/reservations take. */
export function createReservationRequestSchema(options: ReservationSchemaOptions = {}) {
  return withCrossFieldRules(
    z.object({ roomTypeId: z.guid({ error: requiredMessage(RESERVATION_LABELS.roomTypeId) }), ...formShape(options) }),
  );
}

export const reservationRequestSchema = createReservationRequestSchema();

/** The guest's own data in the reservation form: the profile of the customer panel (/painel). */
export const GUEST_PROFILE_FIELDS = [
  'fullName',
  'phone',
  'cpf',
  'birthDate',
  'address',
  'city',
  'state',
  'cep',
  'emergencyContactName',
  'emergencyContactPhone',
] as const satisfies readonly ReservationField[];
export type GuestProfileField = (typeof GUEST_PROFILE_FIELDS)[number];

/** The profile form's schema: the reservation form's rules for the same fields (spec §5). */
export function createGuestProfileSchema(options: ReservationSchemaOptions = {}) {
  const shape = formShape(options);
  return z.object(Object.fromEntries(GUEST_PROFILE_FIELDS.map((name) => [name, shape[name]])) as Pick<typeof shape, GuestProfileField>);
}

export const guestProfileSchema = createGuestProfileSchema();
export type GuestProfileValues = z.infer<typeof guestProfileSchema>;

/** The dates of GET /api/availability and the availability action (no "not in the past" rule: it only reads). */
export const stayDatesSchema = withCrossFieldRules(
  z.object({
    checkIn: requiredText('checkIn').refine(orEmpty((v) => parseIsoDate(v) !== null), RESERVATION_MESSAGES.date),
    checkOut: requiredText('checkOut').refine(orEmpty((v) => parseIsoDate(v) !== null), RESERVATION_MESSAGES.date),
  }),
);
export type StayDates = z.infer<typeof stayDatesSchema>;

export type ReservationFormValues = z.infer<typeof reservationFormSchema>;
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;
/** Field errors keyed by field name, first message of each field. */
export type ReservationFieldErrors = Partial<Record<ReservationField, string>>;

/** Empty values for react-hook-form's defaultValues. */
export const EMPTY_RESERVATION_FORM: ReservationFormValues = {
  checkIn: '',
  checkOut: '',
  fullName: '',
  email: '',
  phone: '',
  cpf: '',
  birthDate: '',
  address: '',
  city: '',
  state: '' as StateCode,
  cep: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  specialRequests: '',
  password: '',
  confirmPassword: '',
};

/** The fields in the order the form shows them (the first error is the first in this order). */
export const RESERVATION_FIELDS = Object.keys(RESERVATION_LABELS) as ReservationField[];
