'use server';

import { config } from '@/server/config';
import { pricesShown } from '@/server/availability';
import { hotelContact } from '@/server/hotel-info';
import { configuredEmailProvider } from '@/server/email/providers';
import { cancelReservation, confirmReservation, markDepositPaid, type DeskContext, type DeskOutcome } from '@/server/reservations/desk';
import { cancelReservationSchema, reservationIdSchema } from '@/lib/admin-desk';
import { staffAction } from './define';

async function deskContext(): Promise<DeskContext> {
  const [hotel, showPrices] = await Promise.all([hotelContact(), pricesShown()]);
  return { hotel, showPrices, siteUrl: config().SITE_URL, emailsGoOut: configuredEmailProvider().enabled };
}

/** After commit: public availability, the admin's pages, the guest's e-mail. */
const handled = (outcome: DeskOutcome) => ({ ...outcome, result: { ok: outcome.result.ok, message: outcome.result.message }, refreshAdmin: true });

/** 'Confirmar': pending → confirmed, once, with the guest's confirmation e-mail. */
export const confirmReservationAction = staffAction({
  name: 'reservation confirmation',
  schema: reservationIdSchema,
  run: async ({ id }, { db }) => handled(await confirmReservation(db, id, await deskContext())),
});

/** Cancel with a reason: pending or confirmed → cancelled, once, with the guest's e-mail. */
export const cancelReservationAction = staffAction({
  name: 'reservation cancellation',
  schema: cancelReservationSchema,
  fields: ['id', 'expectedStatus', 'reason'],
  run: async (input, { db }) => handled(await cancelReservation(db, input, await deskContext())),
});

/** 'Marcar sinal como recebido': the PIX deposit arrived, once (then the staff confirm). */
export const markDepositPaidAction = staffAction({
  name: 'deposit received',
  schema: reservationIdSchema,
  run: async ({ id }, { db }) => handled(await markDepositPaid(db, id)),
});
