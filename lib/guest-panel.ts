/** The customer panel's (/painel) inputs and answers, shared by its forms and server actions. Pure. */
import { validation as v, z } from './zod';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import type { PixCharge } from './pix-settings';

export const CANCEL_REASON_MAX = 500;

export const GUEST_PANEL_MESSAGES = {
  reservationId: v('guestPanel.reservationId'),
  reasonLong: v('guestPanel.reasonLong', { max: String(CANCEL_REASON_MAX) }),
  confirmEmail: v('guestPanel.confirmEmail'),
};

/** Cancelling one of the guest's reservations, with an optional reason. */
export const cancelReservationSchema = z.object({
  reservationId: z.guid({ error: GUEST_PANEL_MESSAGES.reservationId }),
  reason: z.string().trim().max(CANCEL_REASON_MAX, GUEST_PANEL_MESSAGES.reasonLong).refine(isPlainText, INVALID_CHARACTERS_MESSAGE).optional(),
});
export type CancelReservationValues = z.infer<typeof cancelReservationSchema>;

/** Deleting the account: the guest types the account's email (compared on the server). */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ error: GUEST_PANEL_MESSAGES.confirmEmail }).trim().min(1, GUEST_PANEL_MESSAGES.confirmEmail).max(254, GUEST_PANEL_MESSAGES.confirmEmail),
});
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

export type GuestReservationStatus = 'pending' | 'confirmed' | 'cancelled';

/** A reservation as the panel lists it. */
export interface GuestReservation {
  id: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** null when the hotel hides prices (site content reservation-settings.show_prices). */
  totalPrice: number | null;
  status: GuestReservationStatus;
  /** ISO instant. */
  createdAt: string;
  /** Pending or confirmed, and check-in still ahead (hotel time zone). */
  cancellable: boolean;
  /** The PIX deposit still to pay (pending, not yet received, PIX on): its QR code and copia e cola. */
  pix: PixCharge | null;
  /** The staff marked the deposit received. */
  depositPaid: boolean;
}
