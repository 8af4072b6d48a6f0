import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createTestDatabase, databaseSnapshot, type TestDatabase } from '../helpers/db';
import { memoryCookieJar } from '../helpers/auth';
import { context, insertRoomType, request as reservationRequest } from '../helpers/guest-requests';
import { createReservation } from '@/server/reservations';
import { sendContactMessage } from '@/server/contact';

// Property-based fuzzing of every server action and of the domain functions behind the JSON API
// with malformed, oversized and hostile input (control characters, huge strings, wrong types,
// prototype keys): none throws, none stores anything, every answer is a Portuguese message.
// A failure prints fast-check's seed: FUZZ_SEED=<seed> reruns the same inputs.

const state = vi.hoisted(() => {
  process.env.AUTH_PROVIDER = 'local';
  process.env.STAFF_EMAILS = 'equipe@hotel.example';
  return { database: null as null | { db: unknown }, sessionToken: null as string | null };
});

vi.mock('@/server/db', () => ({
  getDb: async () => state.database!.db,
  getDatabase: async () => state.database,
}));
vi.mock('@/server/auth/request-context', () => ({
  requestCookies: async () => memoryCookieJar(state.sessionToken ? { hotel_session: state.sessionToken } : {}),
  requestMeta: async () => ({ ip: '203.0.113.90', userAgent: 'vitest' }),
  dispatchEmailsAfterResponse: () => {},
}));
vi.mock('@/server/cache', () => ({
  CACHE_TAGS: [],
  publicRead: (_key: string, _tags: string[], _read: unknown, fallback: () => unknown) => async () => fallback(),
  invalidate: () => {},
  invalidateFromAction: () => {},
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.91', 'user-agent': 'vitest' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }),
}));
vi.mock('next/server', () => ({ after: () => {} }));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {}, unstable_cache: (read: unknown) => read }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = (await import('@/messages/pt-BR.json')).default;
  return { getTranslations: async (namespace: string) => createTranslator({ locale: 'pt-BR', messages, namespace: namespace as 'auth' }) };
});

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Runs per property; FUZZ_RUNS=500 for a longer search. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const params = { numRuns: RUNS, seed: SEED, endOnFailure: true };

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f'];
/**
 * A string that no text field accepts: it holds a control character (NUL first of all) between two
 * letters, so that trimming cannot take it away (a vertical tab at an end is whitespace to trim()).
 */
const controlString = fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 })).map(([a, c, b]) => `${a}x${c}x${b}`);
/** Over every field's limit (the largest is 20 000 characters). */
const hugeString = fc.constantFrom('a'.repeat(100_000), 'é'.repeat(30_000), '\u0000'.repeat(25_000), '😀'.repeat(25_000));
const prototypeKeys = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__":{"isStaff":true,"ok":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  Object.create(null),
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
);
/** A value no field accepts. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  controlString,
  hugeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt().map(String).map((s) => `${s}n\u0000`),
  // Never empty: an empty list is a valid value of a list field (no photos).
  fc.array(fc.anything({ maxDepth: 2 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 4 }),
  prototypeKeys,
);
/** A whole argument: hostile, or anything at all with prototype keys in its objects. */
const hostileArgument: fc.Arbitrary<unknown> = fc.oneof(hostileValue, fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }));
/** A valid form with one field replaced by a hostile value (never the field's own valid value, e.g. a new item's id: null). */
const oneFieldHostile = (valid: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid)), hostileValue)
    .filter(([key, value]) => !Object.is(valid[key], value))
    .map(([key, value]) => ({ ...valid, [key]: value }));

const PORTUGUESE = /[ãõçáéíóúâêôà]|\b(de|do|da|não|ou|um|uma|deve|para|com|em|os|as)\b/i;
const ENGLISH = /\b(the|invalid|expected|received|must|error|failed|cannot|unexpected|input|too (big|small))\b/i;

/** The message of an answer: Portuguese, non-empty, no English leftovers. */
function expectPortuguese(message: unknown, where: string) {
  expect(typeof message, where).toBe('string');
  expect(message as string, where).toMatch(PORTUGUESE);
  expect(message as string, where).not.toMatch(ENGLISH);
}

/** The text an action's answer shows: its message, else its title (a toast with a title only). */
const shown = (result: { message?: unknown; title?: unknown }) => result.message ?? result.title;

let database: TestDatabase;
let db: TestDatabase['db'];
let roomTypeId: string;
/** The database after the setup: the domain properties compare with it. */
let snapshot: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  state.database = database;
  roomTypeId = (await insertRoomType(db, { availableCount: 5 })).id;
  // A signed-in staff member: every action gets past its permission check to the input.
  const { signUp } = await import('@/server/auth/users');
  const { createSession } = await import('@/server/auth/sessions');
  const { upsertAdminProfile } = await import('@/server/auth/staff');
  const created = await signUp(db, { email: 'equipe@hotel.example', password: 'senha-segura-1', fullName: 'Equipe' });
  if (!created.ok) throw new Error('staff account not created');
  await upsertAdminProfile(db, created.user);
  state.sessionToken = (await createSession(db, created.user.id)).token;
  snapshot = await databaseSnapshot(db);
});
afterAll(async () => {
  await database.close();
});

/** Asserts that `call` never throws, changes nothing and answers { ok: false, Portuguese message }. */
async function refusesWithoutStoring(call: () => Promise<unknown>, where: string, { mayPretendSuccess = false, isRead = false } = {}) {
  const before = await databaseSnapshot(db);
  const result = (await call()) as { ok: boolean; message?: unknown; title?: unknown };
  if (!mayPretendSuccess && !isRead) expect(result.ok, where).toBe(false);
  // A read's answer is its data; a refusal still speaks Portuguese.
  if (!(isRead && result.ok)) expectPortuguese(shown(result), where);
  expect(await databaseSnapshot(db), where).toEqual(before);
}

describe('domain functions of the JSON API', () => {
  it('createReservation refuses hostile input without storing it', async () => {
    const valid = reservationRequest(roomTypeId);
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileArgument, oneFieldHostile(valid)), async (input) => {
        const { result } = await createReservation(db, input, context());
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.code).toBe('validation');
        expectPortuguese(result.message, 'createReservation');
        for (const message of Object.values((!result.ok && result.errors) || {})) expectPortuguese(message, 'createReservation field');
        expect(await databaseSnapshot(db)).toEqual(snapshot);
      }),
      params,
    );
  });

  it('sendContactMessage refuses hostile input without storing it (the honeypot pretends success)', async () => {
    const valid = { name: 'Carla', email: 'carla@example.com', phone: '(66) 99999-0001', message: 'Olá', website: '' };
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileArgument, oneFieldHostile(valid)), async (input) => {
        const { result } = await sendContactMessage(db, input, { ip: '203.0.113.92', hotel: { name: 'Hotel Água Boa', email: 'reservas@hotel.example' }, rateLimits: false });
        expectPortuguese(result.message, 'sendContactMessage');
        expect(await databaseSnapshot(db)).toEqual(snapshot);
      }),
      params,
    );
  });
});

type Action = (...args: unknown[]) => Promise<unknown>;

/** Valid values of the forms whose actions take objects (and the reservation request): each run breaks one field. */
const FORMS: Record<string, Record<string, unknown>> = {
  sendContactAction: { name: 'Carla', email: 'carla@example.com', phone: '(66) 99999-0001', message: 'Olá', website: '' },
  updateProfileAction: { fullName: 'Lia', phone: '66999887766', cpf: '529.982.247-25', birthDate: '15/03/1985', address: 'Rua C, 3', city: 'Água Boa', state: 'MT', cep: '', emergencyContactName: '', emergencyContactPhone: '' },
  signUpAction: { fullName: 'Novo Hóspede', email: 'novo.fuzz@example.com', password: 'senha-segura-1', confirmPassword: 'senha-segura-1' },
  saveEventSpaceAction: { id: null, title: 'Salão', subtitle: '', description: '', capacity: '100', features: 'Auditório', mediaId: '' },
  saveEventPhotosAction: { photos: [] },
  savePixSettings: { enabled: 'true', key: 'reservas@hotel.example', name: 'Hotel Água Boa', city: 'Água Boa', deposit_kind: 'percent', deposit_percent: '30' },
  markDepositPaidAction: { id: '00000000-0000-4000-8000-000000000000' },
  addIcalFeedAction: { roomTypeId: '00000000-0000-4000-8000-000000000000', label: 'Airbnb', url: 'https://www.airbnb.com.br/calendar/ical/123.ics?s=abc' },
  saveHotelInfoAction: { total_rooms: '66', children_age_policy: '12', minor_policy: 'Menores acompanhados.', phone_primary: '(66) 3468-0000', phone_whatsapp: '', email_contact: 'a@b.co', address: 'Rua', maps_url: '' },
};
/** Public forms with a honeypot: a bot's input gets the success answer (and nothing is stored). */
const HONEYPOT_ACTIONS = new Set(['sendContactAction', 'postContactFormAction', 'sendQrReviewAction', 'requestEventQuoteAction']);
// Actions that change data without input, or end the session the others run with.
const WITHOUT_INPUT = new Set([
  'repairAction',
  'signOutAction',
  'markAllNotificationsReadAction',
  'registerLocalAction',
  'loadCarouselAction',
  'importSampleCarouselAction',
  'forceLocalCarouselAction',
]);
// Searches: any text is a search, answered with a (maybe empty) list; they must still store nothing.
const READS = new Set(['pickerMediaAction']);
// Sign-in and recovery record the attempt (rate limits) when the address is well-formed: their
// hostile input never is, so nothing is recorded either.
const ACTION_FILES = [
  '@/server/actions/guest-requests',
  '@/server/actions/auth',
  '@/server/actions/guest-panel',
  '@/server/actions/admin-reservations',
  '@/server/actions/admin-content',
  '@/server/actions/admin-emails',
  '@/server/actions/admin-videos',
  '@/server/actions/admin-reviews',
  '@/server/actions/admin-hotel-info',
  '@/server/actions/admin-notifications',
  '@/server/actions/admin-media',
  '@/server/actions/qr',
  '@/server/actions/admin-qr',
  '@/server/actions/admin-carousel',
  '@/server/actions/admin-rooms',
  '@/server/actions/admin-services',
  '@/server/actions/admin-diagnostics',
  '@/server/actions/admin-calendars',
];

const hostileFormData = fc
  .dictionary(fc.constantFrom('id', 'expectedStatus', 'reason', 'to'), fc.oneof(controlString, hugeString), { maxKeys: 4 })
  .map((fields) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return form;
  });
const actionArgument = fc.oneof(hostileArgument, hostileFormData);

const modules = await Promise.all(ACTION_FILES.map((file) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>));
const ACTIONS = modules.flatMap((m, i) =>
  Object.entries(m)
    .filter(([name, value]) => typeof value === 'function' && !WITHOUT_INPUT.has(name))
    .map(([name, value]) => [`${ACTION_FILES[i]!.slice(2)} ${name}`, name, value as Action] as const),
);

describe('server actions', () => {
  it('are all found', () => {
    expect(ACTIONS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ACTIONS)('%s refuses hostile arguments: no throw, nothing stored, a Portuguese message', async (where, name, action) => {
    const form = name === 'createReservationAction' ? reservationRequest(roomTypeId) : FORMS[name];
    const args = fc.oneof(fc.array(actionArgument, { minLength: 1, maxLength: 3 }), ...(form ? [oneFieldHostile(form).map((values) => [values, null])] : []));
    await fc.assert(
      fc.asyncProperty(args, async (argv) => {
        await refusesWithoutStoring(() => action(...argv), where, { mayPretendSuccess: HONEYPOT_ACTIONS.has(name), isRead: READS.has(name) });
      }),
      { ...params, numRuns: Math.ceil(RUNS * 0.4) },
    );
  });
});
