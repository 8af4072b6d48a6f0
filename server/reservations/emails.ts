import 'server-only';
import type { ReservationRow } from '@/server/db/schema';
import type { OutboxMessage } from '@/server/email/types';
import { stayCalendar, type StayEvent } from '@/server/email/ics';
import { formatDateBr } from '@/lib/dates';
import { formatTotal } from '@/lib/pricing';
import type { HotelContact } from '@/server/hotel-info';
import { RESERVATION_HOLD_TEXT } from './types';


function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function table(rows: [string, string][]): { text: string; html: string } {
  return {
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    html: `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(([k, v]) => `<tr><th align="left" style="vertical-align:top">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`)
      .join('')}</table>`,
  };
}

const nightsLabel = (n: number) => `${n} ${n === 1 ? 'noite' : 'noites'}`;

/** To the hotel: the spec's fields (§7 step 6); total_price only when prices are shown. */
export function hotelReservationEmail(r: ReservationRow, hotel: HotelContact, showPrices: boolean): OutboxMessage {
  const rows: [string, string][] = [
    ['Hóspede', r.guestName],
    ['Email', r.guestEmail],
    ['Telefone', r.guestPhone],
    ['Check-in', formatDateBr(r.checkInDate)],
    ['Check-out', formatDateBr(r.checkOutDate)],
    ['Apartamento', r.roomType],
    ['Hóspedes', String(r.guestsCount)],
    ['Noites', String(r.nights)],
    ['CPF', r.guestCpf ?? ''],
    ['Endereço', r.guestAddress ?? ''],
    ['Cidade', r.guestCity ?? ''],
    ['Estado', r.guestState ?? ''],
    ['Pedidos especiais', r.specialRequests || '—'],
    ...(showPrices ? ([['Valor total', formatTotal(r.totalPrice)]] as [string, string][]) : []),
  ];
  const body = table(rows);
  const intro = `Nova solicitação de reserva (pendente, expira em 24 h sem confirmação).`;
  return {
    kind: 'reservation_hotel',
    to: hotel.email,
    replyTo: r.guestEmail,
    subject: `Nova reserva: ${r.guestName} – ${r.roomType} (${formatDateBr(r.checkInDate)} a ${formatDateBr(r.checkOutDate)})`,
    text: `${intro}\n\n${body.text}\n`,
    html: `<p>${escapeHtml(intro)}</p>${body.html}`,
    reservationId: r.id,
  };
}

/** The stay as the guest's e-mails show it (the total only when prices are shown). */
function guestStayRows(r: ReservationRow, showPrices: boolean): [string, string][] {
  return [
    ['Apartamento', r.roomType],
    ['Check-in', formatDateBr(r.checkInDate)],
    ['Check-out', formatDateBr(r.checkOutDate)],
    ['Noites', nightsLabel(r.nights)],
    ...(showPrices ? ([['Valor total', formatTotal(r.totalPrice)]] as [string, string][]) : []),
    ['Pedidos especiais', r.specialRequests || '—'],
  ];
}

/** To the guest: the request was received and awaits confirmation within 24 h; summary, policies link, .ics. */
export function guestReservationEmail(r: ReservationRow, hotel: HotelContact, showPrices: boolean, policiesUrl: string): OutboxMessage {
  const body = table(guestStayRows(r, showPrices));
  const greeting = `Olá, ${r.guestName}!`;
  const lead = `Recebemos seu pedido de reserva no ${hotel.name}. ${RESERVATION_HOLD_TEXT}`;
  const note = 'A reserva só é válida após a confirmação do hotel. Sem confirmação em 24 h, o pedido é liberado automaticamente.';
  const policies = `Nossas políticas (cancelamento, pagamento, menores): ${policiesUrl}`;
  const contact = contactLine(hotel);
  return {
    kind: 'reservation_guest',
    to: r.guestEmail,
    replyTo: hotel.email,
    subject: `Pedido de reserva recebido – ${hotel.name}`,
    text: `${greeting}\n\n${lead}\n\n${body.text}\n\n${note}\n${policies}\n\n${contact}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>${body.html}<p>${escapeHtml(note)}</p>` +
      `<p><a href="${escapeHtml(policiesUrl)}">Nossas políticas</a> (cancelamento, pagamento, menores)</p><p>${escapeHtml(contact)}</p>`,
    attachments: [stayAttachment(r, hotel, policiesUrl, { description: `Pedido de reserva aguardando confirmação do hotel. ${r.roomType}, ${nightsLabel(r.nights)}.`, stamp: r.createdAt })],
    reservationId: r.id,
  };
}

/** The stay as a calendar file for the guest (tentative until the hotel confirms). */
function stayAttachment(r: ReservationRow, hotel: HotelContact, policiesUrl: string, event: Pick<StayEvent, 'description' | 'status' | 'stamp'>) {
  const ics = stayCalendar({
    uid: `${r.id}@${new URL(policiesUrl).hostname}`,
    checkIn: r.checkInDate,
    checkOut: r.checkOutDate,
    summary: `Hospedagem – ${hotel.name} (${r.roomType})`,
    location: hotel.address,
    url: policiesUrl,
    ...event,
  });
  return { filename: 'reserva.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', contentBase64: Buffer.from(ics).toString('base64') };
}

function contactLine(hotel: HotelContact): string {
  return [hotel.phone && `Telefone: ${hotel.phone}`, `Email: ${hotel.email}`].filter(Boolean).join(' • ');
}

/** To the guest when the hotel confirms: the stay, the policies link and a confirmed .ics. */
export function guestConfirmationEmail(r: ReservationRow, hotel: HotelContact, showPrices: boolean, policiesUrl: string): OutboxMessage {
  const body = table(guestStayRows(r, showPrices));
  const greeting = `Olá, ${r.guestName}!`;
  const lead = `Sua reserva no ${hotel.name} está confirmada. Esperamos por você!`;
  const policies = `Nossas políticas (cancelamento, pagamento, menores): ${policiesUrl}`;
  const contact = contactLine(hotel);
  return {
    kind: 'reservation_confirmed',
    to: r.guestEmail,
    replyTo: hotel.email,
    subject: `Reserva confirmada – ${hotel.name}`,
    text: `${greeting}\n\n${lead}\n\n${body.text}\n\n${policies}\n\n${contact}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>${body.html}` +
      `<p><a href="${escapeHtml(policiesUrl)}">Nossas políticas</a> (cancelamento, pagamento, menores)</p><p>${escapeHtml(contact)}</p>`,
    attachments: [stayAttachment(r, hotel, policiesUrl, { description: `Reserva confirmada. ${r.roomType}, ${nightsLabel(r.nights)}.`, status: 'CONFIRMED' })],
    reservationId: r.id,
  };
}

/** To the guest when the hotel cancels: the stay and the reason. */
export function guestCancellationEmail(r: ReservationRow, hotel: HotelContact, reason: string): OutboxMessage {
  const body = table([
    ['Apartamento', r.roomType],
    ['Check-in', formatDateBr(r.checkInDate)],
    ['Check-out', formatDateBr(r.checkOutDate)],
    ['Motivo', reason],
  ]);
  const greeting = `Olá, ${r.guestName}!`;
  const lead = `Sua reserva no ${hotel.name} foi cancelada.`;
  const help = 'Se tiver dúvidas ou quiser fazer um novo pedido, fale conosco.';
  const contact = contactLine(hotel);
  return {
    kind: 'reservation_cancelled',
    to: r.guestEmail,
    replyTo: hotel.email,
    subject: `Reserva cancelada – ${hotel.name}`,
    text: `${greeting}\n\n${lead}\n\n${body.text}\n\n${help}\n${contact}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>${body.html}<p>${escapeHtml(help)}</p><p>${escapeHtml(contact)}</p>`,
    reservationId: r.id,
  };
}
