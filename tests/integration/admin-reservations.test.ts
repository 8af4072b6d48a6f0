import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { context, count, day, insertRoomType, request } from '../helpers/guest-requests';
import { openDatabase, type Database } from '@/server/db/client';
import { emailOutbox, reservations, roomTypes, type ReservationRow } from '@/server/db/schema';
import { createReservation, EXPIRY_REASON } from '@/server/reservations';
import { cancelReservation, confirmReservation, type DeskContext } from '@/server/reservations/desk';
import { getReservationDetail, listReservations } from '@/server/reservations/desk-lists';
import { reservationsCsv, type CsvLabels } from '@/server/reservations/csv';
import { occupancyCalendar } from '@/server/reservations/calendar';
import { deskDashboard } from '@/server/reservations/dashboard';
import { DESK_RESULTS, parseReservationFilters, RESERVATIONS_PAGE_SIZE } from '@/lib/admin-desk';
import { CSV_BOM } from '@/lib/csv';
import { todayIn } from '@/lib/dates';
import messages from '@/messages/pt-BR.json';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const ctx: DeskContext = { hotel: context().hotel, showPrices: true, siteUrl: 'https://hotel.example', emailsGoOut: true };

let seq = 0;
/** A reservation row written directly (the list and CSV tests need many, without the booking's password hashing). */
async function insertReservation(roomType: { id: string; name: string }, values: Partial<typeof reservations.$inferInsert> = {}): Promise<ReservationRow> {
  seq++;
  const checkInDate = values.checkInDate ?? day(30 + seq);
  const checkOutDate = values.checkOutDate ?? addDaysIso(checkInDate, 2);
  const [row] = await db
    .insert(reservations)
    .values({
      guestName: `Hóspede ${seq}`,
      guestEmail: `hospede${seq}@example.com`,
      guestPhone: '(66) 99999-0000',
      guestCpf: '529.982.247-25',
      checkInDate,
      checkOutDate,
      nights: (Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000,
      roomType: roomType.name,
      roomTypeId: roomType.id,
      totalPrice: 410,
      status: 'pending',
      ...values,
    })
    .returning();
  return row!;
}

function addDaysIso(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const mailsOf = (id: string, kind?: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(kind ? sql`${emailOutbox.reservationId} = ${id} and ${emailOutbox.kind} = ${kind}` : eq(emailOutbox.reservationId, id));

const statusOf = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

describe('confirming a request', () => {
  it('confirms a pending request once, with one e-mail to the guest; a second click is refused with no e-mail', async () => {
    const room = await insertRoomType(db, { name: 'Luxo Casal', availableCount: 3, basePrice: 300 });
    const booked = await createReservation(db, request(room.id, { email: 'ana@example.com', fullName: 'Ana Lima' }), context());
    if (!booked.result.ok) throw new Error('booking failed');
    const id = booked.result.reservation.id;

    const first = await confirmReservation(db, id, ctx);
    expect(first.result).toEqual({ ok: true, message: DESK_RESULTS.confirmed });
    expect(first.emailsQueued).toBe(true);
    expect(first.invalidate).toContain('availability');
    const row = await statusOf(id);
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());

    const mails = await mailsOf(id, 'reservation_confirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('ana@example.com');
    expect(mails[0]!.subject).toBe('Reserva confirmada – Hotel Água Boa');
    expect(mails[0]!.textBody).toContain('Sua reserva no Hotel Água Boa está confirmada');
    expect(mails[0]!.textBody).toContain('Luxo Casal');
    expect(Buffer.from(mails[0]!.attachments[0]!.contentBase64, 'base64').toString()).toContain('STATUS:CONFIRMED');

    const again = await confirmReservation(db, id, ctx);
    expect(again.result).toEqual({ ok: false, code: 'already_confirmed', message: DESK_RESULTS.alreadyConfirmed });
    expect(again.emailsQueued).toBe(false);
    expect(await mailsOf(id, 'reservation_confirmed')).toHaveLength(1);
  });

  it('without an e-mail provider the e-mails still wait in the outbox, and the staff are told to call the guest', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const [a, b] = [await insertReservation(room), await insertReservation(room)];
    const offline = { ...ctx, emailsGoOut: false };
    expect((await confirmReservation(db, a.id, offline)).result).toEqual({ ok: true, message: DESK_RESULTS.confirmedNoProvider });
    expect(DESK_RESULTS.confirmedNoProvider).toContain('avise-o por telefone ou WhatsApp');
    expect(await mailsOf(a.id, 'reservation_confirmed')).toHaveLength(1);
    const cancelled = await cancelReservation(db, { id: b.id, expectedStatus: 'pending', reason: 'Sem vaga' }, offline);
    expect(cancelled.result).toEqual({ ok: true, message: DESK_RESULTS.cancelledNoProvider });
    expect(await mailsOf(b.id, 'reservation_cancelled')).toHaveLength(1);
  });

  it('four concurrent confirmations (two connections on PostgreSQL) confirm once and send one e-mail', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const r = await insertReservation(room);
    // On PostgreSQL a second pool is a second "server process"; PGlite serialises in one.
    let other: Database | null = null;
    const second = database.kind === 'postgres' ? (other = await openDatabase(database.options)).db : db;
    try {
      const outcomes = await Promise.all([db, second, db, second].map((conn) => confirmReservation(conn, r.id, ctx)));
      expect(outcomes.filter((o) => o.result.ok)).toHaveLength(1);
      for (const refused of outcomes.filter((o) => !o.result.ok)) expect(refused.result).toMatchObject({ ok: false, code: 'already_confirmed' });
    } finally {
      await other?.close();
    }
    expect(await mailsOf(r.id, 'reservation_confirmed')).toHaveLength(1);
    expect((await statusOf(r.id)).status).toBe('confirmed');
  });

  it('refuses a request past its 24 h hold: the lazy expiry cancels it, no e-mail', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const r = await insertReservation(room, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    const outcome = await confirmReservation(db, r.id, ctx);
    expect(outcome.result).toEqual({ ok: false, code: 'expired', message: DESK_RESULTS.expired });
    const row = await statusOf(r.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancellationReason).toBe(EXPIRY_REASON);
    expect(row.confirmedAt).toBeNull();
    expect(await mailsOf(r.id)).toHaveLength(0);
  });

  it('refuses one whose hold ends while the page is open (the clock passed 24 h, the expiry has not run yet)', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const r = await insertReservation(room, { createdAt: new Date(Date.now() - 23 * 3_600_000) });
    const later = () => new Date(Date.now() + 2 * 3_600_000);
    expect((await confirmReservation(db, r.id, ctx, later)).result).toMatchObject({ ok: false, code: 'expired' });
    expect((await statusOf(r.id)).status).toBe('pending');
  });

  it('refuses to overbook: when the other reservations already hold every apartment on some night of the stay', async () => {
    const room = await insertRoomType(db, { availableCount: 1 });
    const pending = await insertReservation(room, { checkInDate: day(60), checkOutDate: day(63), nights: 3 });
    // Within its hold, the request was counted when booked: confirming it is fine while nothing else overlaps…
    // …but another reservation holding the only apartment on the last night (entered meanwhile, or the
    // count lowered) makes the stay not fit without this one.
    await insertReservation(room, { status: 'confirmed', checkInDate: day(62), checkOutDate: day(64), nights: 2 });
    const outcome = await confirmReservation(db, pending.id, ctx);
    expect(outcome.result).toEqual({ ok: false, code: 'overbooked', message: DESK_RESULTS.overbooked });
    expect((await statusOf(pending.id)).status).toBe('pending');
    expect(await mailsOf(pending.id)).toHaveLength(0);

    // One more apartment of the type: it fits.
    await db.update(roomTypes).set({ availableCount: 2 }).where(eq(roomTypes.id, room.id));
    expect((await confirmReservation(db, pending.id, ctx)).result.ok).toBe(true);
  });

  it('counts only what holds an apartment: cancelled and expired reservations do not block a confirmation', async () => {
    const room = await insertRoomType(db, { availableCount: 1 });
    const pending = await insertReservation(room, { checkInDate: day(70), checkOutDate: day(72), nights: 2 });
    await insertReservation(room, { status: 'cancelled', checkInDate: day(70), checkOutDate: day(72), nights: 2 });
    await insertReservation(room, { checkInDate: day(70), checkOutDate: day(72), nights: 2, createdAt: new Date(Date.now() - 30 * 3_600_000) });
    expect((await confirmReservation(db, pending.id, ctx)).result.ok).toBe(true);
  });

  it('refuses when the apartments of the type were lowered to zero, and for an unknown id', async () => {
    const room = await insertRoomType(db, { availableCount: 1 });
    const r = await insertReservation(room);
    await db.update(roomTypes).set({ availableCount: 0 }).where(eq(roomTypes.id, room.id));
    expect((await confirmReservation(db, r.id, ctx)).result).toMatchObject({ ok: false, code: 'overbooked' });
    expect((await confirmReservation(db, '00000000-0000-0000-0000-000000000000', ctx)).result).toEqual({ ok: false, code: 'not_found', message: DESK_RESULTS.notFound });
  });
});

describe('cancelling a reservation', () => {
  it('cancels with the reason, once, with one e-mail to the guest', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const r = await insertReservation(room, { guestEmail: 'bruno@example.com' });
    const outcome = await cancelReservation(db, { id: r.id, expectedStatus: 'pending', reason: 'Hóspede pediu por telefone' }, ctx);
    expect(outcome.result).toEqual({ ok: true, message: DESK_RESULTS.cancelled });
    const row = await statusOf(r.id);
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'Hóspede pediu por telefone' });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    const mails = await mailsOf(r.id, 'reservation_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('bruno@example.com');
    expect(mails[0]!.textBody).toContain('Motivo: Hóspede pediu por telefone');

    const again = await cancelReservation(db, { id: r.id, expectedStatus: 'pending', reason: 'de novo' }, ctx);
    expect(again.result).toEqual({ ok: false, code: 'already_cancelled', message: DESK_RESULTS.alreadyCancelled });
    expect(await mailsOf(r.id, 'reservation_cancelled')).toHaveLength(1);
    expect((await statusOf(r.id)).cancellationReason).toBe('Hóspede pediu por telefone');
  });

  it('refuses a stale page: the page showed it pending, it has been confirmed since', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const r = await insertReservation(room);
    expect((await confirmReservation(db, r.id, ctx)).result.ok).toBe(true);
    const stale = await cancelReservation(db, { id: r.id, expectedStatus: 'pending', reason: 'Motivo qualquer' }, ctx);
    expect(stale.result).toMatchObject({ ok: false, code: 'already_confirmed' });
    expect((await statusOf(r.id)).status).toBe('confirmed');
    // From the confirmed page it goes through.
    expect((await cancelReservation(db, { id: r.id, expectedStatus: 'confirmed', reason: 'Motivo qualquer' }, ctx)).result.ok).toBe(true);
    expect(await mailsOf(r.id)).toHaveLength(2);
  });

  it('leaves everything as it was when the e-mail cannot be written (one transaction)', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const r = await insertReservation(room);
    await database.runInTransaction((run) =>
      run.exec(`create function test_refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'no mail'; end $$;
                create trigger test_refuse_mail before insert on email_outbox for each row execute function test_refuse_mail();`),
    );
    try {
      const outcome = await cancelReservation(db, { id: r.id, expectedStatus: 'pending', reason: 'Motivo qualquer' }, ctx);
      expect(outcome.result).toEqual({ ok: false, code: 'failed', message: DESK_RESULTS.failed });
      expect((await confirmReservation(db, r.id, ctx)).result).toMatchObject({ ok: false, code: 'failed' });
    } finally {
      await database.runInTransaction((run) => run.exec('drop trigger test_refuse_mail on email_outbox; drop function test_refuse_mail();'));
    }
    expect((await statusOf(r.id)).status).toBe('pending');
  });
});

describe('the list, its filters and the CSV', () => {
  let room: { id: string; name: string };
  let other: { id: string; name: string };
  beforeAll(async () => {
    await db.delete(reservations);
    room = await insertRoomType(db, { name: 'Filtro Standard', availableCount: 50 });
    other = await insertRoomType(db, { name: 'Filtro Luxo', availableCount: 50 });
    // 25 pending of one type, then a few distinct ones.
    for (let i = 0; i < 25; i++) await insertReservation(room, { guestName: `Lote ${i}`, checkInDate: day(100 + i), checkOutDate: day(102 + i), createdAt: new Date(Date.now() - (30 - i) * 60_000) });
    await insertReservation(other, { guestName: 'Carla Souza', guestEmail: 'carla.souza@example.com', guestCpf: '111.444.777-35', status: 'confirmed', checkInDate: day(200), checkOutDate: day(202) });
    await insertReservation(other, {
      guestName: '=HYPERLINK("http://mal.example")',
      guestEmail: 'mal@example.com',
      specialRequests: 'Cama extra; "silêncio"\nde manhã',
      status: 'cancelled',
      cancellationReason: '-desistência',
      checkInDate: day(210),
      checkOutDate: day(212),
    });
  });

  const list = (params: Record<string, string>) => listReservations(db, parseReservationFilters(params).filters);

  it('pages the list, newest request first', async () => {
    const first = await list({});
    expect(first.total).toBe(27);
    expect(first.rows).toHaveLength(RESERVATIONS_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    const created = first.rows.map((r) => r.createdAt.getTime());
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const second = await list({ page: '2' });
    expect(second.rows).toHaveLength(7);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(27);
  });

  it('filters by status, check-in range, room type and text in the name, e-mail or CPF', async () => {
    expect((await list({ status: 'confirmed' })).rows.map((r) => r.guestName)).toEqual(['Carla Souza']);
    expect((await list({ status: 'pending' })).total).toBe(25);
    expect((await list({ roomType: other.id })).total).toBe(2);
    expect((await list({ from: day(100), to: day(104) })).total).toBe(5);
    expect((await list({ from: day(205) })).total).toBe(1);
    expect((await list({ q: 'carla' })).total).toBe(1);
    expect((await list({ q: 'SOUZA@EXAMPLE' })).total).toBe(1);
    expect((await list({ q: '111.444.777' })).total).toBe(1);
    expect((await list({ q: '11144477735' })).total).toBe(1);
    expect((await list({ q: '100%' })).total).toBe(0);
    expect((await list({ q: 'lote 1', status: 'pending', roomType: room.id })).total).toBe(11);
  });

  it('drops a bad filter with a Portuguese message instead of failing', () => {
    const { filters, errors } = parseReservationFilters({ status: 'paid', from: '2026-02-30', roomType: 'x', page: '-1', q: 'ok' });
    expect(filters).toEqual({ page: 1, q: 'ok' });
    expect(errors).toEqual(['Status inválido.', 'Data inicial inválida (use aaaa-mm-dd).', 'Tipo de apartamento inválido.', 'Página inválida.']);
    expect(parseReservationFilters({ from: '2026-05-10', to: '2026-05-01' }).errors).toEqual(['A data final deve ser igual ou posterior à data inicial.']);
  });

  it('exports the filtered list as CSV for Excel: BOM, semicolons, quoting, formulas neutralised', async () => {
    const labels = messages.adminDesk.csv as CsvLabels;
    const csv = await reservationsCsv(db, parseReservationFilters({ roomType: other.id }).filters, labels, 'America/Cuiaba');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(Object.values(labels.columns).join(';'));
    expect(lines[0]).toContain('Hóspede;Email;Telefone;CPF');
    // Carla (confirmed): plain cells, Portuguese status, Brazilian dates and decimals.
    const carla = csv.split('\r\n').find((l) => l.includes('Carla Souza'))!;
    expect(carla).toContain(';Confirmada;Carla Souza;carla.souza@example.com;(66) 99999-0000;111.444.777-35;');
    expect(carla).toContain(`;${day(200).split('-').reverse().join('/')};`);
    // Then the PIX deposit and when it was received: empty without one.
    expect(carla).toContain(';410,00;;;');
    // The hostile row: a formula made inert and quoted, the separator and quotes quoted, the line break kept inside quotes.
    expect(csv).toContain(`;Cancelada;"'=HYPERLINK(""http://mal.example"")";mal@example.com;`);
    expect(csv).toContain(`;"Cama extra; ""silêncio""\nde manhã";'-desistência;`);
    expect(csv).not.toMatch(/;=HYPERLINK/);
    expect(csv.split('\r\n').filter((l) => l !== '')).toHaveLength(3);
  });
});

describe('occupancy', () => {
  it('counts the apartments held per night and room type in the month calendar', async () => {
    const room = await insertRoomType(db, { name: 'Calendário', availableCount: 4 });
    const month = day(400).slice(0, 7);
    const start = `${month}-10`;
    await insertReservation(room, { checkInDate: start, checkOutDate: addDaysIso(start, 3), nights: 3, status: 'confirmed' });
    await insertReservation(room, { checkInDate: addDaysIso(start, 2), checkOutDate: addDaysIso(start, 4), nights: 2 });
    await insertReservation(room, { checkInDate: start, checkOutDate: addDaysIso(start, 2), nights: 2, status: 'cancelled' });
    const calendar = await occupancyCalendar(db, month);
    expect(calendar.nights[0]).toBe(`${month}-01`);
    expect(calendar.nights.every((n) => n.startsWith(month))).toBe(true);
    expect(calendar.roomTypes.find((t) => t.id === room.id)).toMatchObject({ name: 'Calendário', total: 4 });
    const held = (night: string) => calendar.occupied[`${night}|${room.id}`] ?? 0;
    expect([9, 10, 11, 12, 13, 14].map((d) => held(addDaysIso(start, d - 10)))).toEqual([0, 1, 1, 2, 1, 0]);
  });

  it('shows the dashboard: pending within the hold, today’s arrivals and departures, tonight per room type', async () => {
    const today = todayIn('America/Cuiaba');
    const room = await insertRoomType(db, { name: 'Painel Hoje', availableCount: 3 });
    const arriving = await insertReservation(room, { checkInDate: today, checkOutDate: addDaysIso(today, 2), status: 'confirmed', guestName: 'Chega Hoje' });
    const leaving = await insertReservation(room, { checkInDate: addDaysIso(today, -2), checkOutDate: today, status: 'confirmed', guestName: 'Sai Hoje' });
    await insertReservation(room, { checkInDate: today, checkOutDate: addDaysIso(today, 1), status: 'cancelled', guestName: 'Cancelada Hoje' });
    const old = await insertReservation(room, { createdAt: new Date(Date.now() - 26 * 3_600_000) });
    const fresh = await insertReservation(room, { createdAt: new Date(Date.now() - 3_600_000) });

    const dash = await deskDashboard(db, today);
    expect(dash.checkIns.map((r) => r.id)).toContain(arriving.id);
    expect(dash.checkIns.map((r) => r.guestName)).not.toContain('Cancelada Hoje');
    expect(dash.checkOuts.map((r) => r.id)).toContain(leaving.id);
    expect(dash.pending.map((r) => r.id)).toContain(fresh.id);
    expect(dash.pending.map((r) => r.id)).not.toContain(old.id);
    expect(dash.occupancy.find((o) => o.id === room.id)).toEqual({ id: room.id, name: 'Painel Hoje', total: 3, occupied: 1, free: 2 });
  });

  it('shows every field of a reservation with its e-mails', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    const r = await insertReservation(room, { emergencyContactName: 'José', guestCep: '78635-000' });
    await confirmReservation(db, r.id, ctx);
    const detail = await getReservationDetail(db, r.id);
    expect(detail!.reservation).toMatchObject({ id: r.id, emergencyContactName: 'José', guestCep: '78635-000', status: 'confirmed' });
    expect(detail!.emails.map((m) => m.kind)).toEqual(['reservation_confirmed']);
    expect(await getReservationDetail(db, '00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await count(db, 'reservations', `id = '${r.id}'`)).toBe(1);
  });
});

describe('the desk search', () => {
  let room: { id: string; name: string };
  beforeAll(async () => {
    room = await insertRoomType(db, { name: 'Busca Standard', availableCount: 50 });
    await insertReservation(room, { guestName: 'João da Conceição', guestEmail: 'joao.conceicao@example.com', guestPhone: '(66) 98765-4321', guestCpf: '123.456.789-09' });
    await insertReservation(room, { guestName: 'MARIA DA CONCEIÇÃO', guestEmail: 'maria@example.com' });
    await insertReservation(room, { guestName: 'Joao Pereira', guestEmail: 'JOAO.P@EXAMPLE.COM' });
    await insertReservation(room, { guestName: 'Zoë Müller Ñúñez', guestEmail: 'zoe@example.com' });
  });

  const names = async (q: string) =>
    (await listReservations(db, parseReservationFilters({ q, roomType: room.id }).filters)).rows.map((r) => r.guestName).sort();

  it('finds a guest whether or not the accents are typed, in any case', async () => {
    for (const q of ['Joao', 'joão', 'JOÃO', 'JOAO']) expect(await names(q)).toEqual(['Joao Pereira', 'João da Conceição']);
    for (const q of ['Conceicao', 'conceição', 'CONCEIÇÃO', 'çao']) expect(await names(q)).toEqual(['João da Conceição', 'MARIA DA CONCEIÇÃO']);
    expect(await names('zoe muller nunez')).toEqual(['Zoë Müller Ñúñez']);
    expect(await names('joão pereira')).toEqual(['Joao Pereira']);
    expect(await names('João Conceição')).toEqual([]);
  });

  it('still finds by e-mail in any case, by CPF digits, and by the phone digits', async () => {
    expect(await names('joao.p@example')).toEqual(['Joao Pereira']);
    expect(await names('CONCEICAO@')).toEqual(['João da Conceição']);
    expect(await names('123.456.789-09')).toEqual(['João da Conceição']);
    expect(await names('12345678909')).toEqual(['João da Conceição']);
    expect(await names('98765-4321')).toEqual(['João da Conceição']);
    expect(await names('66 98765 4321')).toEqual(['João da Conceição']);
    expect(await names('87654')).toEqual(['João da Conceição']);
  });
});
