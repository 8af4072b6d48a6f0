import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { context, day, insertRoomType, request, TZ } from '../helpers/guest-requests';
import { icalFeeds, reservations } from '@/server/db/schema';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { createReservation } from '@/server/reservations';
import { confirmReservation } from '@/server/reservations/desk';
import {
  addIcalFeed,
  exportCalendar,
  feedBlocks,
  listRoomCalendars,
  regenerateExportSecret,
  removeIcalFeed,
  syncAllFeeds,
  syncIcalFeed,
  syncRoomTypeFeeds,
  type SyncOptions,
} from '@/server/calendars';
import { blockedNights } from '@/server/calendars/parse';

// The OTAs' calendars against the real availability query and booking transaction, on PGlite and
// PostgreSQL, fed by a real loopback HTTP server.

let database: TestDatabase;
let db: TestDatabase['db'];

/** What the loopback server answers per path: a status and a body, or silence. */
const answers = new Map<string, { status: number; body: string } | 'hang'>();
let server: http.Server;
let base: string;

const compact = (date: string) => date.replaceAll('-', '');
/** An all-day Booking.com-style calendar of the given stays ([check-in, check-out) as days from today). */
function calendar(stays: [number, number, string?][]) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//h//EN',
    ...stays.flatMap(([from, to, uid]) => [
      'BEGIN:VEVENT',
      `UID:${uid ?? `${from}-${to}`}@booking.com`,
      'DTSTAMP:20261124T000000Z',
      `DTSTART;VALUE=DATE:${compact(day(from))}`,
      `DTEND;VALUE=DATE:${compact(day(to))}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Fast retries: two attempts, no wait. */
const options: SyncOptions = { timeZone: TZ, attemptMs: 2_000, deadlineMs: 5_000, retry: { policy: { maxAttempts: 2 }, sleep: async () => {} } };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (answer === 'hang') return;
    if (!answer) return void res.writeHead(404).end('not found');
    res.writeHead(answer.status, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const free = async (roomTypeId: string, from: number, to: number) => (await freeApartmentsByRoomType(db, day(from), day(to), roomTypeId))[0]!.free;

async function feedFor(roomTypeId: string, path: string, label = 'Booking.com') {
  const added = await addIcalFeed(db, { roomTypeId, label, url: `${base}${path}` });
  if (!added.ok) throw new Error(added.reason);
  return added.id;
}

describe('imported OTA calendars', () => {
  it('take an apartment in the availability query, and the booking transaction refuses the nights they fill', async () => {
    const room = await insertRoomType(db, { availableCount: 2 });
    answers.set('/one.ics', { status: 200, body: calendar([[10, 13]]) });
    answers.set('/two.ics', { status: 200, body: calendar([[11, 12]]) });
    const one = await feedFor(room.id, '/one.ics');
    const two = await feedFor(room.id, '/two.ics', 'Airbnb');

    expect(await syncRoomTypeFeeds(db, room.id, options)).toEqual({ synced: 2, failed: 0, changed: true });
    expect(await feedBlocks(db, [one, two])).toEqual([
      { feedId: one, uid: '10-13@booking.com', start: day(10), end: day(13), summary: 'CLOSED - Not available' },
      { feedId: two, uid: '11-12@booking.com', start: day(11), end: day(12), summary: 'CLOSED - Not available' },
    ]);
    expect(await free(room.id, 10, 11)).toBe(1);
    expect(await free(room.id, 11, 12)).toBe(0);
    expect(await free(room.id, 10, 12)).toBe(0);
    expect(await free(room.id, 13, 15)).toBe(2);

    // Night 11 is full: refused. Night 10 has one apartment left: booked, then full.
    expect((await createReservation(db, request(room.id, { checkIn: day(11), checkOut: day(12) }), context())).result).toMatchObject({ ok: false, code: 'unavailable' });
    expect((await createReservation(db, request(room.id, { checkIn: day(10), checkOut: day(11) }), context())).result).toMatchObject({ ok: true });
    expect((await createReservation(db, request(room.id, { checkIn: day(10), checkOut: day(11) }), context())).result).toMatchObject({ ok: false, code: 'unavailable' });
    expect(await count(room.id)).toBe(1);

    // A second sync with the same calendars changes nothing.
    expect(await syncRoomTypeFeeds(db, room.id, options)).toEqual({ synced: 2, failed: 0, changed: false });
  });

  it('a feed that fails (HTTP 500, garbage, silence, too large) keeps its last good import and records why; a good one replaces the blocks', async () => {
    const room = await insertRoomType(db, { availableCount: 1 });
    answers.set('/flaky.ics', { status: 200, body: calendar([[20, 22, 'first']]) });
    const feed = await feedFor(room.id, '/flaky.ics');
    expect(await syncIcalFeed(db, feed, options)).toEqual({ ok: true, blocks: 1, changed: true });
    const [good] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feed));
    expect(good!.lastSyncedAt).not.toBeNull();
    expect(good!.lastError).toBeNull();
    expect(await free(room.id, 20, 22)).toBe(0);

    const failures: [{ status: number; body: string } | 'hang', string, Partial<SyncOptions>?][] = [
      [{ status: 500, body: 'Internal Server Error' }, 'O endereço respondeu com o código HTTP 500.'],
      [{ status: 200, body: '<!doctype html><title>Login</title>' }, 'A resposta não é um calendário iCal (.ics).'],
      [{ status: 200, body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:garbage\r\n' }, 'Calendário iCal ilegível'],
      ['hang', 'O endereço não respondeu em 1 segundo.', { attemptMs: 300 }],
      [{ status: 200, body: calendar(Array.from({ length: 50 }, (_, i) => [30 + i, 31 + i] as [number, number])) }, 'O calendário passa do limite de 1 kB.', { maxBytes: 1000 }],
    ];
    for (const [answer, message, extra] of failures) {
      answers.set('/flaky.ics', answer);
      const outcome = await syncIcalFeed(db, feed, { ...options, ...extra });
      expect(outcome).toMatchObject({ ok: false });
      if (message.endsWith('.')) expect((outcome as { error: string }).error).toBe(message);
      else expect((outcome as { error: string }).error).toMatch(new RegExp(`^${message}: .+`));
      const [row] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feed));
      expect(row!.lastError).toBe((outcome as { error: string }).error);
      expect(row!.lastSyncedAt).toEqual(good!.lastSyncedAt);
      expect(row!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(good!.lastAttemptAt!.getTime());
      expect(await feedBlocks(db, [feed])).toMatchObject([{ uid: 'first@booking.com', start: day(20), end: day(22) }]);
      expect(await free(room.id, 20, 22)).toBe(0);
    }

    // The listing shows the error and the blocks of the last good import.
    const listed = (await listRoomCalendars(db)).find((c) => c.roomTypeId === room.id)!;
    expect(listed.feeds).toMatchObject([{ id: feed, label: 'Booking.com', blocks: 1, lastError: expect.stringMatching(/passa do limite/) }]);

    answers.set('/flaky.ics', { status: 200, body: calendar([[24, 25, 'second']]) });
    expect(await syncIcalFeed(db, feed, options)).toEqual({ ok: true, blocks: 1, changed: true });
    expect(await feedBlocks(db, [feed])).toMatchObject([{ uid: 'second@booking.com', start: day(24), end: day(25) }]);
    expect(await free(room.id, 20, 22)).toBe(1);
    expect(await free(room.id, 24, 25)).toBe(0);
    const [after] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feed));
    expect(after!.lastError).toBeNull();
    expect(after!.lastSyncedAt!.getTime()).toBeGreaterThan(good!.lastSyncedAt!.getTime());

    // An HTTP 503 then a good answer: the retry policy gets the calendar.
    let calls = 0;
    answers.set('/flaky.ics', { status: 200, body: calendar([[26, 27, 'third']]) });
    const flaky = http.createServer((_req, res) => {
      calls++;
      if (calls === 1) return void res.writeHead(503).end();
      res.writeHead(200).end(calendar([[26, 27, 'third']]));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    await db.update(icalFeeds).set({ url: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/x.ics` }).where(eq(icalFeeds.id, feed));
    expect(await syncIcalFeed(db, feed, options)).toEqual({ ok: true, blocks: 1, changed: true });
    expect(calls).toBe(2);
    await new Promise((resolve) => flaky.close(resolve));

    // Removing the feed frees its nights.
    expect(await removeIcalFeed(db, feed)).toEqual({ ok: true, blocks: 1 });
    expect(await free(room.id, 26, 27)).toBe(1);
    expect(await removeIcalFeed(db, feed)).toEqual({ ok: false, blocks: 0 });
  });

  it("the desk's confirmation counts them too: a request whose nights an OTA sold since cannot be confirmed", async () => {
    const room = await insertRoomType(db, { availableCount: 1 });
    const booked = await createReservation(db, request(room.id, { checkIn: day(50), checkOut: day(52) }), context());
    if (!booked.result.ok) throw new Error('not booked');
    answers.set('/sold.ics', { status: 200, body: calendar([[51, 53]]) });
    await syncIcalFeed(db, await feedFor(room.id, '/sold.ics'), options);
    const ctx = { hotel: context().hotel, showPrices: true, siteUrl: 'https://hotel.example', emailsGoOut: true };
    const refused = (await confirmReservation(db, booked.result.reservation.id, ctx)).result;
    expect(refused).toMatchObject({ ok: false, code: 'overbooked' });
    // The refusal names the imported calendars: no other reservation of the site holds those nights.
    expect(refused.message).toContain('ou os calendários importados dos canais (Booking.com, Airbnb…)');
    const [row] = await db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, booked.result.reservation.id));
    expect(row!.status).toBe('pending');
  });

  it('the cron syncs every feed of the active room types; a feed is added once per room type', async () => {
    const room = await insertRoomType(db, { availableCount: 3 });
    answers.set('/cron.ics', { status: 200, body: calendar([[40, 41]]) });
    const feed = await feedFor(room.id, '/cron.ics');
    expect(await addIcalFeed(db, { roomTypeId: room.id, label: 'Outro', url: `${base}/cron.ics` })).toEqual({ ok: false, reason: 'duplicate' });
    expect(await addIcalFeed(db, { roomTypeId: '00000000-0000-4000-8000-000000000000', label: 'X', url: `${base}/cron.ics` })).toEqual({ ok: false, reason: 'not_found' });
    const summary = await syncAllFeeds(db, options);
    expect(summary.changed).toBe(true);
    expect(await feedBlocks(db, [feed])).toHaveLength(1);
    expect(await free(room.id, 40, 41)).toBe(2);
  });
});

describe('the export feed', () => {
  it('lists the stays holding an apartment, parses with ical.js, and answers only to the current secret', async () => {
    const room = await insertRoomType(db, { name: 'Luxo Casal', availableCount: 3 });
    const booked = await createReservation(db, request(room.id, { checkIn: day(5), checkOut: day(8), fullName: 'Joana Secreta' }), context());
    if (!booked.result.ok) throw new Error('not booked');
    const confirmed = await createReservation(db, request(room.id, { checkIn: day(9), checkOut: day(10) }), context());
    if (!confirmed.result.ok) throw new Error('not booked');
    await db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, confirmed.result.reservation.id));
    const cancelled = await createReservation(db, request(room.id, { checkIn: day(15), checkOut: day(16) }), context());
    if (!cancelled.result.ok) throw new Error('not booked');
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, cancelled.result.reservation.id));

    const listed = (await listRoomCalendars(db)).find((c) => c.roomTypeId === room.id)!;
    const [, , , roomTypeId, file] = listed.exportPath.split('/');
    expect(roomTypeId).toBe(room.id);
    const secret = file!.replace(/\.ics$/, '');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const at = { today: day(0), hotelName: 'Hotel Água Boa' };
    const text = (await exportCalendar(db, room.id, secret, at))!;
    expect(text).not.toContain('Joana');
    expect(text).not.toContain('@example.com');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(
      vevents.map((v) => {
        const e = new ICAL.Event(v);
        return [e.uid, e.startDate.toString(), e.endDate.toString(), e.summary, e.startDate.isDate, v.getFirstPropertyValue('status'), Boolean(v.getFirstPropertyValue('dtstamp'))];
      }),
    ).toEqual([
      [`${booked.result.reservation.id}@ical.hotel-agua-boa`, day(5), day(8), 'Reservado', true, 'TENTATIVE', true],
      [`${confirmed.result.reservation.id}@ical.hotel-agua-boa`, day(9), day(10), 'Reservado', true, 'CONFIRMED', true],
    ]);
    // The same stays with the same UIDs on every fetch; our own feed imported back takes nothing.
    expect((await exportCalendar(db, room.id, secret, at))!.match(/^UID:.*$/gm)).toEqual(text.match(/^UID:.*$/gm));
    expect(blockedNights(text, { timeZone: TZ, today: day(0) })).toEqual([]);

    expect(await exportCalendar(db, room.id, `${secret}x`, at)).toBeNull();
    expect(await exportCalendar(db, room.id, '', at)).toBeNull();
    expect(await exportCalendar(db, '00000000-0000-4000-8000-000000000000', secret, at)).toBeNull();
    expect(await exportCalendar(db, 'not-a-uuid', secret, at)).toBeNull();

    expect(await regenerateExportSecret(db, room.id)).toBe(true);
    expect(await exportCalendar(db, room.id, secret, at)).toBeNull();
    const renewed = (await listRoomCalendars(db)).find((c) => c.roomTypeId === room.id)!.exportPath;
    expect(renewed).not.toBe(listed.exportPath);
    expect(await exportCalendar(db, room.id, renewed.split('/')[4]!.replace(/\.ics$/, ''), at)).toContain('BEGIN:VEVENT');
    expect(await regenerateExportSecret(db, '00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});

async function count(roomTypeId: string) {
  return (await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.roomTypeId, roomTypeId))).length;
}
