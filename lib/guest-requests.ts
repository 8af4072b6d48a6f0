/**
 * Results of the guest requests (reservation, availability, contact) as the server actions and the
 * JSON API return them, with the spec's §8 titles and messages. Pure: the UI imports these too.
 */
import { textsOf, translator } from './messages';
import type { ContactFieldErrors } from './contact-schema';
import type { ReservationFieldErrors } from './reservation-schema';
import type { PixCharge } from './pix-settings';

/** A toast: title and text. */
export interface Toast {
  title: string;
  message: string;
}

const t = translator('guestRequests');

/** The spec's §8 toasts of the guest requests (messages/pt-BR.json `guestRequests.toasts`). */
export const GUEST_REQUEST_TOASTS = textsOf('guestRequests').toasts;

/** The success text: names the signed-in email (account created or existing), or the address the answer goes to. */
export function reservationSuccessMessage(account: AccountOutcome, email: string): string {
  const pending = t('pending');
  if (account === 'created') return t('accountCreated', { email, pending });
  if (account === 'signed_in') return t('signedIn', { email, pending });
  if (account === 'session') return t('bookedSignedIn', { email, pending });
  return t('answerTo', { email, pending });
}

/**
 * What the account step did: signed in to an existing account, created one, or went on without login;
 * 'session': the guest was already signed in and booked with that account (no password asked).
 */
export type AccountOutcome = 'signed_in' | 'created' | 'email_taken' | 'failed' | 'session';

export interface ReservationSummary {
  id: string;
  roomTypeId: string;
  /** The room type's name. */
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** null when prices are hidden (site content reservation-settings.show_prices = 'false'). */
  totalPrice: number | null;
  status: 'pending';
  guestName: string;
  guestEmail: string;
  createdAt: string;
}

export type ReservationFailureCode = 'validation' | 'duplicate' | 'unavailable' | 'rate_limited' | 'failed' | 'unexpected';

export type CreateReservationResult =
  | {
      ok: true;
      title: string;
      message: string;
      reservation: ReservationSummary;
      account: AccountOutcome;
      /** The email of the session now signed in, or null when the reservation went on without login. */
      signedInEmail: string | null;
      /** A second toast to show before the success one ('Email já cadastrado' or 'Aviso'). */
      notice?: Toast;
      /** The PIX deposit to pay (PIX on): the success screen shows its QR code and copia e cola. */
      pix?: PixCharge;
    }
  | {
      ok: false;
      code: ReservationFailureCode;
      title: string;
      message: string;
      /** Only with code 'validation': first message per field, in the form's order. */
      errors?: ReservationFieldErrors;
    };

export interface RoomAvailability {
  roomTypeId: string;
  name: string;
  /** Free apartments of this type on every night of the stay. */
  available: number;
  /** Price per night; null when prices are hidden. */
  basePrice: number | null;
}

export type AvailabilityResult =
  | { ok: true; rooms: RoomAvailability[] }
  | { ok: false; title: string; message: string; errors?: Partial<Record<'checkIn' | 'checkOut', string>> };

export type ContactResult =
  | { ok: true; title: string; message: string }
  | { ok: false; code: 'validation' | 'rate_limited' | 'failed' | 'unexpected'; title: string; message: string; errors?: ContactFieldErrors };
