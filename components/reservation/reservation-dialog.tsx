'use client';

import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import messages from '@/messages/pt-BR.json';
import { HOTEL_TIMEZONE_DEFAULT } from '@/lib/dates';
import type { ReservationRoom } from '@/lib/types';
import { Toaster } from '@/components/ui/toaster';
import { RoomStep } from './room-step';
import { FormStep, type SignedInGuest } from './form-step';
import { useStayAvailability } from './use-availability';
import { PixPayment } from './pix-payment';
import type { PixCharge } from '@/lib/pix-settings';
import { formatTotal } from '@/lib/pricing';
import { primaryButtonClass } from '@/components/ui/form-styles';

// This module loads only when the dialog first opens, so its strings travel with it instead of with the page.
const DIALOG_MESSAGES = { reservation: messages.reservation, apartments: messages.apartments };

export interface ReservationDialogProps {
  rooms: ReservationRoom[];
  /** The signed-in guest (not staff): the form starts from their profile and asks no password. */
  guest: SignedInGuest | null;
  showPrices: boolean;
  initialRoomTypeId?: string;
  onClose: () => void;
}

/** The full-screen reservation dialog: step 1 picks the apartment, step 2 is the form with its summary. */
export function ReservationDialog(props: ReservationDialogProps) {
  return (
    <NextIntlClientProvider locale="pt-BR" timeZone={HOTEL_TIMEZONE_DEFAULT} messages={DIALOG_MESSAGES}>
      <ReservationDialogContent {...props} />
    </NextIntlClientProvider>
  );
}

function ReservationDialogContent({ rooms, guest, showPrices, initialRoomTypeId, onClose }: ReservationDialogProps) {
  const t = useTranslations('reservation');
  const [room, setRoom] = useState(() => rooms.find((r) => r.id === initialRoomTypeId) ?? null);
  const [step, setStep] = useState<'rooms' | 'form' | 'pix'>(room ? 'form' : 'rooms');
  const [charge, setCharge] = useState<PixCharge | null>(null);
  // The dates chosen in the form: back in the list, each apartment says whether it is free on them.
  const [stay, setStay] = useState({ checkIn: '', checkOut: '' });
  // One request per pair of dates, for the form's notice and the list's counts alike.
  const availability = useStayAvailability(stay.checkIn, stay.checkOut);
  const pixHeading = useRef<HTMLHeadingElement>(null);
  useReturnFocus();
  const roomsHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  // On a step change the new step's heading takes focus, so keyboard and screen-reader users start at its top.
  const goTo = (next: 'rooms' | 'form') => {
    setStep(next);
    requestAnimationFrame(() => (next === 'rooms' ? roomsHeading : formHeading).current?.focus());
  };
  // The deposit step replaces the form after the request's answer (not a click): focus it once it is on screen.
  useEffect(() => {
    if (step === 'pix') pixHeading.current?.focus();
  }, [step]);

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogPanel className="flex h-full flex-col bg-background text-earth-dark">
        <header className="flex items-center gap-3 border-b border-earth-light/60 bg-white/70 px-4 py-2 sm:px-6">
          <div className="min-w-0 flex-1">
            <DialogTitle className="text-lg font-bold sm:text-xl">{t('title')}</DialogTitle>
            <p className="text-sm">{step === 'rooms' ? t('stepRooms') : step === 'form' ? t('stepForm') : t('pix.title')}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-earth-pale focus-visible:outline-3 focus-visible:outline-primary"
          >
            <Icon name="x" className="size-6" />
          </button>
        </header>
        {step === 'rooms' && (
          <RoomStep
            rooms={rooms}
            stay={stay}
            availability={availability}
            showPrices={showPrices}
            headingRef={roomsHeading}
            onSelect={(selected) => {
              setRoom(selected);
              goTo('form');
            }}
            onCancel={onClose}
          />
        )}
        {/* Kept mounted (hidden) while the guest picks another apartment, so what was typed stays. */}
        {step === 'pix' && charge && (
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6" data-testid="reservation-pix-step">
            <div className="mx-auto flex max-w-3xl flex-col gap-4">
              <h3 id="reservation-pix-heading" ref={pixHeading} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
                {t('pix.title')}
              </h3>
              <p>{t('pix.lead', { amount: formatTotal(charge.amount) })}</p>
              <PixPayment charge={charge} labelledBy="reservation-pix-heading" />
              <div>
                <button type="button" onClick={onClose} className={primaryButtonClass}>
                  {t('pix.close')}
                </button>
              </div>
            </div>
          </div>
        )}
        {room && step !== 'pix' && (
          <FormStep
            hidden={step !== 'form'}
            room={room}
            guest={guest}
            showPrices={showPrices}
            headingRef={formHeading}
            onChangeRoom={() => goTo('rooms')}
            onStayChange={setStay}
            stayAvailability={availability}
            onClose={onClose}
            onPix={(pix) => {
              setCharge(pix);
              setStep('pix');
            }}
          />
        )}
        {/* Everything outside a modal dialog is inert, so the dialog shows toasts itself while open. */}
        <Toaster />
      </DialogPanel>
    </Dialog>
  );
}

/**
 * Gives the focus back to the element that opened the dialog. Headless UI does this only for
 * openers focused after its code loaded, and the first opening is what loads it.
 */
function useReturnFocus() {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      // After Headless UI has made the page interactive again.
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
