import { staffRoute } from '@/server/auth/guards';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { reservationsCsv, type CsvLabels } from '@/server/reservations/csv';
import { parseReservationFilters } from '@/lib/admin-desk';
import { todayIn } from '@/lib/dates';
import { textsOf, translator } from '@/lib/messages';

const noStore = { 'Cache-Control': 'private, no-store' };

/** GET: the reservations list with the page's filters (every page) as a CSV file for Excel (see lib/admin-desk.ts). */
export const GET = staffRoute<[Request]>(async (request) => {
  const { filters, errors } = parseReservationFilters(new URL(request.url).searchParams);
  if (errors.length) return Response.json({ message: errors.join(' ') }, { status: 400, headers: noStore });
  const labels: CsvLabels = textsOf('adminDesk').csv;
  let csv: string;
  try {
    csv = await reservationsCsv(await getDb(), filters, labels, config().HOTEL_TIMEZONE);
  } catch (err) {
    log.error('reservations csv failed', { error: err instanceof Error ? err.message : String(err) });
    return Response.json({ message: translator('http')('csvFailed') }, { status: 500, headers: noStore });
  }
  return new Response(csv, {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="reservas-${todayIn(config().HOTEL_TIMEZONE)}.csv"`,
    },
  });
});
