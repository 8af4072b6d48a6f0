'use client';

import { useTranslations } from 'next-intl';
import { formatPricePerNight, formatTotal, stayNights, stayTotal } from '@/lib/pricing';
import type { ReservationRoom } from '@/lib/types';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import { formatDateBr } from '@/lib/dates';


/** The summary panel of step 2: apartment, dates, nights and (when prices are shown) the total. */
export function Summary({
  room,
  showPrices,
  checkIn,
  checkOut,
  onChangeRoom,
}: {
  room: ReservationRoom;
  showPrices: boolean;
  checkIn: string;
  checkOut: string;
  onChangeRoom: () => void;
}) {
  const t = useTranslations('reservation.summary');
  const reservation = useTranslations('reservation');
  const apartments = useTranslations('apartments');
  const nights = stayNights(checkIn, checkOut);

  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-4 py-1.5">
      <dt>{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );

  return (
    <section aria-labelledby="reservation-summary-heading" className="rounded-2xl border border-earth-light/70 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="reservation-summary-heading" className="text-lg font-bold">
        {t('heading')}
      </h3>
      <p className="mt-3 font-semibold text-earth-rich" data-testid="summary-room">
        {room.name}
      </p>
      <p className="text-sm">
        {apartments(`bed.${room.bedType}`)} · {apartments('guests', { count: room.maxGuests })}
      </p>
      <dl className="mt-3 divide-y divide-earth-light/50 text-sm">
        {row(t('checkIn'), checkIn ? formatDateBr(checkIn) : '—')}
        {row(t('checkOut'), checkOut ? formatDateBr(checkOut) : '—')}
        {row(t('nights'), nights > 0 ? t('nightsValue', { count: nights }) : t('pickDates'), 'summary-nights')}
        {showPrices && row(t('pricePerNight'), formatPricePerNight(room.basePrice))}
        {showPrices && nights > 0 && row(t('total'), formatTotal(stayTotal(nights, room.basePrice)), 'summary-total')}
      </dl>
      <p className="mt-3 text-xs">{t('pending')}</p>
      <button type="button" onClick={onChangeRoom} className={`${secondaryButtonClass} mt-4 w-full`}>
        {reservation('changeRoom')}
      </button>
    </section>
  );
}
