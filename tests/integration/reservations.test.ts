import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { context, count, day, insertRoomType, request } from '../helpers/guest-requests';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import { emailOutbox, guests, notifications, reservations, sessions, users } from '@/server/db/schema';
import { createReservation, expirePendingReservations, EXPIRY_REASON } from '@/server/reservations';
import { roomAvailability } from '@/server/availability';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { signUp } from '@/server/auth/users';
import { sessionIdOf } from '@/server/auth/sessions';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const ok = <T extends { result: { ok: boolean } }>(outcome: T) => {
  if (!outcome.result.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.result)}`);
  return outcome.result as Extract<T['result'], { ok: true }>;
};

describe('createReservation', () => {
  it('stores a pending reservation with its account, profile, notification and two e-mails', async () => {
    const room = await insertRoomType(db, { name: 'Standard Casal', availableCount: 5, basePrice: 230 });
    const input = request(room.id, { email: 'Maria.Silva@Example.com', fullName: 'Maria Silva' });
    const outcome = await createReservation(db, input, context());
    const result = ok(outcome);

    expect(result.title).toBe('Reserva realizada com sucesso!');
    expect(result.message).toContain('maria.silva@example.com');
    expect(result.account).toBe('created');
    expect(result.signedInEmail).toBe('maria.silva@example.com');
    expect(result.notice).toBeUndefined();
    expect(result.reservation).toMatchObject({ roomType: 'Standard Casal', nights: 2, totalPrice: 460, status: 'pending' });
    expect(outcome.invalidate).toEqual(['availability']);
    expect(outcome.emailsQueued).toBe(true);

    const [row] = await db.select().from(reservations).where(eq(reservations.id, result.reservation.id));
    expect(row).toMatchObject({
      status: 'pending',
      roomType: 'Standard Casal',
      roomTypeId: room.id,
      guestsCount: 1,
      nights: 2,
      totalPrice: 460,
      guestEmail: 'maria.silva@example.com',
      guestPhone: '(66) 99999-1234',
      guestCpf: '529.982.247-25',
      guestBirthDate: '1990-08-15',
      guestCep: '78635-000',
      guestState: 'MT',
      specialRequests: 'Andar alto, por favor',
      checkInDate: input.checkIn,
      checkOutDate: input.checkOut,
    });

    const [user] = await db.select().from(users).where(eq(users.email, 'maria.silva@example.com'));
    expect(row!.guestUserId).toBe(user!.id);
    expect(outcome.session?.token).toBeTruthy();
    const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionIdOf(outcome.session!.token)));
    expect(session!.userId).toBe(user!.id);
    const [guest] = await db.select().from(guests).where(eq(guests.userId, user!.id));
    expect(guest).toMatchObject({ fullName: 'Maria Silva', cpf: '529.982.247-25', birthDate: '1990-08-15', city: 'Água Boa' });

    const notes = await db.select().from(notifications).where(eq(notifications.reservationId, row!.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.type).toBe('new_reservation');
    expect(notes[0]!.isRead).toBe(false);
    expect(notes[0]!.data).toEqual({
      reservation_id: row!.id,
      guest_name: 'Maria Silva',
      guest_phone: '(66) 99999-1234',
      guest_email: 'maria.silva@example.com',
      check_in: input.checkIn,
      check_out: input.checkOut,
      room_type: 'Standard Casal',
      guests_count: 1,
      total_price: 460,
    });
    const ttl = notes[0]!.expiresAt!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(6.9 * 86_400_000);
    expect(ttl).toBeLessThan(7.1 * 86_400_000);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, row!.id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['reservation_guest', 'reservation_hotel']);
    const hotel = mails.find((m) => m.kind === 'reservation_hotel')!;
    expect(hotel.toAddress).toBe('reservas@hotel.example');
    expect(hotel.replyTo).toBe('maria.silva@example.com');
    for (const text of ['Maria Silva', '(66) 99999-1234', '529.982.247-25', 'Rua das Flores, 100', 'Água Boa', 'MT', 'Standard Casal', 'Andar alto', 'Noites: 2', 'Hóspedes: 1', 'R$']) {
      expect(hotel.textBody).toContain(text);
    }
    const guestMail = mails.find((m) => m.kind === 'reservation_guest')!;
    expect(guestMail.toAddress).toBe('maria.silva@example.com');
    expect(guestMail.status).toBe('pending');
    expect(guestMail.textBody).toContain('aguardando confirmação em até 24 h');
    expect(guestMail.textBody).toContain('https://hotel.example/#policies-title');
    expect(guestMail.attachments).toHaveLength(1);
    const ics = Buffer.from(guestMail.attachments[0]!.contentBase64, 'base64').toString('utf8');
    expect(guestMail.attachments[0]!.filename).toBe('reserva.ics');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${input.checkIn.replaceAll('-', '')}`);
  });

  it('leaves the total out of the e-mails and the result when prices are hidden', async () => {
    const room = await insertRoomType(db, { availableCount: 2, basePrice: 300 });
    const result = ok(await createReservation(db, request(room.id), context({ showPrices: false })));
    expect(result.reservation.totalPrice).toBeNull();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, result.reservation.id));
    for (const m of mails) expect(m.textBody).not.toContain('R$');
    const [row] = await db.select().from(reservations).where(eq(reservations.id, result.reservation.id));
    expect(row!.totalPrice).toBe(600);
  });

  it('refuses an identical request within 5 minutes, and accepts it after', async () => {
    const room = await insertRoomType(db, { availableCount: 5 });
    const input = request(room.id);
    ok(await createReservation(db, input, context()));
    const again = await createReservation(db, { ...input, email: input.email.toUpperCase() }, context());
    expect(again.result).toEqual({ ok: false, code: 'duplicate', title: 'Reserva já existe', message: 'Uma reserva idêntica foi criada recentemente.' });
    expect(await count(db, 'reservations', `room_type_id = '${room.id}'`)).toBe(1);

    // Another guest, or other dates, is not a duplicate.
    ok(await createReservation(db, request(room.id), context()));
    ok(await createReservation(db, { ...input, checkOut: day(13) }, context()));

    await db.execute(sql`update reservations set created_at = now() - interval '6 minutes' where room_type_id = ${room.id}`);
    ok(await createReservation(db, input, context()));
  });

  it('never creates two on a double click', async () => {
    const room = await insertRoomType(db, { availableCount: 5 });
    const input = request(room.id);
    const [a, b] = await Promise.all([createReservation(db, input, context()), createReservation(db, input, context())]);
    expect([a.result.ok, b.result.ok].sort()).toEqual([false, true]);
    expect(await count(db, 'reservations', `room_type_id = '${room.id}'`)).toBe(1);
  });

  it('refuses when no apartment of the type is free', async () => {
    const room = await insertRoomType(db, { availableCount: 1 });
    ok(await createReservation(db, request(room.id), context()));
    const refused = await createReservation(db, request(room.id, { checkIn: day(11), checkOut: day(14) }), context());
    expect(refused.result).toEqual({
      ok: false,
      code: 'unavailable',
      title: 'Apartamento indisponível',
      message: 'Não há apartamentos deste tipo disponíveis para as datas escolhidas.',
    });
    // The night after the first stay is free.
    ok(await createReservation(db, request(room.id, { checkIn: day(12), checkOut: day(13) }), context()));
  });

  it('refuses inactive and unknown room types as unavailable', async () => {
    const room = await insertRoomType(db, { availableCount: 3, isActive: false });
    expect((await createReservation(db, request(room.id), context())).result).toMatchObject({ ok: false, code: 'unavailable' });
    expect((await createReservation(db, request('00000000-0000-4000-8000-000000000000'), context())).result).toMatchObject({ ok: false, code: 'unavailable' });
  });

  it('answers bad input with field errors and writes nothing', async () => {
    const before = await count(db, 'reservations');
    const outcome = await createReservation(db, { roomTypeId: 'x', email: 'nope', checkIn: day(-1) }, context());
    expect(outcome.result).toMatchObject({ ok: false, code: 'validation', title: 'Verifique os dados', message: 'Apartamento é obrigatório.' });
    const errors = (outcome.result as { errors: Record<string, string> }).errors;
    expect(errors.email).toBe('Email inválido.');
    expect(errors.checkIn).toBe('O check-in não pode ser no passado.');
    expect(errors.fullName).toBe('Nome completo é obrigatório.');
    expect(await count(db, 'reservations')).toBe(before);
    for (const bad of [null, 'text', 42, [], { roomTypeId: 1 }]) {
      expect((await createReservation(db, bad, context())).result).toMatchObject({ ok: false, code: 'validation' });
    }
  });
});

describe('the account step', () => {
  it('books a signed-in guest who sends no password with the session: no password check, no new session', async () => {
    const room = await insertRoomType(db, { availableCount: 5 });
    const signed = await signUp(db, { email: 'sessao@example.com', password: 'senha-certa', fullName: 'Sessão' });
    if (!signed.ok) throw new Error('sign-up failed');
    const { password: _p, confirmPassword: _c, ...withoutPassword } = request(room.id, { email: 'sessao@example.com', fullName: 'Sessão Reserva' });
    const outcome = await createReservation(db, withoutPassword, context({ viewer: signed.user }));
    const result = ok(outcome);
    expect(result.account).toBe('session');
    expect(result.signedInEmail).toBe('sessao@example.com');
    expect(result.message).toBe('Reserva feita na sua conta sessao@example.com. Seu pedido foi recebido e aguarda confirmação do hotel em até 24 h.');
    expect(outcome.session).toBeUndefined();
    const [row] = await db.select().from(reservations).where(eq(reservations.id, result.reservation.id));
    expect(row!.guestUserId).toBe(signed.user.id);
    // Nobody signed in: the password is still required.
    const anonymous = await createReservation(db, { ...withoutPassword, checkIn: day(30), checkOut: day(31) }, context());
    expect(anonymous.result).toMatchObject({ ok: false, code: 'validation', errors: { password: 'Senha é obrigatório.' } });
  });

  it('signs in an existing account with the right password', async () => {
    const room = await insertRoomType(db, { availableCount: 5 });
    await signUp(db, { email: 'joao@example.com', password: 'senha-certa', fullName: 'João' });
    const result = ok(await createReservation(db, request(room.id, { email: 'JOAO@example.com', password: 'senha-certa', confirmPassword: 'senha-certa' }), context()));
    expect(result.account).toBe('signed_in');
    expect(result.signedInEmail).toBe('joao@example.com');
    expect(result.message).toContain('joao@example.com');
  });

  it("goes on without login when the password is wrong ('Email já cadastrado')", async () => {
    const room = await insertRoomType(db, { availableCount: 5 });
    await signUp(db, { email: 'ana@example.com', password: 'senha-certa', fullName: 'Ana' });
    const outcome = await createReservation(db, request(room.id, { email: 'ana@example.com', password: 'senha-errada', confirmPassword: 'senha-errada' }), context());
    const result = ok(outcome);
    expect(result.account).toBe('email_taken');
    expect(result.notice?.title).toBe('Email já cadastrado');
    expect(result.signedInEmail).toBeNull();
    expect(outcome.session).toBeUndefined();
    const [row] = await db.select().from(reservations).where(eq(reservations.id, result.reservation.id));
    expect(row!.guestUserId).toBeNull();
  });

  it("goes on without login when the account cannot be created ('Aviso')", async () => {
    const room = await insertRoomType(db, { availableCount: 5 });
    await database.runInTransaction(async (run) => {
      await run.exec(`
        create function test_refuse_user() returns trigger language plpgsql as $$
        begin if new.email like 'refused-%' then raise exception 'sign-up disabled for test'; end if; return new; end $$;
        create trigger test_refuse_user before insert on users for each row execute function test_refuse_user();`);
    });
    try {
      const result = ok(await createReservation(db, request(room.id, { email: 'refused-1@example.com' }), context()));
      expect(result.account).toBe('failed');
      expect(result.notice).toEqual({ title: 'Aviso', message: 'Não foi possível criar a conta agora. Prosseguindo com a reserva sem login.' });
      expect(result.message).toContain('refused-1@example.com');
    } finally {
      await database.runInTransaction(async (run) => run.exec('drop trigger test_refuse_user on users; drop function test_refuse_user();'));
    }
  });

  it('updates the guest profile on the next reservation', async () => {
    const room = await insertRoomType(db, { availableCount: 5 });
    const input = request(room.id, { city: 'Cuiabá' });
    ok(await createReservation(db, input, context()));
    ok(await createReservation(db, { ...input, city: 'Nova Xavantina', checkIn: day(20), checkOut: day(21) }, context()));
    const rows = await db.select().from(guests).where(eq(guests.email, input.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.city).toBe('Nova Xavantina');
  });
});

describe('the rate limit', () => {
  it('refuses the 11th request of a client within 10 minutes', async () => {
    const room = await insertRoomType(db, { availableCount: 50 });
    const ctx = context({ ip: '198.51.100.99', rateLimits: true });
    for (let i = 0; i < 10; i++) ok(await createReservation(db, request(room.id), ctx));
    const limited = await createReservation(db, request(room.id), ctx);
    expect(limited.result).toMatchObject({ ok: false, code: 'rate_limited', title: 'Muitas tentativas' });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    ok(await createReservation(db, request(room.id), context({ ip: '198.51.100.100', rateLimits: true })));
  });
});

describe('availability', () => {
  it('counts per night: stays that only touch do not overlap', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const free = async (from: number, to: number) => (await freeApartmentsByRoomType(db, day(from), day(to), room.id))[0]!.free;
    ok(await createReservation(db, request(room.id, { checkIn: day(30), checkOut: day(32) }), context()));
    ok(await createReservation(db, request(room.id, { checkIn: day(32), checkOut: day(34) }), context()));
    expect(await free(30, 34)).toBe(1);
    expect(await free(29, 30)).toBe(2);
    expect(await free(34, 36)).toBe(2);
    ok(await createReservation(db, request(room.id, { checkIn: day(31), checkOut: day(33) }), context()));
    expect(await free(30, 34)).toBe(0);
    expect(await free(30, 31)).toBe(1);
    expect(await free(33, 34)).toBe(1);
    expect((await createReservation(db, request(room.id, { checkIn: day(30), checkOut: day(34) }), context())).result).toMatchObject({ code: 'unavailable' });
    ok(await createReservation(db, request(room.id, { checkIn: day(33), checkOut: day(35) }), context()));
  });

  it('counts confirmed and fresh pending reservations, not cancelled or expired ones', async () => {
    const room = await insertRoomType(db, { availableCount: 4 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(ok(await createReservation(db, request(room.id, { checkIn: day(40), checkOut: day(41) }), context())).reservation.id);
    const free = async () => (await freeApartmentsByRoomType(db, day(40), day(41), room.id))[0]!.free;
    expect(await free()).toBe(0);
    await db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, ids[0]!));
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, ids[1]!));
    await db.execute(sql`update reservations set created_at = now() - interval '25 hours' where id = ${ids[2]!}`);
    await db.execute(sql`update reservations set created_at = now() - interval '25 hours', status = 'confirmed' where id = ${ids[3]!}`);
    expect(await free()).toBe(2);
  });

  it('lists the active types with name and price, prices hidden on request', async () => {
    const room = await insertRoomType(db, { name: 'Suíte Teste', availableCount: 3, basePrice: 440 });
    await insertRoomType(db, { name: 'Inativo', availableCount: 3, isActive: false });
    const shown = await roomAvailability(db, day(50), day(52), true);
    expect(shown.rooms.find((r) => r.roomTypeId === room.id)).toEqual({ roomTypeId: room.id, name: 'Suíte Teste', available: 3, basePrice: 440 });
    expect(shown.rooms.some((r) => r.name === 'Inativo')).toBe(false);
    const hidden = await roomAvailability(db, day(50), day(52), false);
    expect(hidden.rooms.every((r) => r.basePrice === null)).toBe(true);
  });
});

describe('the 24 h hold', () => {
  it('cancels pending reservations older than 24 h with the reason, and nothing else', async () => {
    const room = await insertRoomType(db, { availableCount: 10 });
    const make = async (extra: Record<string, unknown> = {}) =>
      ok(await createReservation(db, request(room.id, { checkIn: day(60), checkOut: day(61), ...extra }), context())).reservation.id;
    const old = await make();
    const oldNoRequests = await make({ specialRequests: '' });
    const fresh = await make();
    const confirmed = await make();
    await db.execute(sql`update reservations set created_at = now() - interval '24 hours 1 minute', updated_at = now() - interval '1 day' where id in (${old}, ${oldNoRequests}, ${confirmed})`);
    await db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, confirmed));
    await db.execute(sql`update reservations set created_at = now() - interval '23 hours' where id = ${fresh}`);
    await db.execute(sql`update reservations set created_at = now() - interval '24 hours 1 minute' where status = 'pending' and room_type_id <> ${room.id}`);
    // Other pending reservations of this file (older tests) may expire too: only look at ours.
    const expired = await expirePendingReservations(db);
    expect(expired).toBeGreaterThanOrEqual(2);

    const rows = await db.select().from(reservations).where(eq(reservations.roomTypeId, room.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old)).toMatchObject({ status: 'cancelled', specialRequests: `Andar alto, por favor\n${EXPIRY_REASON}` });
    expect(byId.get(oldNoRequests)).toMatchObject({ status: 'cancelled', specialRequests: EXPIRY_REASON });
    expect(Date.now() - byId.get(old)!.updatedAt.getTime()).toBeLessThan(60_000);
    expect(byId.get(fresh)!.status).toBe('pending');
    expect(byId.get(confirmed)!.status).toBe('confirmed');
    expect(EXPIRY_REASON).toBe('Cancelada automaticamente por expiração (24h)');

    expect(await expirePendingReservations(db)).toBe(0);
  });

  it('runs before a booking, which then reports the availability tag', async () => {
    const room = await insertRoomType(db, { availableCount: 1 });
    const first = ok(await createReservation(db, request(room.id, { checkIn: day(70), checkOut: day(71) }), context())).reservation.id;
    await db.execute(sql`update reservations set created_at = now() - interval '25 hours' where id = ${first}`);
    ok(await createReservation(db, request(room.id, { checkIn: day(70), checkOut: day(71) }), context()));
    const [row] = await db.select().from(reservations).where(eq(reservations.id, first));
    expect(row!.status).toBe('cancelled');
  });
});

describe('notifications', () => {
  it('never holds two new_reservation notifications for one reservation', async () => {
    const room = await insertRoomType(db, { availableCount: 3 });
    const id = ok(await createReservation(db, request(room.id), context())).reservation.id;
    const again = db.insert(notifications).values({ type: 'new_reservation', title: 'x', message: 'x', reservationId: id });
    await expect(again).rejects.toThrow();
    await db.insert(notifications).values({ type: 'new_reservation', title: 'x', message: 'x', reservationId: id }).onConflictDoNothing();
    expect(await count(db, 'notifications', `reservation_id = '${id}' and type = 'new_reservation'`)).toBe(1);
  });

  it('a failing notification does not stop the reservation', async () => {
    const room = await insertRoomType(db, { availableCount: 3 });
    await database.runInTransaction((run) =>
      run.exec(`
        create function test_refuse_notification() returns trigger language plpgsql as $$
        begin raise exception 'notifications down'; end $$;
        create trigger test_refuse_notification before insert on notifications for each row execute function test_refuse_notification();`),
    );
    try {
      const id = ok(await createReservation(db, request(room.id), context())).reservation.id;
      expect(await count(db, 'notifications', `reservation_id = '${id}'`)).toBe(0);
      expect(await count(db, 'email_outbox', `reservation_id = '${id}'`)).toBe(2);
    } finally {
      await database.runInTransaction((run) => run.exec('drop trigger test_refuse_notification on notifications; drop function test_refuse_notification();'));
    }
  });
});

describe('outbox atomicity', () => {
  it('a failed insert in the transaction leaves no reservation, notification or e-mail', async () => {
    const room = await insertRoomType(db, { availableCount: 3 });
    await database.runInTransaction((run) =>
      run.exec(`
        create function test_refuse_guest_mail() returns trigger language plpgsql as $$
        begin if new.kind = 'reservation_guest' then raise exception 'outbox full'; end if; return new; end $$;
        create trigger test_refuse_guest_mail before insert on email_outbox for each row execute function test_refuse_guest_mail();`),
    );
    try {
      const [before] = await queryRows<{ r: number; n: number; e: number }>(
        db,
        sql`select (select count(*) from reservations)::int as r, (select count(*) from notifications)::int as n, (select count(*) from email_outbox)::int as e`,
      );
      const outcome = await createReservation(db, request(room.id), context());
      expect(outcome.result).toEqual({ ok: false, code: 'failed', title: 'Erro na reserva', message: 'Não foi possível criar sua reserva. Tente novamente.' });
      expect(outcome.emailsQueued).toBe(false);
      const [after] = await queryRows<{ r: number; n: number; e: number }>(
        db,
        sql`select (select count(*) from reservations)::int as r, (select count(*) from notifications)::int as n, (select count(*) from email_outbox)::int as e`,
      );
      expect(after).toEqual(before);
    } finally {
      await database.runInTransaction((run) => run.exec('drop trigger test_refuse_guest_mail on email_outbox; drop function test_refuse_guest_mail();'));
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('concurrency (PostgreSQL)', () => {
  let second: Database;
  beforeAll(async () => {
    // A second pool on the same schema: another server process.
    second = await openDatabase(database.options);
  });
  afterAll(async () => {
    await second.close();
  });

  it('50 concurrent requests for 3 free apartments: exactly 3 accepted, the rest refused cleanly', async () => {
    const room = await insertRoomType(db, { availableCount: 3 });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createReservation(i % 2 === 0 ? db : second.db, request(room.id, { checkIn: day(90), checkOut: day(93) }), context({ ip: `10.0.0.${i}` })),
      ),
    );
    const accepted = outcomes.filter((o) => o.result.ok);
    const refused = outcomes.filter((o) => !o.result.ok);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const o of refused) expect(o.result).toMatchObject({ code: 'unavailable', title: 'Apartamento indisponível' });
    expect(await count(db, 'reservations', `room_type_id = '${room.id}'`)).toBe(3);
    expect(await count(db, 'email_outbox', `reservation_id in (select id from reservations where room_type_id = '${room.id}')`)).toBe(6);
    expect((await freeApartmentsByRoomType(db, day(90), day(93), room.id))[0]!.free).toBe(0);
  });
});
