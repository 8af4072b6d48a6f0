import 'server-only';
import { createTranslator } from 'next-intl';
import messages from '@/messages/pt-BR.json';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { invalidateFromAction } from '@/server/cache';
import { log } from '@/server/log';
import { getAuth } from '@/server/auth/provider';
import { dispatchEmailsAfterResponse } from '@/server/email/after-response';
import type { Viewer } from '@/server/auth/types';
import { pricesShown } from '@/server/availability';
import { hotelContact } from '@/server/hotel-info';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/errors';
import { createGuestProfileSchema, GUEST_PROFILE_FIELDS } from '@/lib/reservation-schema';
import { fieldErrors } from '@/lib/form-errors';
import { cancelReservationSchema, deleteAccountSchema, type PanelActionState } from '@/lib/guest-panel';
import { saveGuestProfile } from '@/server/guests';
import { cancelGuestReservation, deleteGuestAccount } from './index';

// The customer panel's forms on the server: parse with the form's schema, call the domain, answer
// with a toast. app/painel/actions.ts checks the session (requireUser) and calls these.

const t = createTranslator({ locale: 'pt-BR', messages, namespace: 'painel' });
type ToastKey = keyof (typeof messages)['painel']['toasts'];

function toast(key: ToastKey): { title: string; message?: string } {
  const title = t(`toasts.${key}.title`);
  const messageKey = `toasts.${key}.message` as `toasts.cancelled.message`;
  return t.has(messageKey) ? { title, message: t(messageKey) } : { title };
}

const failure = (key: ToastKey, errors?: Record<string, string>): PanelActionState => ({ ok: false, ...toast(key), ...(errors ? { errors } : {}) });

/** The refusal of an action without a session. */
export const SESSION_EXPIRED_STATE: PanelActionState = { ok: false, title: t('toasts.sessionExpired.title'), message: SESSION_EXPIRED_MESSAGE };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The first field error as the toast's text (spec §5: 'Verifique os dados' with the first error). */
function invalid(errors: Record<string, string>): PanelActionState {
  return { ok: false, title: t('toasts.invalid.title'), message: Object.values(errors)[0], errors };
}

export async function submitCancelReservation(viewer: Viewer, input: unknown): Promise<PanelActionState> {
  const parsed = cancelReservationSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, ['reservationId', 'reason'] as const) as Record<string, string>;
    return errors.reservationId ? failure('notFound') : invalid(errors);
  }
  let outcome: Awaited<ReturnType<typeof cancelGuestReservation>>;
  try {
    const [hotel, showPrices] = await Promise.all([hotelContact(), pricesShown()]);
    outcome = await cancelGuestReservation(await getDb(), viewer, parsed.data, { hotel, showPrices, timeZone: config().HOTEL_TIMEZONE });
  } catch (err) {
    log.error('guest cancellation failed', { error: errorText(err) });
    return failure('cancelFailed');
  }
  if (!outcome.ok) {
    return failure(({ not_found: 'notFound', already_cancelled: 'alreadyCancelled', check_in_passed: 'checkInPassed' } as const)[outcome.reason]);
  }
  invalidateFromAction('availability');
  dispatchEmailsAfterResponse();
  return { ok: true, ...toast('cancelled') };
}

export async function submitProfile(viewer: Viewer, input: unknown): Promise<PanelActionState> {
  const timeZone = config().HOTEL_TIMEZONE;
  const parsed = createGuestProfileSchema({ timeZone }).safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error, GUEST_PROFILE_FIELDS) as Record<string, string>);
  try {
    await saveGuestProfile(await getDb(), viewer, parsed.data, { timeZone });
    return { ok: true, ...toast('profileSaved') };
  } catch (err) {
    log.error('guest profile update failed', { error: errorText(err) });
    return failure('profileFailed');
  }
}

export async function submitDeleteAccount(viewer: Viewer, input: unknown): Promise<PanelActionState> {
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error, ['confirmEmail'] as const) as Record<string, string>);
  let outcome: Awaited<ReturnType<typeof deleteGuestAccount>>;
  try {
    outcome = await deleteGuestAccount(await getDb(), viewer, parsed.data.confirmEmail);
  } catch (err) {
    log.error('account deletion failed', { error: errorText(err) });
    return failure('deleteFailed');
  }
  if (!outcome.ok) {
    const { title, message = '' } = toast('deleteConfirmation');
    return { ok: false, title, message, errors: { confirmEmail: message } };
  }
  // The sessions went with the user row; this clears the browser's cookie (and signs out of Supabase).
  try {
    await (await getAuth()).signOut();
  } catch (err) {
    log.warn('sign-out after account deletion failed', { error: errorText(err) });
  }
  return { ok: true, ...toast('deleted'), redirectTo: '/' };
}
