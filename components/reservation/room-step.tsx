'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { RoomFacts } from './room-facts';
import { formatPricePerNight } from '@/lib/pricing';
import type { ReservationRoom } from '@/lib/types';
import { GUEST_REQUEST_TOASTS } from '@/lib/guest-requests';
import { toast } from '@/components/ui/use-toast';
import { secondaryButtonClass, primaryButtonClass } from '@/components/ui/form-styles';
import { formatDateBr } from '@/lib/dates';
import type { StayAvailability } from './use-availability';

/** Step 1: the apartments to choose from. */
export function RoomStep({
  rooms,
  stay,
  availability,
  showPrices,
  headingRef,
  onSelect,
  onCancel,
}: {
  rooms: ReservationRoom[];
  /** The dates already chosen in the form (empty before): each apartment then says whether it is free on them. */
  stay: { checkIn: string; checkOut: string };
  /** What is free on those dates (the dialog's one request for them). */
  availability: StayAvailability | null;
  showPrices: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onSelect: (room: ReservationRoom) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('reservation');
  const apartments = useTranslations('apartments');
  const noRooms = rooms.length === 0;
  const freeOnStay = (id: string) => (availability?.kind === 'loaded' ? availability.free.get(id) : undefined);

  // No list means it failed to load (spec §8 'Erro ao carregar apartamentos').
  useEffect(() => {
    if (!noRooms) return;
    const { title, message } = GUEST_REQUEST_TOASTS.roomsFailed;
    toast({ title, description: message, variant: 'destructive' });
  }, [noRooms]);

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <h2 ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold outline-none sm:text-2xl">
            {t('roomsHeading')}
          </h2>
          {availability?.kind === 'loaded' && (
            <p className="-mt-2 mb-4 text-sm" data-testid="reservation-rooms-stay">
              {t('availability.forStay', { checkIn: formatDateBr(stay.checkIn), checkOut: formatDateBr(stay.checkOut) })}
            </p>
          )}
          {noRooms ? (
            <p role="alert">{t('roomsEmpty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {rooms.map((room) => {
                const nameId = `reservation-room-${room.id}`;
                const free = freeOnStay(room.id);
                const soldOutOnStay = free === 0;
                const unavailable = room.availableCount === 0 || soldOutOnStay;
                return (
                  <li key={room.id} className="flex flex-col rounded-2xl border border-earth-light/70 bg-white p-4 shadow-sm" data-testid="reservation-room">
                    <h3 id={nameId} className="text-lg font-bold">
                      {room.name}
                    </h3>
                    <RoomFacts
                      guests={apartments('guests', { count: room.maxGuests })}
                      bed={apartments(`bed.${room.bedType}`)}
                      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
                    />
                    {showPrices && (
                      <p className="mt-2 font-semibold text-earth-rich" data-testid="reservation-room-price">
                        {t('perNight', { price: formatPricePerNight(room.basePrice) })}
                      </p>
                    )}
                    <p className="mt-2 flex-1 text-sm">{room.description || apartments('defaultRoomDescription')}</p>
                    {free !== undefined && free > 0 && (
                      <p className="mt-2 text-sm font-semibold" data-testid="reservation-room-free">
                        {t('availability.available', { count: free })}
                      </p>
                    )}
                    <button
                      type="button"
                      disabled={unavailable}
                      aria-describedby={nameId}
                      onClick={() => onSelect(room)}
                      className={`${primaryButtonClass} mt-4 w-full`}
                    >
                      {soldOutOnStay ? t('availability.none') : unavailable ? t('unavailable') : t('select')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <footer className="border-t border-earth-light/60 bg-white/70 px-4 py-3 sm:px-6">
        <div className="mx-auto flex max-w-5xl justify-end">
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {t('cancel')}
          </button>
        </div>
      </footer>
    </>
  );
}
