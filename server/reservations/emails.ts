import 'server-only';
import type { ReservationRow } from '@/server/db/schema';
import type { OutboxMessage } from '@/server/email/types';
import { stayCalendar, type StayEvent } from '@/server/email/ics';
import { formatDateBr } from '@/lib/dates';
import { formatTotal } from '@/lib/pricing';
import type { HotelContact } from '@/server/hotel-info';
import { translator } from '@/lib/messages';
import { RESERVATION_HOLD_TEXT } from './types';
import type { PixCharge } from '@/lib/pix-settings';

// The texts are messages/pt-BR.json `emails`; the HTML around them is written here.
const t = translator('emails');

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

const nightsLabel = (n: number) => t('nights', { count: n });
const dates = (r: ReservationRow) => ({ checkIn: formatDateBr(r.checkInDate), checkOut: formatDateBr(r.checkOutDate) });

/** To the hotel: the spec's fields (§7 step 6); total_price only when prices are shown. */
export function hotelReservationEmail(r: ReservationRow, hotel: HotelContact, showPrices: boolean): OutboxMessage {
  const rows: [string, string][] = [
    [t('fields.guest'), r.guestName],
    [t('fields.email'), r.guestEmail],
    [t('fields.phone'), r.guestPhone],
    [t('fields.checkIn'), formatDateBr(r.checkInDate)],
    [t('fields.checkOut'), formatDateBr(r.checkOutDate)],
    [t('fields.room'), r.roomType],
    [t('fields.guests'), String(r.guestsCount)],
    [t('fields.nights'), String(r.nights)],
    [t('fields.cpf'), r.guestCpf ?? ''],
    [t('fields.address'), r.guestAddress ?? ''],
    [t('fields.city'), r.guestCity ?? ''],
    [t('fields.state'), r.guestState ?? ''],
    [t('fields.specialRequests'), r.specialRequests || '—'],
    ...(showPrices ? ([[t('fields.total'), formatTotal(r.totalPrice)]] as [string, string][]) : []),
    ...(r.depositAmount !== null ? ([[t('fields.deposit'), formatTotal(r.depositAmount)]] as [string, string][]) : []),
  ];
  const body = table(rows);
  const intro = t('reservation.hotelIntro');
  return {
    kind: 'reservation_hotel',
    to: hotel.email,
    replyTo: r.guestEmail,
    subject: t('reservation.hotelSubject', { guest: r.guestName, room: r.roomType, ...dates(r) }),
    text: `${intro}\n\n${body.text}\n`,
    html: `<p>${escapeHtml(intro)}</p>${body.html}`,
    reservationId: r.id,
  };
}

/** The stay as the guest's e-mails show it (the total only when prices are shown). */
function guestStayRows(r: ReservationRow, showPrices: boolean): [string, string][] {
  return [
    [t('fields.room'), r.roomType],
    [t('fields.checkIn'), formatDateBr(r.checkInDate)],
    [t('fields.checkOut'), formatDateBr(r.checkOutDate)],
    [t('fields.nights'), nightsLabel(r.nights)],
    ...(showPrices ? ([[t('fields.total'), formatTotal(r.totalPrice)]] as [string, string][]) : []),
    [t('fields.specialRequests'), r.specialRequests || '—'],
  ];
}

/** A line of an e-mail, as text and as HTML. */
interface Line {
  text: string;
  html: string;
}
const paragraph = (text: string): Line => ({ text, html: `<p>${escapeHtml(text)}</p>` });

/**
 * An e-mail to the guest about one reservation: greeting, lead and the table, then the given lines.
 * In the text, blocks are separated by a blank line and the lines of a block by a line break.
 */
function guestEmail(
  r: ReservationRow,
  hotel: HotelContact,
  message: Pick<OutboxMessage, 'kind' | 'subject' | 'attachments'> & { lead: string; table: Line; blocks: Line[][] },
): OutboxMessage {
  const { lead, table: body, blocks, ...rest } = message;
  const all = [[paragraph(t('greeting', { name: r.guestName }))], [paragraph(lead)], [body], ...blocks];
  return {
    ...rest,
    to: r.guestEmail,
    replyTo: hotel.email,
    text: `${all.map((block) => block.filter((line) => line.text !== '').map((line) => line.text).join('\n')).join('\n\n')}\n`,
    html: all.flat().map((line) => line.html).join(''),
    reservationId: r.id,
  };
}

/** The inline QR code's Content-ID in the guest's e-mail. */
export const PIX_QR_CID = 'pix-qr@hotel';

/** The PIX deposit in the guest's e-mail: amount, instructions, the QR code (inline PNG) and the copia e cola. */
function pixBlock(pix: PixCharge): Line[] {
  const code = pix.payload;
  return [
    { text: t('pix.heading', { amount: formatTotal(pix.amount) }), html: `<h2 style="font-size:18px">${escapeHtml(t('pix.heading', { amount: formatTotal(pix.amount) }))}</h2>` },
    paragraph(t('pix.instructions')),
    { text: '', html: `<p><img src="cid:${PIX_QR_CID}" width="240" height="240" alt="${escapeHtml(t('pix.qrAlt'))}"></p>` },
    { text: t('pix.copyPaste'), html: `<p><strong>${escapeHtml(t('pix.copyPaste'))}</strong></p>` },
    { text: code, html: `<p style="font-family:monospace;word-break:break-all">${escapeHtml(code)}</p>` },
    paragraph(t('pix.receiver', { name: pix.receiver })),
  ];
}

/**
 * To the guest: the request was received and awaits confirmation within 24 h; summary, the PIX
 * deposit when one is asked (`pix`: the charge and its QR code as base64 PNG), policies link, .ics.
 */
export function guestReservationEmail(
  r: ReservationRow,
  hotel: HotelContact,
  showPrices: boolean,
  policiesUrl: string,
  pix: (PixCharge & { png: string }) | null = null,
): OutboxMessage {
  return guestEmail(r, hotel, {
    kind: 'reservation_guest',
    subject: t('reservation.receivedSubject', { hotel: hotel.name }),
    lead: t('reservation.receivedLead', { hotel: hotel.name, hold: RESERVATION_HOLD_TEXT }),
    table: table(guestStayRows(r, showPrices)),
    blocks: [
      ...(pix ? [pixBlock(pix)] : []),
      [paragraph(t('reservation.receivedNote')), policiesLine(policiesUrl)],
      [paragraph(contactLine(hotel))],
    ],
    attachments: [
      stayAttachment(r, hotel, policiesUrl, { description: t('reservation.receivedEvent', { room: r.roomType, nights: nightsLabel(r.nights) }), stamp: r.createdAt }),
      ...(pix ? [{ filename: 'pix-qr.png', contentType: 'image/png', contentBase64: pix.png, contentId: PIX_QR_CID }] : []),
    ],
  });
}

/** The stay as a calendar file for the guest (tentative until the hotel confirms). */
function stayAttachment(r: ReservationRow, hotel: HotelContact, policiesUrl: string, event: Pick<StayEvent, 'description' | 'status' | 'stamp'>) {
  const ics = stayCalendar({
    uid: `${r.id}@${new URL(policiesUrl).hostname}`,
    checkIn: r.checkInDate,
    checkOut: r.checkOutDate,
    summary: t('reservation.eventSummary', { hotel: hotel.name, room: r.roomType }),
    location: hotel.address,
    url: policiesUrl,
    ...event,
  });
  return { filename: 'reserva.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', contentBase64: Buffer.from(ics).toString('base64') };
}

function contactLine(hotel: HotelContact): string {
  return [hotel.phone && t('contactPhone', { phone: hotel.phone }), t('contactEmail', { email: hotel.email })].filter(Boolean).join(' • ');
}

/** 'Nossas políticas (cancelamento, pagamento, menores): <url>', a link in the HTML. */
const policiesLine = (url: string): Line => ({
  text: `${t('policiesLink')} ${t('policiesTopics')}: ${url}`,
  html: `<p><a href="${escapeHtml(url)}">${escapeHtml(t('policiesLink'))}</a> ${escapeHtml(t('policiesTopics'))}</p>`,
});

/** To the guest when the hotel confirms: the stay, the policies link and a confirmed .ics. */
export function guestConfirmationEmail(r: ReservationRow, hotel: HotelContact, showPrices: boolean, policiesUrl: string): OutboxMessage {
  return guestEmail(r, hotel, {
    kind: 'reservation_confirmed',
    subject: t('reservation.confirmedSubject', { hotel: hotel.name }),
    lead: t('reservation.confirmedLead', { hotel: hotel.name }),
    table: table([
      ...guestStayRows(r, showPrices),
      ...(r.depositAmount !== null && r.depositPaidAt ? ([[t('fields.depositReceived'), formatTotal(r.depositAmount)]] as [string, string][]) : []),
    ]),
    blocks: [[policiesLine(policiesUrl)], [paragraph(contactLine(hotel))]],
    attachments: [stayAttachment(r, hotel, policiesUrl, { description: t('reservation.confirmedEvent', { room: r.roomType, nights: nightsLabel(r.nights) }), status: 'CONFIRMED' })],
  });
}

/** To the guest when the hotel cancels: the stay and the reason. */
export function guestCancellationEmail(r: ReservationRow, hotel: HotelContact, reason: string): OutboxMessage {
  return guestEmail(r, hotel, {
    kind: 'reservation_cancelled',
    subject: t('reservation.cancelledSubject', { hotel: hotel.name }),
    lead: t('reservation.cancelledLead', { hotel: hotel.name }),
    table: table([
      [t('fields.room'), r.roomType],
      [t('fields.checkIn'), formatDateBr(r.checkInDate)],
      [t('fields.checkOut'), formatDateBr(r.checkOutDate)],
      [t('fields.reason'), reason],
    ]),
    blocks: [[paragraph(t('reservation.cancelledHelp')), paragraph(contactLine(hotel))]],
  });
}
