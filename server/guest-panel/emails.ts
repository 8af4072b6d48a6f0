import 'server-only';
import type { ReservationRow } from '@/server/db/schema';
import type { OutboxMessage } from '@/server/email/types';
import { formatDateBr } from '@/lib/dates';
import type { HotelContact } from '@/server/hotel-info';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** To the hotel: a guest cancelled a reservation in the customer panel. */
export function hotelCancellationEmail(r: ReservationRow, hotel: HotelContact, reason: string | null): OutboxMessage {
  const rows: [string, string][] = [
    ['Hóspede', r.guestName],
    ['Email', r.guestEmail],
    ['Telefone', r.guestPhone],
    ['Apartamento', r.roomType],
    ['Check-in', formatDateBr(r.checkInDate)],
    ['Check-out', formatDateBr(r.checkOutDate)],
    ['Noites', String(r.nights)],
    ['Motivo', reason || '—'],
  ];
  const intro = 'O hóspede cancelou esta reserva pelo painel do cliente (Meu Painel). O apartamento foi liberado.';
  return {
    kind: 'reservation_cancelled_hotel',
    to: hotel.email,
    replyTo: r.guestEmail,
    subject: `Reserva cancelada pelo hóspede: ${r.guestName} – ${r.roomType} (${formatDateBr(r.checkInDate)} a ${formatDateBr(r.checkOutDate)})`,
    text: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
    html:
      `<p>${escapeHtml(intro)}</p><table cellpadding="4" style="border-collapse:collapse">` +
      rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
      '</table>',
    reservationId: r.id,
  };
}
