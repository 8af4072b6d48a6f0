'use server';

import { revalidatePath } from 'next/cache';
import { staffAction } from '@/server/auth/guards';
import { dispatchEmailsAfterResponse } from '@/server/email/after-response';
import { invalidateFromAction } from '@/server/cache';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { pricesShown } from '@/server/availability';
import { hotelContact } from '@/server/hotel-info';
import { cancelReservation, confirmReservation, type DeskContext, type DeskOutcome } from '@/server/reservations/desk';
import { cancelReservationSchema, firstIssue, formValue, reservationIdSchema } from '@/lib/admin-desk';
import { fieldErrors } from '@/lib/form-errors';
import type { AdminActionState } from '@/components/admin/use-action-toast';

async function deskContext(): Promise<DeskContext> {
  const [hotel, showPrices] = await Promise.all([hotelContact(), pricesShown()]);
  return { hotel, showPrices, siteUrl: config().SITE_URL };
}

/** After commit: public availability, the admin's pages, the guest's e-mail. */
function afterWrite(outcome: DeskOutcome): AdminActionState {
  if (outcome.invalidate.length) invalidateFromAction(...outcome.invalidate);
  revalidatePath('/admin', 'layout');
  if (outcome.emailsQueued) dispatchEmailsAfterResponse();
  return { ok: outcome.result.ok, message: outcome.result.message };
}

/** 'Confirmar': pending → confirmed, once, with the guest's confirmation e-mail. */
export const confirmReservationAction = staffAction<[AdminActionState | null, FormData], AdminActionState>(async (_prev, formData) => {
  const parsed = reservationIdSchema.safeParse({ id: formValue(formData, 'id') });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const outcome = await confirmReservation(await getDb(), parsed.data.id, await deskContext());
  return afterWrite(outcome);
});

/** Cancel with a reason: pending or confirmed → cancelled, once, with the guest's e-mail. */
export const cancelReservationAction = staffAction<[AdminActionState | null, FormData], AdminActionState>(async (_prev, formData) => {
  const parsed = cancelReservationSchema.safeParse({ id: formValue(formData, 'id'), expectedStatus: formValue(formData, 'expectedStatus'), reason: formValue(formData, 'reason') });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error), errors: fieldErrors(parsed.error, ['reason'] as const) as Record<string, string> };
  const outcome = await cancelReservation(await getDb(), parsed.data, await deskContext());
  return afterWrite(outcome);
});
