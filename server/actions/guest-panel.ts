'use server';

import { toastsOf, translator } from '@/lib/messages';
import { config } from '@/server/config';
import { getAuth, supabaseAdminProject, supabaseProject } from '@/server/auth/provider';
import { completeAuthUserDeletion, queueAuthUserDeletion } from '@/server/auth/supabase-admin';
import { pricesShown } from '@/server/availability';
import { hotelContact } from '@/server/hotel-info';
import { saveGuestProfile } from '@/server/guests';
import { cancelGuestReservation, deleteGuestAccount } from '@/server/guest-panel';
import { log } from '@/server/log';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/errors';
import { createGuestProfileSchema, GUEST_PROFILE_FIELDS } from '@/lib/reservation-schema';
import { cancelReservationSchema, deleteAccountSchema } from '@/lib/guest-panel';
import { fieldErrorsResult, guestAction, type Refused } from './define';

// The customer panel's actions (/painel): each answers with the panel's toasts.

const t = translator('painel');
const toast = toastsOf('painel');
type ToastKey = Parameters<typeof toast>[0];

const done = (key: ToastKey) => ({ ok: true as const, ...toast(key) });
const failure = (key: ToastKey): Refused => ({ ok: false, ...toast(key) });

const panel = {
  sessionExpired: (): Refused => ({ ok: false, title: t('toasts.sessionExpired.title'), message: SESSION_EXPIRED_MESSAGE }),
  /** Spec §5: 'Verifique os dados' with the first field error. */
  invalid: (errors: Record<string, string>): Refused => ({ ...fieldErrorsResult(errors), title: t('toasts.invalid.title') }),
};

export const cancelReservationAction = guestAction({
  ...panel,
  name: 'guest cancellation',
  schema: cancelReservationSchema,
  fields: ['reservationId', 'reason'],
  invalid: (errors) => (errors.reservationId ? failure('notFound') : panel.invalid(errors)),
  failed: () => failure('cancelFailed'),
  run: async (input, { db, viewer }) => {
    const [hotel, showPrices] = await Promise.all([hotelContact(), pricesShown()]);
    const outcome = await cancelGuestReservation(db, viewer, input, { hotel, showPrices, timeZone: config().HOTEL_TIMEZONE });
    if (!outcome.ok) {
      return { result: failure(({ not_found: 'notFound', already_cancelled: 'alreadyCancelled', check_in_passed: 'checkInPassed' } as const)[outcome.reason]) };
    }
    return { result: done('cancelled'), invalidate: ['availability'], emailsQueued: true };
  },
});

export const updateProfileAction = guestAction({
  ...panel,
  name: 'guest profile update',
  schema: () => createGuestProfileSchema({ timeZone: config().HOTEL_TIMEZONE }),
  fields: GUEST_PROFILE_FIELDS,
  failed: () => failure('profileFailed'),
  run: async (values, { db, viewer }) => {
    await saveGuestProfile(db, viewer, values, { timeZone: config().HOTEL_TIMEZONE });
    return { result: done('profileSaved') };
  },
});

export const deleteAccountAction = guestAction({
  ...panel,
  name: 'account deletion',
  schema: deleteAccountSchema,
  fields: ['confirmEmail'],
  failed: () => failure('deleteFailed'),
  run: async ({ confirmEmail }, { db, viewer }) => {
    // With Supabase Auth the user there must go too (LGPD): owed from the local deletion's transaction on.
    const remote = supabaseProject(config()) !== null;
    const outcome = await deleteGuestAccount(db, viewer, confirmEmail, remote ? { withinTransaction: (tx) => queueAuthUserDeletion(tx, viewer.id) } : {});
    if (!outcome.ok) {
      const { title, message = '' } = toast('deleteConfirmation');
      return { result: { ok: false, title, message, errors: { confirmEmail: message } } };
    }
    // The sessions went with the user row; this clears the browser's cookie (and signs out of Supabase).
    try {
      await (await getAuth()).signOut();
    } catch (err) {
      log.warn('sign-out after account deletion failed', { error: err instanceof Error ? err.message : String(err) });
    }
    // Service-role key, server-side only. A failure is logged, kept for the cron's retry and shown to
    // the staff on /diagnostico-supabase; the guest is told the truth.
    const loginDeleted = !remote || (await completeAuthUserDeletion(db, supabaseAdminProject(config()), viewer.id));
    return { result: { ...done(loginDeleted ? 'deleted' : 'deletedLoginPending'), redirectTo: '/' } };
  },
});
