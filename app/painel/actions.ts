'use server';

import { isAuthError, requireUser } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';
import { SESSION_EXPIRED_STATE, submitCancelReservation, submitDeleteAccount, submitProfile } from '@/server/guest-panel/forms';
import type { CancelReservationValues, DeleteAccountValues, PanelActionState } from '@/lib/guest-panel';
import type { GuestProfileValues } from '@/lib/reservation-schema';

// Thin wrappers: each checks the session itself, then server/guest-panel/forms.ts parses the input
// with the form's zod schema and answers with a toast.

/** The signed-in user, or null (the caller answers with the session-expired state). */
async function viewerOrNull(): Promise<Viewer | null> {
  try {
    return await requireUser();
  } catch (err) {
    if (isAuthError(err)) return null;
    throw err;
  }
}

export async function cancelReservationAction(values: CancelReservationValues): Promise<PanelActionState> {
  const viewer = await viewerOrNull();
  if (!viewer) return SESSION_EXPIRED_STATE;
  return submitCancelReservation(viewer, values);
}

export async function updateProfileAction(values: GuestProfileValues): Promise<PanelActionState> {
  const viewer = await viewerOrNull();
  if (!viewer) return SESSION_EXPIRED_STATE;
  return submitProfile(viewer, values);
}

export async function deleteAccountAction(values: DeleteAccountValues): Promise<PanelActionState> {
  const viewer = await viewerOrNull();
  if (!viewer) return SESSION_EXPIRED_STATE;
  return submitDeleteAccount(viewer, values);
}
