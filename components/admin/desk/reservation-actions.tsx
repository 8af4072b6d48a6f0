'use client';

import { useActionState, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Check, X } from 'lucide-react';
import { cancelReservationAction, confirmReservationAction } from '@/server/actions/admin-reservations';
import { useActionResult } from '@/components/ui/use-action-result';
import type { ActionResult } from '@/lib/action-result';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';
import { CANCEL_REASON_MAX } from '@/lib/admin-desk';

/**
 * 'Confirmar' and the cancellation with a reason, for a reservation shown as `status`. The status
 * travels with the form: a page left open while someone else answered is refused by the server.
 */
export function ReservationActions({ id, status }: { id: string; status: 'pending' | 'confirmed' }) {
  const t = useTranslations('adminDesk.actions');
  const { show } = useActionResult({ titles: { success: t('successTitle'), failure: t('failureTitle') } });
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const [, confirm, confirming] = useActionState(async (_prev: ActionResult | null, formData: FormData) => {
    const result: ActionResult = await confirmReservationAction(formData);
    show(result);
    return result;
  }, null);
  const [cancelState, cancel, cancelling] = useActionState(async (_prev: ActionResult | null, formData: FormData) => {
    const result: ActionResult = await cancelReservationAction(formData);
    show(result);
    if (result.errors?.reason) reasonRef.current?.focus();
    return result;
  }, null);
  const reasonError = cancelState?.errors?.reason;
  const busy = confirming || cancelling;

  return (
    <section aria-labelledby="reservation-actions-title" className="rounded-xl border border-earth-light bg-white p-4">
      <h2 id="reservation-actions-title" className="mb-3 text-lg font-bold text-earth-dark">
        {t('title')}
      </h2>
      {status === 'pending' && (
        <form action={confirm} className="mb-5">
          <input type="hidden" name="id" value={id} />
          <button type="submit" disabled={busy} className={primaryButtonClass} aria-describedby="confirm-hint">
            <Check aria-hidden className="size-5" />
            {confirming ? t('confirming') : t('confirm')}
          </button>
          <p id="confirm-hint" className="mt-1 text-sm text-earth-dark">
            {t('confirmHint')}
          </p>
        </form>
      )}
      <form action={cancel} noValidate>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="expectedStatus" value={status} />
        <Field id="cancel-reason" label={t('reason')} hint={t('reasonHint')} error={reasonError}>
          <textarea
            ref={reasonRef}
            name="reason"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            required
            className={inputClass}
            {...controlProps('cancel-reason', { error: reasonError, hint: true })}
          />
        </Field>
        <button type="submit" disabled={busy} className={`${secondaryButtonClass} mt-3`}>
          <X aria-hidden className="size-5" />
          {cancelling ? t('cancelling') : t('cancel')}
        </button>
      </form>
    </section>
  );
}
