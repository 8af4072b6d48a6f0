import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { exportCalendar } from '@/server/calendars';
import { hotelContact } from '@/server/hotel-info';
import { log } from '@/server/log';
import { DB_DEADLINES, recordError, withDeadline } from '@/server/resilience';
import { todayIn } from '@/lib/dates';
import { translator } from '@/lib/messages';

const t = translator('http');

const notFound = () => new Response(t('fileNotFound'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * GET /api/ical/{room type id}/{secret}.ics: the room type's private feed of occupied nights (RFC
 * 5545) for Booking.com, Airbnb and Google Calendar to import. A wrong type or secret answers 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ roomType: string; file: string }> }) {
  const { roomType, file } = await params;
  if (!file.endsWith('.ics')) return notFound();
  const secret = file.slice(0, -'.ics'.length);
  const cfg = config();
  let body: string | null;
  try {
    body = await withDeadline(
      DB_DEADLINES.writeMs,
      async () => {
        const [db, hotel] = await Promise.all([getDb(), hotelContact()]);
        return exportCalendar(db, roomType, secret, { today: todayIn(cfg.HOTEL_TIMEZONE), hotelName: hotel.name });
      },
      { signal: request.signal },
    );
  } catch (err) {
    recordError(err, 'ical export');
    log.warn('ical export failed', { error: err instanceof Error ? err.message : String(err) });
    return new Response(t('cronDatabase'), { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' } });
  }
  if (body === null) return notFound();
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="calendario.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
