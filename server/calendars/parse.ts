import 'server-only';
import ICAL from 'ical.js';
import { addDays, todayIn } from '@/lib/dates';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

// The OTAs' iCal feeds (Booking.com, Airbnb, Expedia/Decolar, Google Calendar) read with ical.js,
// Mozilla's maintained RFC 5545 parser, and turned into the nights they take: each event takes one
// apartment of the room type on the nights [start, end) in the hotel's time zone.
//
// - All-day events (VALUE=DATE, what Booking.com and Airbnb publish): DTEND is exclusive, the
//   check-out day; an event without DTEND (or with DTEND ≤ DTSTART) takes its first night.
// - DATE-TIME events: converted to the hotel's time zone (UTC "Z", an IANA TZID such as
//   America/Sao_Paulo, or a TZID defined by the file's VTIMEZONE; a floating time is the hotel's own);
//   the nights are those whose date falls in [start date, end date), at least one.
// - STATUS:CANCELLED and TRANSP:TRANSPARENT (free time, RFC 5545 §3.8.2.7) take nothing.
// - Airbnb's "Airbnb (Not available)" and "Reserved" events, like any other summary, take a night:
//   the summary is kept only to show the staff what was imported.
// - Recurring events (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) are expanded by ical.js up to
//   IMPORT_HORIZON_DAYS ahead, each occurrence a block of its own.
// - Events that end before today are dropped; so are our own exported events (UID …@EXPORT_UID_DOMAIN)
//   when an OTA or a staff member feeds our export back: they would count twice.

/** The domain of our exported UIDs ('<reservation id>@ical.hotel-agua-boa'). */
export const EXPORT_UID_DOMAIN = 'ical.hotel-agua-boa';
/** How far ahead recurring events are expanded. */
export const IMPORT_HORIZON_DAYS = 730;
/** Occurrences of one recurring event at most, and blocks of one feed at most. */
export const IMPORT_LIMITS = { occurrences: 1_000, blocks: 5_000 } as const;

export interface ImportedBlock {
  uid: string;
  summary: string | null;
  /** 'YYYY-MM-DD', the first night. */
  start: string;
  /** 'YYYY-MM-DD', exclusive: the day of leaving. */
  end: string;
}

/** The text is not an iCalendar file (an HTML page, garbage) or ical.js cannot read it. */
export class CalendarParseError extends Error {
  override name = 'CalendarParseError';
  constructor(
    readonly reason: 'not_calendar' | 'unreadable' | 'too_many',
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

const isoDate = (t: Time) => `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

function validZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC (ms). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The instant at which the clocks of `timeZone` read the wall time `wall` (ms, as if UTC). */
function zonedInstant(wall: number, timeZone: string): number {
  let instant = wall - (wallClockMs(wall, timeZone) - wall);
  // Once more across an offset change (DST).
  instant = wall - (wallClockMs(instant, timeZone) - instant);
  return instant;
}

/** The hotel's date of an ICAL.Time: its own date when all-day or floating, else converted. */
function dateIn(time: Time, timeZone: string): string {
  if (time.isDate) return isoDate(time);
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone) return todayIn(timeZone, new Date(wall));
  // ical.js keeps a TZID it has no VTIMEZONE for as `timezone` (undeclared in its types), the zone floating.
  const tzid = (time as Time & { timezone?: string }).timezone ?? (zone && zone !== ICAL.Timezone.localTimezone ? zone.tzid : undefined);
  if (tzid && tzid !== 'floating') {
    if (validZone(tzid)) return todayIn(timeZone, new Date(zonedInstant(wall, tzid)));
    // A TZID the file defines in a VTIMEZONE (Outlook's Windows names): ical.js converts it.
    if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid === tzid) return todayIn(timeZone, new Date(time.toUnixTime() * 1000));
  }
  // Floating time: the hotel's own clock.
  return isoDate(time);
}

function nights(start: Time, end: Time | null, timeZone: string): { start: string; end: string } {
  const first = dateIn(start, timeZone);
  const last = end ? dateIn(end, timeZone) : first;
  return { start: first, end: last > first ? last : addDays(first, 1) };
}

/** Parses the text (BEGIN:VCALENDAR first, a byte-order mark and blank lines allowed before it). */
function calendarOf(text: string): Component {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR\b/i.test(text)) throw new CalendarParseError('not_calendar');
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (err) {
    throw new CalendarParseError('unreadable', err instanceof Error ? err.message : String(err));
  }
  // Several calendars in one file: the first (what every OTA sends is one).
  const root = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal[0] : jcal;
  const component = new ICAL.Component(root as never);
  if (component.name !== 'vcalendar') throw new CalendarParseError('not_calendar');
  return component;
}

/**
 * The nights an OTA feed takes, from `today` on (the hotel's dates). Throws CalendarParseError when the
 * text is not a calendar ical.js can read.
 */
export function blockedNights(text: string, { timeZone, today }: { timeZone: string; today: string }): ImportedBlock[] {
  const calendar = calendarOf(text);
  const vtimezones = calendar.getAllSubcomponents('vtimezone');
  const registered: string[] = [];
  try {
    for (const vtz of vtimezones) {
      const tzid = vtz.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string' && !validZone(tzid) && !ICAL.TimezoneService.has(tzid)) {
        ICAL.TimezoneService.register(vtz);
        registered.push(tzid);
      }
    }
    return readEvents(calendar, timeZone, today);
  } catch (err) {
    if (err instanceof CalendarParseError) throw err;
    throw new CalendarParseError('unreadable', err instanceof Error ? err.message : String(err));
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

function readEvents(calendar: Component, timeZone: string, today: string): ImportedBlock[] {
  const vevents = calendar.getAllSubcomponents('vevent');
  // Overrides of single occurrences (RECURRENCE-ID) go with their recurring event.
  const overrides = new Map<string, Component[]>();
  const masters: Component[] = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty('recurrence-id')) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
    } else {
      masters.push(vevent);
    }
  }
  // An override whose recurring event the file leaves out is an event of its own.
  const masterUids = new Set(masters.map((m) => String(m.getFirstPropertyValue('uid') ?? '')));
  for (const [uid, components] of overrides) {
    if (masterUids.has(uid)) continue;
    masters.push(...components);
    overrides.delete(uid);
  }
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  const blocks: ImportedBlock[] = [];
  const takes = (component: Component) => {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
  };
  const add = (block: ImportedBlock) => {
    if (block.end <= today) return;
    if (blocks.length >= IMPORT_LIMITS.blocks) throw new CalendarParseError('too_many');
    blocks.push(block);
  };

  masters.forEach((vevent, index) => {
    if (!vevent.hasProperty('dtstart')) return;
    const rawUid = vevent.getFirstPropertyValue('uid');
    const baseUid = typeof rawUid === 'string' && rawUid.trim() ? rawUid.trim() : `sem-uid-${index}`;
    const recurrenceId = vevent.getFirstPropertyValue('recurrence-id');
    const uid = recurrenceId ? `${baseUid}#${String(recurrenceId)}` : baseUid;
    if (baseUid.toLowerCase().endsWith(`@${EXPORT_UID_DOMAIN}`)) return;
    const event = new ICAL.Event(vevent, { exceptions: overrides.get(baseUid) ?? [], strictExceptions: true });
    const summary = (event.summary ?? '').trim() || null;
    if (!event.isRecurring()) {
      if (takes(vevent)) add({ uid, summary, ...nights(event.startDate, vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : null, timeZone) });
      return;
    }
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next; next = iterator.next()) {
      if (++count > IMPORT_LIMITS.occurrences) break;
      const occurrence = event.getOccurrenceDetails(next);
      const range = nights(occurrence.startDate, occurrence.endDate, timeZone);
      if (range.start > horizon) break;
      const item = occurrence.item.component;
      if (!takes(item)) continue;
      add({ uid: `${uid}#${range.start}`, summary: (occurrence.item.summary ?? '').trim() || summary, ...range });
    }
  });
  return blocks;
}
