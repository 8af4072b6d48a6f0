import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar } from '../helpers/auth';
import { context, day, insertRoomType, request } from '../helpers/guest-requests';
import * as s from '@/server/db/schema';
import { parseEmv } from '@/lib/pix-br-code';
import type { PixSettings } from '@/lib/pix-settings';
import messages from '@/messages/pt-BR.json';

// The PIX deposit on the 24 h hold (issue 18): the amount fixed on the reservation at booking when
// PIX is on (and only then), shown to the guest until the staff mark it received; the settings and
// the mark as staff actions that refuse bad input and change nothing. PGlite and PostgreSQL.

const state = vi.hoisted(() => {
  process.env.STAFF_EMAILS = 'equipe@hotel.example';
  process.env.AUTH_PROVIDER = 'local';
  return { database: null as null | { db: unknown }, sessionToken: null as string | null, invalidated: [] as string[][] };
});

vi.mock('@/server/db', () => ({
  getDb: async () => state.database!.db,
  getDatabase: async () => state.database,
}));
vi.mock('@/server/auth/request-context', () => ({
  requestCookies: async () => memoryCookieJar(state.sessionToken ? { hotel_session: state.sessionToken } : {}),
  requestMeta: async () => ({ ip: '203.0.113.80', userAgent: 'vitest' }),
}));
vi.mock('@/server/email/after-response', () => ({ dispatchEmailsAfterResponse: () => {} }));
vi.mock('@/server/cache', () => ({
  CACHE_TAGS: [],
  invalidate: () => {},
  invalidateFromAction: (...tags: string[]) => state.invalidated.push(tags),
  publicRead:
    <T,>(_key: string, _tags: string[], read: () => Promise<T>, fallback: (err: unknown) => T | Promise<T>) =>
    async () => {
      try {
        return await read();
      } catch (err) {
        return fallback(err);
      }
    },
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {}, unstable_cache: <F,>(read: F) => read }));

const { createReservation } = await import('@/server/reservations');
const { confirmReservation, markDepositPaid } = await import('@/server/reservations/desk');
const { reservationsCsv } = await import('@/server/reservations/csv');
const { deskDashboard } = await import('@/server/reservations/dashboard');
const { listGuestReservations } = await import('@/server/guest-panel');
const { readPixSettings } = await import('@/server/pix');
const { savePixSettings } = await import('@/server/actions/admin-content');
const { markDepositPaidAction } = await import('@/server/actions/admin-reservations');
const { DESK_RESULTS } = await import('@/lib/admin-desk');
const { PIX_QR_CID } = await import('@/server/reservations/emails');

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  state.database = database;
  const { signUp } = await import('@/server/auth/users');
  const { createSession } = await import('@/server/auth/sessions');
  const staff = await signUp(db, { email: 'gerente.pix@example.com', password: 'senha-do-gerente', fullName: 'Gerente' });
  if (!staff.ok) throw new Error('staff not created');
  await db.update(s.profiles).set({ role: 'admin' }).where(sql`${s.profiles.userId} = ${staff.user.id}`);
  state.sessionToken = (await createSession(db, staff.user.id)).token;
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => {
  state.invalidated = [];
});

const PIX: PixSettings = { key: 'reservas@hotelaguaboa.com.br', name: 'Hotel Água Boa', city: 'Água Boa', depositKind: 'percent', depositPercent: 30 };
const deskCtx = { hotel: context().hotel, showPrices: true, siteUrl: 'https://hotel.example', emailsGoOut: true };
const rowOf = async (id: string) => (await db.select().from(s.reservations).where(eq(s.reservations.id, id)))[0]!;
const guestMail = async (id: string) => (await db.select().from(s.emailOutbox).where(sql`${s.emailOutbox.reservationId} = ${id} and ${s.emailOutbox.kind} = 'reservation_guest'`))[0]!;

async function book(pix: PixSettings | null, basePrice = 205, nights = 3) {
  const room = await insertRoomType(db, { availableCount: 2, basePrice });
  const body = request(room.id, { checkIn: day(20), checkOut: day(20 + nights) });
  const outcome = await createReservation(db, body, context({ pix }));
  if (!outcome.result.ok) throw new Error(`booking refused: ${outcome.result.message}`);
  return { room, body, result: outcome.result, row: await rowOf(outcome.result.reservation.id) };
}

describe('booking with PIX on', () => {
  it('stores the deposit (30 % of 3 × R$ 205 = R$ 184,50) and answers with its BR Code for exactly that amount, the reservation as txid', async () => {
    const { result, row } = await book(PIX);
    expect(row.depositAmount).toBe(184.5);
    expect(row.depositPaidAt).toBeNull();
    const fields = parseEmv(result.pix!.payload)!;
    expect(fields.find((f) => f.id === '54')?.value).toBe('184.50');
    expect(fields.find((f) => f.id === '26')?.value).toBe('0014br.gov.bcb.pix0128reservas@hotelaguaboa.com.br');
    expect(fields.find((f) => f.id === '59')?.value).toBe('Hotel Agua Boa');
    expect(fields.find((f) => f.id === '62')?.value).toBe(`0525${row.id.replace(/-/g, '').slice(0, 25)}`);
    expect(result.pix!.qr.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });

  it("puts the QR code (inline PNG) and the copia e cola in the guest's e-mail", async () => {
    const { result, row } = await book(PIX);
    const mail = await guestMail(row.id);
    expect(mail.textBody).toContain(result.pix!.payload);
    expect(mail.textBody).toContain('Sinal por PIX: R$\u00a0184,50');
    expect(mail.htmlBody).toContain(`<img src="cid:${PIX_QR_CID}"`);
    const png = mail.attachments.find((a) => a.contentId === PIX_QR_CID);
    expect(png?.contentType).toBe('image/png');
    expect(Buffer.from(png!.contentBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const [hotelMail] = await db.select().from(s.emailOutbox).where(sql`${s.emailOutbox.reservationId} = ${row.id} and ${s.emailOutbox.kind} = 'reservation_hotel'`);
    expect(hotelMail!.textBody).toContain('Sinal PIX (a receber): R$\u00a0184,50');
  });

  it('with the first night as deposit: one night’s price', async () => {
    const { row } = await book({ ...PIX, depositKind: 'first_night' }, 310.5, 4);
    expect(row.totalPrice).toBe(1242);
    expect(row.depositAmount).toBe(310.5);
  });

  it('keeps the deposit when the price changes later', async () => {
    const { room, row } = await book(PIX);
    await db.update(s.roomTypes).set({ basePrice: 999 }).where(eq(s.roomTypes.id, room.id));
    expect((await rowOf(row.id)).depositAmount).toBe(184.5);
  });
});

describe('booking with PIX off', () => {
  it('stores no deposit, answers without a code, and the e-mail has no QR code', async () => {
    const { result, row } = await book(null);
    expect(row.depositAmount).toBeNull();
    expect(result.pix).toBeUndefined();
    const mail = await guestMail(row.id);
    expect(mail.textBody).not.toContain('PIX');
    const [hotelMail] = await db.select().from(s.emailOutbox).where(sql`${s.emailOutbox.reservationId} = ${row.id} and ${s.emailOutbox.kind} = 'reservation_hotel'`);
    expect(hotelMail!.textBody).not.toContain('PIX');
    expect(mail.attachments.map((a) => a.contentType)).toEqual([expect.stringContaining('text/calendar')]);
  });
});

describe('the deposit received', () => {
  it('marked once, then the request is confirmed; the guest panel stops showing the code', async () => {
    const { row, body } = await book(PIX);
    const [user] = await db.select().from(s.users).where(eq(s.users.email, body.email as string));
    const guest = { id: user!.id, email: user!.email, fullName: null, emailVerifiedAt: null };
    const panel = () => listGuestReservations(db, guest, { timeZone: 'America/Cuiaba', showPrices: true, pix: PIX });

    const [before] = await panel();
    expect(before!.pix?.amount).toBe(184.5);
    expect(before!.depositPaid).toBe(false);
    expect((await deskDashboard(db, day(0))).pending.find((r) => r.id === row.id)?.depositPaidAt).toBeNull();

    const marked = await markDepositPaid(db, row.id);
    expect(marked.result).toEqual({ ok: true, message: DESK_RESULTS.depositMarked });
    const paidAt = (await rowOf(row.id)).depositPaidAt;
    expect(paidAt).toBeInstanceOf(Date);
    const again = await markDepositPaid(db, row.id);
    expect(again.result).toMatchObject({ ok: false, code: 'deposit_already_paid' });
    expect((await rowOf(row.id)).depositPaidAt).toEqual(paidAt);

    const [after] = await panel();
    expect(after!.pix).toBeNull();
    expect(after!.depositPaid).toBe(true);

    expect((await confirmReservation(db, row.id, deskCtx)).result.ok).toBe(true);
    expect((await rowOf(row.id)).status).toBe('confirmed');
    // The confirmation tells the guest the deposit arrived.
    const [confirmation] = await db.select().from(s.emailOutbox).where(sql`${s.emailOutbox.reservationId} = ${row.id} and ${s.emailOutbox.kind} = 'reservation_confirmed'`);
    expect(confirmation!.textBody).toMatch(/Sinal PIX recebido: R\$\s184,50/);
    // The desk's CSV export: the deposit and when it arrived.
    const csv = await reservationsCsv(db, { page: 1 }, messages.adminDesk.csv, 'America/Cuiaba');
    const line = csv.split('\r\n').find((l) => l.startsWith(row.id))!;
    expect(line).toMatch(/;615,00;184,50;\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2};/);
  });

  it('is refused for a reservation without deposit, a cancelled one, and an unknown id', async () => {
    const { row: plain } = await book(null);
    expect((await markDepositPaid(db, plain.id)).result).toMatchObject({ ok: false, code: 'no_deposit', message: DESK_RESULTS.noDeposit });
    const { row: cancelled } = await book(PIX);
    await db.update(s.reservations).set({ status: 'cancelled', cancellationReason: 'Teste', cancelledAt: new Date() }).where(eq(s.reservations.id, cancelled.id));
    expect((await markDepositPaid(db, cancelled.id)).result).toMatchObject({ ok: false, code: 'already_cancelled' });
    expect((await rowOf(cancelled.id)).depositPaidAt).toBeNull();
    expect((await markDepositPaid(db, '00000000-0000-4000-8000-000000000000')).result).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('the database refuses a payment date without a deposit', async () => {
    const { row } = await book(null);
    await expect(db.update(s.reservations).set({ depositPaidAt: new Date() }).where(eq(s.reservations.id, row.id))).rejects.toThrow();
  });
});

describe('the staff actions', () => {
  const valid = { enabled: 'true', key: '+55 (66) 99999-9999', name: 'Hotel Água Boa', city: 'Água Boa', deposit_kind: 'percent', deposit_percent: '25' };
  const stored = async () => (await db.select().from(s.siteContent).where(eq(s.siteContent.section, 'pix-settings'))).length;

  it('savePixSettings refuses a bad key or percentage with a Portuguese message and stores nothing', async () => {
    await db.delete(s.siteContent).where(eq(s.siteContent.section, 'pix-settings'));
    expect(await savePixSettings({ ...valid, key: '123' })).toMatchObject({ ok: false, errors: { key: expect.stringContaining('Chave PIX inválida') } });
    expect(await savePixSettings({ ...valid, deposit_percent: '150' })).toMatchObject({ ok: false, errors: { deposit_percent: 'A porcentagem deve ser um número inteiro de 1 a 100.' } });
    expect(await savePixSettings({ ...valid, enabled: 'sim' })).toMatchObject({ ok: false });
    expect(await savePixSettings('nada')).toMatchObject({ ok: false });
    expect(await stored()).toBe(0);
    expect(await readPixSettings(db)).toBeNull();
    expect(state.invalidated).toEqual([]);
  });

  it('savePixSettings stores the settings, the key normalised, and expires the site content', async () => {
    expect(await savePixSettings(valid)).toEqual({ ok: true });
    expect(await readPixSettings(db)).toEqual({ key: '+5566999999999', name: 'Hotel Água Boa', city: 'Água Boa', depositKind: 'percent', depositPercent: 25 });
    expect(state.invalidated).toEqual([['site-content']]);
    expect(await savePixSettings({ ...valid, enabled: 'false' })).toEqual({ ok: true });
    expect(await readPixSettings(db)).toBeNull();
  });

  it('markDepositPaidAction refuses a bad id and changes nothing; a good one marks the deposit', async () => {
    const { row } = await book(PIX);
    for (const bad of [{ id: 'x' }, {}, null, 'id', { id: `${row.id}'--` }]) {
      expect(await markDepositPaidAction(bad)).toMatchObject({ ok: false, message: expect.any(String) });
    }
    expect((await rowOf(row.id)).depositPaidAt).toBeNull();
    const form = new FormData();
    form.set('id', row.id);
    expect(await markDepositPaidAction(form)).toEqual({ ok: true, message: DESK_RESULTS.depositMarked });
    expect((await rowOf(row.id)).depositPaidAt).toBeInstanceOf(Date);
  });
});
