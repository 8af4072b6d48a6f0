/** A minimal iCalendar (RFC 5545) file: one all-day event for a stay. Pure. */
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

export function stayCalendar(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hotel Agua Boa//Reservas//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;VALUE=DATE:${compactDate(event.checkIn)}`,
    // DTEND of an all-day event is exclusive: the day after check-out, so the check-out day shows.
    `DTEND;VALUE=DATE:${compactDate(addDays(event.checkOut, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
