import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { count, day, insertRoomType, TZ } from '../helpers/guest-requests';
import { emailOutbox, guests, notifications, reservations, sessions, users, type NewReservationRow } from '@/server/db/schema';
import { signUp } from '@/server/auth/users';
import { EXPIRY_REASON } from '@/server/reservations';
import { createSession, getSessionUser } from '@/server/auth/sessions';
import type { AuthUser } from '@/server/auth/types';
import {
  ANONYMISED,
  cancelGuestReservation,
  deleteGuestAccount,
  exportGuestData,
  GUEST_CANCELLATION_REASON,
  listGuestReservations,
  type PanelContext,
} from '@/server/guest-panel';
import { getGuestProfile, saveGuestProfile } from '@/server/guests';
import { addDays } from '@/lib/dates';
import { createGuestProfileSchema, GUEST_PROFILE_FIELDS, RESERVATION_MESSAGES } from '@/lib/reservation-schema';
import { fieldErrors } from '@/lib/form-errors';

let database: TestDatabase;
let db: TestDatabase['db'];
let roomTypeId: string;

const HOTEL = { name: 'Hotel Água Boa', email: 'reservas@hotel.example' };
const ctx = (overrides: Partial<PanelContext> = {}): PanelContext => ({ hotel: HOTEL, timeZone: TZ, showPrices: true, ...overrides });

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  roomTypeId = (await insertRoomType(db, { name: 'Luxo Casal', availableCount: 5, basePrice: 300 })).id;
});
afterAll(async () => {
  await database.close();
});

let userCounter = 0;
async function newUser(options: { verified?: boolean } = {}): Promise<AuthUser> {
  userCounter++;
  const result = await signUp(db, { email: `painel${userCounter}.${Date.now()}@example.com`, password: 'senha-segura-1', fullName: `Hóspede ${userCounter}` });
  if (!result.ok) throw new Error('user not created');
  if (!options.verified) return result.user;
  const verifiedAt = new Date();
  await db.update(users).set({ emailVerifiedAt: verifiedAt }).where(eq(users.id, result.user.id));
  return { ...result.user, emailVerifiedAt: verifiedAt };
}

let minutes = 0;
async function insertReservation(user: AuthUser | null, values: Partial<NewReservationRow> & { email?: string } = {}) {
  const checkIn = values.checkInDate ?? day(20);
  const checkOut = values.checkOutDate ?? addDays(checkIn, 3);
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  minutes++;
  const [row] = await db
    .insert(reservations)
    .values({
      guestUserId: user?.id ?? null,
      guestName: 'Maria da Silva',
      guestEmail: values.email ?? user?.email ?? 'ninguem@example.com',
      guestPhone: '(66) 99999-1234',
      guestCpf: '529.982.247-25',
      guestBirthDate: '1990-08-15',
      guestAddress: 'Rua das Flores, 100',
      guestCity: 'Água Boa',
      guestState: 'MT',
      guestCep: '78635-000',
      emergencyContactName: 'João',
      emergencyContactPhone: '(66) 98888-0000',
      specialRequests: 'Andar alto',
      roomType: 'Luxo Casal',
      roomTypeId,
      nights,
      totalPrice: nights * 300,
      status: 'pending',
      // Distinct creation times, in insertion order.
      createdAt: new Date(Date.now() - 3_600_000 + minutes * 60_000),
      ...values,
      checkInDate: checkIn,
      checkOutDate: checkOut,
    })
    .returning();
  return row!;
}

const rowOf = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

describe('listGuestReservations', () => {
  it('lists the user’s own reservations newest first, never another user’s', async () => {
    const ana = await newUser();
    const bruno = await newUser();
    const older = await insertReservation(ana, { status: 'confirmed' });
    const newer = await insertReservation(ana);
    const cancelled = await insertReservation(ana, { status: 'cancelled' });
    const brunos = await insertReservation(bruno);
    // Booked with Ana's address but by nobody signed in: not hers while her address is unverified.
    await insertReservation(null, { email: ana.email.toUpperCase() });

    const list = await listGuestReservations(db, ana, ctx());
    expect(list.map((r) => r.id)).toEqual([cancelled.id, newer.id, older.id]);
    expect(list[1]).toMatchObject({ roomType: 'Luxo Casal', status: 'pending', nights: 3, totalPrice: 900, cancellable: true, checkIn: day(20), checkOut: day(23) });
    expect(list[0]!.cancellable).toBe(false);
    expect(new Date(list[0]!.createdAt).getTime()).toBeGreaterThan(new Date(list[1]!.createdAt).getTime());
    expect((await listGuestReservations(db, bruno, ctx())).map((r) => r.id)).toEqual([brunos.id]);
  });

  it('includes reservations booked without an account with the address once it is verified', async () => {
    const carla = await newUser({ verified: true });
    const other = await newUser();
    const unclaimed = await insertReservation(null, { email: carla.email.toUpperCase() });
    // Someone else's account holds this one, even if the address is Carla's.
    await insertReservation(other, { email: carla.email });
    expect((await listGuestReservations(db, carla, ctx())).map((r) => r.id)).toEqual([unclaimed.id]);
  });

  it('hides the total when the hotel hides prices, and says when check-in has come', async () => {
    const dora = await newUser();
    await insertReservation(dora, { checkInDate: day(0), checkOutDate: day(2) });
    const [today] = await listGuestReservations(db, dora, ctx({ showPrices: false }));
    expect(today).toMatchObject({ totalPrice: null, cancellable: false, status: 'pending' });
  });
});

describe('cancelGuestReservation', () => {
  it('cancels a pending and a confirmed reservation before check-in, with the notification and the hotel e-mail', async () => {
    const eva = await newUser();
    const pending = await insertReservation(eva);
    const confirmed = await insertReservation(eva, { status: 'confirmed', confirmedAt: new Date() });
    const before = new Date(Date.now() - 1000);

    const first = await cancelGuestReservation(db, eva, { reservationId: pending.id, reason: '  Mudança de planos  ' }, ctx());
    expect(first).toMatchObject({ ok: true, reservation: { id: pending.id, status: 'cancelled', cancellable: false } });
    const second = await cancelGuestReservation(db, eva, { reservationId: confirmed.id }, ctx());
    expect(second.ok).toBe(true);

    const row = await rowOf(pending.id);
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: `${GUEST_CANCELLATION_REASON}: Mudança de planos`, specialRequests: 'Andar alto' });
    expect(row.updatedAt.getTime()).toBeGreaterThan(before.getTime());
    expect(row.cancelledAt).not.toBeNull();
    expect((await rowOf(confirmed.id)).cancellationReason).toBe(GUEST_CANCELLATION_REASON);

    const [notice] = await db.select().from(notifications).where(eq(notifications.reservationId, pending.id));
    expect(notice).toMatchObject({ type: 'reservation_cancelled', title: 'Reserva cancelada pelo hóspede', isRead: false });
    expect(notice!.message).toContain('Maria da Silva cancelou Luxo Casal');
    expect(notice!.data).toMatchObject({ reservation_id: pending.id, reason: 'Mudança de planos', previous_status: 'pending' });
    expect(notice!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, pending.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reservation_cancelled_hotel', toAddress: HOTEL.email, replyTo: eva.email, status: 'pending' });
    expect(mails[0]!.subject).toContain('Reserva cancelada pelo hóspede');
    expect(mails[0]!.textBody).toContain('Motivo: Mudança de planos');
  });

  it('refuses a cancelled reservation, a check-in today or past, and another user’s, changing nothing', async () => {
    const fabio = await newUser();
    const intruder = await newUser();
    const cancelled = await insertReservation(fabio, { status: 'cancelled', cancellationReason: 'antes' });
    const today = await insertReservation(fabio, { checkInDate: day(0), checkOutDate: day(2), status: 'confirmed' });
    const past = await insertReservation(fabio, { checkInDate: day(-3), checkOutDate: day(-1) });
    const ahead = await insertReservation(fabio);
    const rows = async () => Promise.all([cancelled, today, past, ahead].map((r) => rowOf(r.id)));
    const snapshot = await rows();
    const counts = async () => [await count(db, 'notifications'), await count(db, 'email_outbox')];
    const countsBefore = await counts();

    expect(await cancelGuestReservation(db, fabio, { reservationId: cancelled.id }, ctx())).toEqual({ ok: false, reason: 'already_cancelled' });
    expect(await cancelGuestReservation(db, fabio, { reservationId: today.id }, ctx())).toEqual({ ok: false, reason: 'check_in_passed' });
    expect(await cancelGuestReservation(db, fabio, { reservationId: past.id }, ctx())).toEqual({ ok: false, reason: 'check_in_passed' });
    expect(await cancelGuestReservation(db, intruder, { reservationId: ahead.id }, ctx())).toEqual({ ok: false, reason: 'not_found' });
    expect(await cancelGuestReservation(db, fabio, { reservationId: '00000000-0000-0000-0000-000000000000' }, ctx())).toEqual({ ok: false, reason: 'not_found' });

    expect(await rows()).toEqual(snapshot);
    expect(await counts()).toEqual(countsBefore);
  });

  it('treats a pending hold past its 24 h as already cancelled (expired)', async () => {
    const hugo = await newUser();
    const stale = await insertReservation(hugo, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect(await cancelGuestReservation(db, hugo, { reservationId: stale.id }, ctx())).toEqual({ ok: false, reason: 'already_cancelled' });
    expect(await rowOf(stale.id)).toMatchObject({ status: 'cancelled', cancellationReason: EXPIRY_REASON });
    expect(await count(db, 'notifications', `reservation_id = '${stale.id}'`)).toBe(0);
  });

  it('leaves the reservation as it was when the e-mail cannot be written (one transaction)', async () => {
    const gil = await newUser();
    const r = await insertReservation(gil);
    const before = await rowOf(r.id);
    // A hotel without an address: the outbox insert violates NOT NULL after the update and the notification.
    const broken = ctx({ hotel: { name: 'Hotel', email: null as unknown as string } });
    await expect(cancelGuestReservation(db, gil, { reservationId: r.id }, broken)).rejects.toThrow();
    expect(await rowOf(r.id)).toEqual(before);
    expect(await count(db, 'notifications', `reservation_id = '${r.id}'`)).toBe(0);
    expect(await count(db, 'email_outbox', `reservation_id = '${r.id}'`)).toBe(0);
  });
});

describe('guest profile', () => {
  const valid = {
    fullName: 'Helena Souza',
    phone: '66999887766',
    cpf: '52998224725',
    birthDate: '15031985',
    address: 'Av. Brasil, 10',
    city: 'Água Boa',
    state: 'MT' as const,
    cep: '78635000',
    emergencyContactName: '',
    emergencyContactPhone: '',
  };

  it('validates with the reservation form’s rules and messages', () => {
    const schema = createGuestProfileSchema({ timeZone: TZ });
    const parsed = schema.safeParse({ ...valid, fullName: ' ', phone: '6699', cpf: '111.111.111-11', birthDate: '31/02/1990', cep: '123', state: 'XX' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!, GUEST_PROFILE_FIELDS);
    expect(errors).toEqual({
      fullName: 'Nome completo é obrigatório.',
      phone: RESERVATION_MESSAGES.phoneShort,
      cpf: RESERVATION_MESSAGES.cpf,
      birthDate: RESERVATION_MESSAGES.birthDate,
      state: 'Estado é obrigatório.',
      cep: RESERVATION_MESSAGES.cep,
    });
    // A birth date in the future is refused too.
    expect(schema.safeParse({ ...valid, birthDate: '01/01/2999' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, birthDate: '15/03/1985' }).success).toBe(true);
  });

  it('stores the profile with the masks applied and reads it back as the form shows it', async () => {
    const helena = await newUser();
    expect(await getGuestProfile(db, helena)).toMatchObject({ fullName: helena.fullName, cpf: '' });
    const values = createGuestProfileSchema({ timeZone: TZ }).parse({ ...valid, birthDate: '15/03/1985' });
    await saveGuestProfile(db, helena, values, { timeZone: TZ });
    const [row] = await db.select().from(guests).where(eq(guests.userId, helena.id));
    expect(row).toMatchObject({
      fullName: 'Helena Souza',
      email: helena.email,
      phone: '(66) 99988-7766',
      cpf: '529.982.247-25',
      birthDate: '1985-03-15',
      cep: '78635-000',
      emergencyContactName: null,
    });
    expect(await getGuestProfile(db, helena)).toMatchObject({ birthDate: '15/03/1985', phone: '(66) 99988-7766', state: 'MT' });
    const [account] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, helena.id));
    expect(account!.fullName).toBe('Helena Souza');
    // A second save updates the same row.
    await saveGuestProfile(db, helena, { ...values, city: 'Nova Xavantina' }, { timeZone: TZ });
    expect(await count(db, 'guests', `user_id = '${helena.id}'`)).toBe(1);
  });
});

describe('exportGuestData', () => {
  it('holds the account, the profile and the user’s reservations only', async () => {
    const igor = await newUser();
    const other = await newUser();
    await saveGuestProfile(db, igor, createGuestProfileSchema({ timeZone: TZ }).parse({
      fullName: 'Igor Lima', phone: '66999887766', cpf: '52998224725', birthDate: '01/02/1980', address: 'Rua A, 1', city: 'Água Boa', state: 'MT', cep: '', emergencyContactName: '', emergencyContactPhone: '',
    }), { timeZone: TZ });
    const mine = await insertReservation(igor);
    await insertReservation(other);
    const data = await exportGuestData(db, igor);
    expect(data.account).toMatchObject({ id: igor.id, email: igor.email, full_name: 'Igor Lima' });
    expect(data.profile).toMatchObject({ full_name: 'Igor Lima', cpf: '529.982.247-25', birth_date: '1980-02-01', cep: null });
    expect(data.reservations).toHaveLength(1);
    expect(data.reservations[0]).toMatchObject({ id: mine.id, guest_cpf: '529.982.247-25', status: 'pending', total_price: 900, check_in_date: day(20) });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('deleteGuestAccount', () => {
  it('refuses a wrong confirmation and changes nothing', async () => {
    const julia = await newUser();
    expect(await deleteGuestAccount(db, julia, 'outra@example.com')).toEqual({ ok: false, reason: 'confirmation' });
    expect(await count(db, 'users', `id = '${julia.id}'`)).toBe(1);
  });

  it('anonymises the reservations, keeps them, ends the sessions, deletes the account; the address can sign up again', async () => {
    const kaue = await newUser({ verified: true });
    const bystander = await newUser();
    await saveGuestProfile(db, kaue, createGuestProfileSchema({ timeZone: TZ }).parse({
      fullName: 'Kauê Rocha', phone: '66999887766', cpf: '52998224725', birthDate: '01/02/1980', address: 'Rua B, 2', city: 'Água Boa', state: 'MT', cep: '', emergencyContactName: '', emergencyContactPhone: '',
    }), { timeZone: TZ });
    const session = await createSession(db, kaue.id);
    const booked = await insertReservation(kaue, { guestName: 'Kauê Rocha' });
    const unclaimed = await insertReservation(null, { email: kaue.email, guestName: 'Kauê Rocha' });
    const theirs = await insertReservation(bystander);
    await cancelGuestReservation(db, kaue, { reservationId: booked.id, reason: 'Doença na família' }, ctx());
    // The hotel's e-mail went out; one to the guest is still queued.
    await db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.reservationId, booked.id));
    await db.insert(emailOutbox).values({ kind: 'reservation_guest', toAddress: kaue.email, subject: 'Pedido', textBody: 'Olá Kauê', reservationId: unclaimed.id });

    const outcome = await deleteGuestAccount(db, kaue, `  ${kaue.email.toUpperCase()} `);
    expect(outcome).toEqual({ ok: true, anonymisedReservations: 2 });

    for (const id of [booked.id, unclaimed.id]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({
        guestUserId: null,
        guestName: ANONYMISED.name,
        guestEmail: ANONYMISED.email,
        guestPhone: '',
        guestCpf: null,
        guestBirthDate: null,
        guestAddress: null,
        guestCity: null,
        guestState: null,
        guestCep: null,
        emergencyContactName: null,
        emergencyContactPhone: null,
        specialRequests: null,
        roomType: 'Luxo Casal',
      });
    }
    expect(await rowOf(booked.id)).toMatchObject({ status: 'cancelled', cancellationReason: GUEST_CANCELLATION_REASON });
    expect(await rowOf(theirs.id)).toMatchObject({ guestUserId: bystander.id, guestName: 'Maria da Silva' });

    const [notice] = await db.select().from(notifications).where(eq(notifications.reservationId, booked.id));
    expect(notice!.message).not.toContain('Kauê');
    expect(notice!.data).not.toHaveProperty('guest_name');
    expect(notice!.data).not.toHaveProperty('guest_email');
    expect(notice!.data).not.toHaveProperty('reason');
    expect(notice!.data).toMatchObject({ reservation_id: booked.id, room_type: 'Luxo Casal' });
    expect(await count(db, 'email_outbox', `lower(to_address) = lower('${kaue.email}') or reservation_id = '${booked.id}'`)).toBe(0);

    expect(await count(db, 'users', `id = '${kaue.id}'`)).toBe(0);
    expect(await count(db, 'guests', `user_id = '${kaue.id}'`)).toBe(0);
    expect(await count(db, 'profiles', `user_id = '${kaue.id}'`)).toBe(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, kaue.id))).toEqual([]);
    expect(await getSessionUser(db, session.token)).toBeNull();
    expect(await count(db, 'reservations', `lower(guest_email) = lower('${kaue.email}')`)).toBe(0);

    const again = await signUp(db, { email: kaue.email, password: 'outra-senha-1', fullName: 'Kauê de novo' });
    expect(again.ok).toBe(true);
    if (again.ok) expect(await listGuestReservations(db, again.user, ctx())).toEqual([]);
  });
});
