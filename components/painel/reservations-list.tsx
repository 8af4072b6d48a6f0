'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CircleX } from 'lucide-react';
import { CANCEL_REASON_MAX, type GuestReservation } from '@/lib/guest-panel';
import { formatTotal } from '@/lib/pricing';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';
import { cancelReservationAction } from '@/server/actions/guest-panel';
import { PanelDialog } from './panel-dialog';
import { useActionResult } from '@/components/ui/use-action-result';
import { formatDateBr } from '@/lib/dates';
import { PixPayment } from '@/components/reservation/pix-payment';

type Item = GuestReservation & { createdAtLabel: string };


const STATUS_STYLE: Record<GuestReservation['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-900',
};

/** The guest's reservations, newest first, each with its cancel button while it can be cancelled. */
export function ReservationsList({ reservations, cancellationPolicy, policyHeading }: { reservations: Item[]; cancellationPolicy: string[]; policyHeading: string }) {
  const t = useTranslations('painel');
  const [cancelling, setCancelling] = useState<Item | null>(null);

  if (reservations.length === 0) {
    return (
      <div>
        <p className="text-earth-dark">{t('reservations.empty')}</p>
        <Link href="/#apartamentos" className={`${primaryButtonClass} mt-4`}>
          {t('reservations.bookNow')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul className="space-y-4" aria-label={t('reservations.heading')}>
        {reservations.map((r) => (
          <li key={r.id} data-testid="panel-reservation" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-earth-light/70 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-lg font-bold text-earth-dark">{r.roomType}</h3>
              <span data-testid="panel-reservation-status" className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[r.status]}`}>
                <span className="sr-only">{t('reservations.status')}: </span>
                {t(`reservations.statuses.${r.status}`)}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-earth-dark sm:grid-cols-3">
              <Item label={t('reservations.checkIn')} value={formatDateBr(r.checkIn)} />
              <Item label={t('reservations.checkOut')} value={formatDateBr(r.checkOut)} />
              <Item label={t('reservations.nights')} value={t('reservations.nightsValue', { count: r.nights })} />
              {r.totalPrice !== null && <Item label={t('reservations.total')} value={formatTotal(r.totalPrice)} />}
              <Item label={t('reservations.createdAt')} value={r.createdAtLabel} />
            </dl>
            {r.pix && (
              <div className="mt-4">
                <PixPayment charge={r.pix} headingLevel={4} />
              </div>
            )}
            {r.depositPaid && r.status !== 'cancelled' && <p className="mt-3 text-sm font-semibold text-green-900">{t('reservations.depositPaid')}</p>}
            {r.cancellable ? (
              <button
                type="button"
                onClick={() => setCancelling(r)}
                aria-label={t('reservations.cancelLabel', { room: r.roomType, date: formatDateBr(r.checkIn) })}
                className={`${secondaryButtonClass} mt-4 w-full sm:w-auto`}
              >
                <CircleX aria-hidden className="size-4" />
                {t('reservations.cancel')}
              </button>
            ) : (
              r.status !== 'cancelled' && <p className="mt-3 text-sm text-earth-dark">{t('reservations.checkInReached')}</p>
            )}
          </li>
        ))}
      </ul>
      {cancelling && (
        <CancelDialog reservation={cancelling} cancellationPolicy={cancellationPolicy} policyHeading={policyHeading} onClose={() => setCancelling(null)} />
      )}
    </>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** The cancellation: the hotel's policy first, an optional reason, then the confirmation. */
function CancelDialog({
  reservation,
  cancellationPolicy,
  policyHeading,
  onClose,
}: {
  reservation: Item;
  cancellationPolicy: string[];
  policyHeading: string;
  onClose: () => void;
}) {
  const t = useTranslations('painel');
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { run } = useActionResult({ unexpected: { title: t('toasts.unexpected.title'), message: t('toasts.unexpected.message') } });
  const reasonId = 'cancel-reason';

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await run(() => cancelReservationAction({ reservationId: reservation.id, reason }));
    setBusy(false);
    if (result && !result.ok && result.errors?.reason) {
      setError(result.errors.reason);
      document.getElementById(reasonId)?.focus();
      return;
    }
    if (!result) return;
    // Done, or refused because the reservation changed meanwhile: either way the list is re-read.
    onClose();
    router.refresh();
  };

  return (
    <PanelDialog open title={t('cancelDialog.title')} onClose={busy ? () => undefined : onClose}>
      <p className="mt-2 font-semibold">
        {t('cancelDialog.summary', { room: reservation.roomType, checkIn: formatDateBr(reservation.checkIn), checkOut: formatDateBr(reservation.checkOut) })}
      </p>
      <p className="mt-4">{t('cancelDialog.policyIntro')}</p>
      <section aria-labelledby="cancel-policy-heading" data-testid="cancel-policy" className="mt-2 rounded-xl bg-earth-pale/60 p-4">
        <h3 id="cancel-policy-heading" className="font-bold">
          {policyHeading}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {cancellationPolicy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <Field id={reasonId} label={t('cancelDialog.reason')} optionalLabel={t('cancelDialog.optional')} error={error} className="mt-4">
        <textarea
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          className={`${inputClass} resize-y`}
          {...controlProps(reasonId, { error })}
        />
      </Field>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={busy} className={secondaryButtonClass}>
          {t('cancelDialog.keep')}
        </button>
        <button type="button" onClick={confirm} disabled={busy} aria-busy={busy || undefined} className={primaryButtonClass}>
          {busy ? t('cancelDialog.cancelling') : t('cancelDialog.confirm')}
        </button>
      </div>
    </PanelDialog>
  );
}
