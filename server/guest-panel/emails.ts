import 'server-only';
import type { ReservationRow } from '@/server/db/schema';
import type { OutboxMessage } from '@/server/email/types';
import { formatDateBr } from '@/lib/dates';
import type { HotelContact } from '@/server/hotel-info';
import { translator } from '@/lib/messages';

const t = translator('emails');

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** To the hotel: a guest cancelled a reservation in the customer panel. */
export function hotelCancellationEmail(r: ReservationRow, hotel: HotelContact, reason: string | null): OutboxMessage {
  const rows: [string, string][] = [
    [t('fields.guest'), r.guestName],
    [t('fields.email'), r.guestEmail],
    [t('fields.phone'), r.guestPhone],
    [t('fields.room'), r.roomType],
    [t('fields.checkIn'), formatDateBr(r.checkInDate)],
    [t('fields.checkOut'), formatDateBr(r.checkOutDate)],
    [t('fields.nights'), String(r.nights)],
    [t('fields.reason'), reason || '—'],
  ];
  const intro = t('reservation.guestCancelledIntro');
  return {
    kind: 'reservation_cancelled_hotel',
    to: hotel.email,
    replyTo: r.guestEmail,
    subject: t('reservation.guestCancelledSubject', { guest: r.guestName, room: r.roomType, checkIn: formatDateBr(r.checkInDate), checkOut: formatDateBr(r.checkOutDate) }),
    text: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
    html:
      `<p>${escapeHtml(intro)}</p><table cellpadding="4" style="border-collapse:collapse">` +
      rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
      '</table>',
    reservationId: r.id,
  };
}
