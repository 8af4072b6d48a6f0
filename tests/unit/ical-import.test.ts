import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { blockedNights, CalendarParseError } from '@/server/calendars/parse';
import { calendarFile, stayCalendar } from '@/server/email/ics';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures/ical', name), 'utf8');
const at = { timeZone: 'America/Cuiaba', today: '2026-12-01' };
const ranges = (text: string) => blockedNights(text, at).map((b) => [b.start, b.end, b.summary]);

describe('OTA calendar imports (ical.js)', () => {
  it('a Booking.com export: all-day blocks, DTEND the check-out day; past stays dropped', () => {
    expect(ranges(fixture('booking.ics'))).toEqual([
      ['2026-12-10', '2026-12-13', 'CLOSED - Not available'],
      ['2026-12-20', '2026-12-21', 'CLOSED - Not available'],
    ]);
    expect(blockedNights(fixture('booking.ics'), at)[0]!.uid).toBe('7f9c1b0a5e2d4c63b1a2d3e4f5a6b7c8@booking.com');
  });

  it('an Airbnb export: "Reserved" and "Airbnb (Not available)" both take their nights', () => {
    expect(ranges(fixture('airbnb.ics'))).toEqual([
      ['2026-12-05', '2026-12-08', 'Reserved'],
      ['2026-12-24', '2026-12-26', 'Airbnb (Not available)'],
    ]);
  });

  it('time zones, cancelled and free events, an event without DTEND, a recurring event with its exceptions, our own export', () => {
    expect(ranges(fixture('mixed.ics'))).toEqual([
      // TZID=America/Sao_Paulo 14:00 → 11:00.
      ['2027-01-10', '2027-01-12', 'Hóspede Decolar'],
      // 02:30Z on the 15th is the 14th in Cuiabá (UTC−4).
      ['2027-01-14', '2027-01-17', 'Expedia'],
      // A Windows TZID defined by the file's VTIMEZONE.
      ['2027-01-20', '2027-01-22', 'Outlook'],
      ['2027-02-01', '2027-02-02', 'Manutenção'],
      // RRULE weekly ×3: the 1st, the 8th moved to the 9th (RECURRENCE-ID), the 15th excluded (EXDATE).
      ['2027-03-01', '2027-03-02', 'Grupo semanal'],
      ['2027-03-09', '2027-03-10', 'Grupo semanal (remarcado)'],
    ]);
    const uids = blockedNights(fixture('mixed.ics'), at).map((b) => b.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).not.toContain('cancelled@example.com');
  });

  it('a UTC time the same day in Cuiabá stays on that day; an event inside one day takes its night', () => {
    const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:a', 'DTSTART:20261215T150000Z', 'DTEND:20261215T180000Z', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
    expect(ranges(text)).toEqual([['2026-12-15', '2026-12-16', null]]);
  });

  it('an override of one occurrence whose recurring event is not in the file is an event of its own', () => {
    const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:series@example.com', 'RECURRENCE-ID;VALUE=DATE:20261215', 'DTSTART;VALUE=DATE:20261216', 'DTEND;VALUE=DATE:20261218', 'SUMMARY:Remarcada', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
    expect(blockedNights(text, at)).toEqual([{ uid: 'series@example.com#2026-12-15', summary: 'Remarcada', start: '2026-12-16', end: '2026-12-18' }]);
  });

  it('refuses what is not an iCalendar file', () => {
    expect(() => blockedNights('<!doctype html><html><body>Login</body></html>', at)).toThrow(CalendarParseError);
    expect(() => blockedNights('', at)).toThrow(CalendarParseError);
    expect(() => blockedNights('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026\u0000\r\n', at)).toThrow(CalendarParseError);
  });
});

describe('the export writer (server/email/ics.ts)', () => {
  const events = [
    { uid: 'r1@hotel.test', start: '2026-12-10', end: '2026-12-13', summary: 'Reservado', status: 'CONFIRMED' as const, transparency: 'OPAQUE' as const },
    {
      uid: 'r2@hotel.test',
      start: '2026-12-31',
      end: '2027-01-02',
      summary: 'Réveillon; família, "grupo" e um texto bem longo com acentuação para dobrar a linha em 75 octetos\\ok',
      description: 'linha 1\nlinha 2',
      status: 'TENTATIVE' as const,
      transparency: 'OPAQUE' as const,
    },
  ];
  const stamp = new Date('2026-11-24T10:00:00Z');

  it('writes RFC 5545: CRLF, lines folded at 75 octets, escaped text, DTSTAMP, all-day dates', () => {
    const text = calendarFile(events, { stamp, name: 'Hotel - Luxo' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTAMP:20261124T100000Z');
    expect(text).toContain('DTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213');
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:Réveillon\\; família\\, "grupo" e um texto');
    expect(text.replace(/\r\n /g, '')).toContain('DESCRIPTION:linha 1\\nlinha 2');
  });

  it('round-trips through ical.js: dates, UIDs, texts; and imports back as the same nights', () => {
    const text = calendarFile(events, { stamp });
    const parsed = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(parsed.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate, e.summary, e.description ?? null])).toEqual(
      events.map((e) => [e.uid, e.start, e.end, true, e.summary, e.description ?? null]),
    );
    expect(blockedNights(text, at).map((b) => [b.uid, b.start, b.end])).toEqual(events.map((e) => [e.uid, e.start, e.end]));
  });

  it("the guest's stay file keeps the check-out day (DTEND the day after)", () => {
    const text = stayCalendar({ uid: 'x@hotel.test', checkIn: '2026-12-10', checkOut: '2026-12-12', summary: 'Estadia', description: 'Reserva', stamp });
    expect(text).toContain('DTEND;VALUE=DATE:20261213');
    expect(text).toContain('TRANSP:TRANSPARENT');
  });
});
