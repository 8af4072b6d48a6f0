import 'server-only';
import type { Db } from '@/server/db/client';
import type { ReservationRow } from '@/server/db/schema';
import { expirePendingReservationsQuery } from '@/server/db/queries/reservations';
import { listReservationsQuery } from '@/server/db/queries/desk';
import { formatDateBr } from '@/lib/dates';
import { CSV_MAX_ROWS, type ReservationFilters } from '@/lib/admin-desk';
import { toCsv } from '@/lib/csv';

// The desk's CSV export, written for Excel in Portuguese (README: the reservation desk).

export interface CsvLabels {
  columns: Record<(typeof CSV_COLUMNS)[number], string>;
  status: Record<ReservationRow['status'], string>;
}

export const CSV_COLUMNS = [
  'id',
  'status',
  'guestName',
  'guestEmail',
  'guestPhone',
  'guestCpf',
  'guestBirthDate',
  'guestAddress',
  'guestCity',
  'guestState',
  'guestCep',
  'emergencyContactName',
  'emergencyContactPhone',
  'roomType',
  'checkIn',
  'checkOut',
  'nights',
  'guestsCount',
  'totalPrice',
  'depositAmount',
  'depositPaidAt',
  'specialRequests',
  'cancellationReason',
  'createdAt',
  'confirmedAt',
  'cancelledAt',
] as const;

const decimalBr = (value: number) => value.toFixed(2).replace('.', ',');

/** The filtered list (every page, up to CSV_MAX_ROWS) as a CSV file for Excel in Portuguese. */
export async function reservationsCsv(db: Db, filters: ReservationFilters, labels: CsvLabels, timeZone: string): Promise<string> {
  await expirePendingReservationsQuery(db);
  const { rows } = await listReservationsQuery(db, filters, { limit: CSV_MAX_ROWS, offset: 0 });
  const stamp = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  const at = (d: Date | null) => (d ? stamp.format(d) : '');
  return toCsv([
    CSV_COLUMNS.map((key) => labels.columns[key]),
    ...rows.map((r) => [
      r.id,
      labels.status[r.status],
      r.guestName,
      r.guestEmail,
      r.guestPhone,
      r.guestCpf,
      formatDateBr(r.guestBirthDate),
      r.guestAddress,
      r.guestCity,
      r.guestState,
      r.guestCep,
      r.emergencyContactName,
      r.emergencyContactPhone,
      r.roomType,
      formatDateBr(r.checkInDate),
      formatDateBr(r.checkOutDate),
      r.nights,
      r.guestsCount,
      decimalBr(r.totalPrice),
      r.depositAmount === null ? '' : decimalBr(r.depositAmount),
      at(r.depositPaidAt),
      r.specialRequests,
      r.cancellationReason,
      at(r.createdAt),
      at(r.confirmedAt),
      at(r.cancelledAt),
    ]),
  ]);
}
