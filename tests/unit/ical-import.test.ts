import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockedNights, CalendarParseError } from '@/server/calendars/parse';

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

  it('refuses what is not an iCalendar file', () => {
    expect(() => blockedNights('<!doctype html><html><body>Login</body></html>', at)).toThrow(CalendarParseError);
    expect(() => blockedNights('', at)).toThrow(CalendarParseError);
    expect(() => blockedNights('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026\u0000\r\n', at)).toThrow(CalendarParseError);
  });
});
