/**
 * WhatsApp from the desk: a guest's phone in international form (the digits wa.me expects) and the
 * click-to-chat link with a prefilled message. Pure: client and server.
 */
import { translator } from './messages';
import { formatDateBr } from './dates';
import { formatTotal } from './pricing';

/**
 * The phone's digits with the country code, or null when they cannot be a phone: a Brazilian
 * number as the forms store it ('(66) 99999-9999', area code and 8 or 9 digits) gets 55 in front;
 * one already written with 55 ('55 66 99999-9999') keeps it; one written with '+' is taken as
 * international as it is (8 to 15 digits, E.164).
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
  if (/^[1-9]{2}9?\d{8}$/.test(digits)) return `55${digits}`;
  if (/^55[1-9]{2}9?\d{8}$/.test(digits)) return digits;
  return null;
}

/** The click-to-chat link: https://wa.me/<digits>?text=<encoded>; null without a usable phone. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const to = internationalPhone(phone);
  return to ? `https://wa.me/${to}?text=${encodeURIComponent(text)}` : null;
}

/** What the desk's message says, per the reservation's situation. */
export interface WhatsappReservation {
  guestName: string;
  roomType: string;
  checkInDate: string;
  checkOutDate: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  cancellationReason: string | null;
  depositAmount: number | null;
  depositPaidAt: Date | string | null;
}

const t = translator('adminDesk');

/**
 * The prefilled message: request received (pending; with the PIX deposit still due when there is
 * one), confirmed (saying the deposit arrived when it did), cancelled (with the reason when there is one).
 */
export function whatsappMessage(r: WhatsappReservation, hotelName: string): string {
  const firstName = r.guestName.trim().split(/\s+/)[0] ?? r.guestName;
  const stay = { room: r.roomType, checkIn: formatDateBr(r.checkInDate), checkOut: formatDateBr(r.checkOutDate) };
  const greeting = t('whatsapp.greeting', { name: firstName, hotel: hotelName });
  const deposit = r.depositAmount !== null ? formatTotal(r.depositAmount) : null;
  let body: string;
  if (r.status === 'pending') {
    body = t('whatsapp.pending', stay);
    if (deposit && !r.depositPaidAt) body += ` ${t('whatsapp.pendingDeposit', { amount: deposit })}`;
  } else if (r.status === 'confirmed') {
    body = t('whatsapp.confirmed', stay);
    if (deposit && r.depositPaidAt) body += ` ${t('whatsapp.confirmedDeposit', { amount: deposit })}`;
  } else {
    body = t('whatsapp.cancelled', stay);
    const reason = r.cancellationReason?.trim();
    if (reason) body += ` ${t('whatsapp.cancelledReason', { reason })}`;
  }
  return `${greeting} ${body} ${t('whatsapp.closing')}`;
}
