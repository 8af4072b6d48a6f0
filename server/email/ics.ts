/** iCalendar (RFC 5545) files of all-day events: the guest's stay, the room types' feeds of occupied nights. Pure. */
import { addDays } from '@/lib/dates';

export interface StayEvent {
  uid: string;
  /** 'YYYY-MM-DD'. */
  checkIn: string;
  /** 'YYYY-MM-DD'; the event covers the check-out day too. */
  checkOut: string;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  stamp?: Date;
  /** TENTATIVE (a request awaiting the hotel, the default) or CONFIRMED. */
  status?: 'TENTATIVE' | 'CONFIRMED';
}

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space), never splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** One all-day VEVENT of a calendar file. */
export interface CalendarEvent {
  uid: string;
  /** 'YYYY-MM-DD': DTSTART;VALUE=DATE. */
  start: string;
  /** 'YYYY-MM-DD', exclusive (RFC 5545 §3.6.1): DTEND;VALUE=DATE. */
  end: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: 'TENTATIVE' | 'CONFIRMED';
  /** TRANSPARENT: shown, not busy (the guest's own calendar); OPAQUE: busy time (a feed of occupied nights). */
  transparency: 'TRANSPARENT' | 'OPAQUE';
}

/**
 * An iCalendar file (RFC 5545): CRLF line endings, lines folded at 75 octets, TEXT values escaped,
 * one DTSTAMP for every event. `name` becomes X-WR-CALNAME (the name Google Calendar shows).
 */
export function calendarFile(events: readonly CalendarEvent[], options: { stamp?: Date; name?: string } = {}): string {
  const stamp = utcStamp(options.stamp ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hotel Agua Boa//Reservas//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      `DTEND;VALUE=DATE:${compactDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      `STATUS:${event.status}`,
      `TRANSP:${event.transparency}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The guest's file: one event for the stay, the check-out day included. */
export function stayCalendar(event: StayEvent): string {
  return calendarFile(
    [
      {
        uid: event.uid,
        start: event.checkIn,
        // DTEND of an all-day event is exclusive: the day after check-out, so the check-out day shows.
        end: addDays(event.checkOut, 1),
        summary: event.summary,
        description: event.description,
        location: event.location,
        url: event.url,
        status: event.status ?? 'TENTATIVE',
        transparency: 'TRANSPARENT',
      },
    ],
    { stamp: event.stamp },
  );
}
