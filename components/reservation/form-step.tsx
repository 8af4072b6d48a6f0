'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import {
  ACCOUNT_FIELDS,
  EMPTY_RESERVATION_FORM,
  lastCheckIn,
  MAX_STAY_NIGHTS,
  parseIsoDate,
  RESERVATION_FIELDS,
  RESERVATION_LABELS,
  RESERVATION_MAX,
  reservationFormSchema,
  signedInReservationFormSchema,
  type GuestProfileValues,
  type ReservationField,
  type ReservationFormValues,
} from '@/lib/reservation-schema';
import { digitsOnly } from '@/lib/masks';
import { addDays, HOTEL_TIMEZONE_DEFAULT, todayIn } from '@/lib/dates';
import type { ReservationRoom } from '@/lib/types';
import type { PixCharge } from '@/lib/pix-settings';
import { GUEST_REQUEST_TOASTS } from '@/lib/guest-requests';
import { toast } from '@/components/ui/use-toast';
import { useActionResult } from '@/components/ui/use-action-result';
import { createReservationAction } from '@/server/actions/guest-requests';
import type { StayAvailability } from './use-availability';
import { Icon } from '@/components/ui/icon';
import { Field } from './field';
import { GuestField, VALIDATE_ON_SUBMIT, fieldControls } from './guest-field';
import { Summary } from './summary';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';

type FormField = Exclude<ReservationField, 'roomTypeId'>;
type Status = 'idle' | 'processing' | 'submitted';

/** A signed-in guest (GET /api/auth/session?profile=1): the account's e-mail and the profile of /painel. */
export interface SignedInGuest {
  email: string;
  profile: GuestProfileValues;
}

const anonymousResolver = zodResolver(reservationFormSchema);
const signedInResolver = zodResolver(signedInReservationFormSchema);

/** The form's first values: the signed-in guest's profile and e-mail, else empty. The guest may change them for this booking. */
function initialValues(guest: SignedInGuest | null): ReservationFormValues {
  if (!guest) return EMPTY_RESERVATION_FORM;
  const filled = Object.fromEntries(Object.entries(guest.profile).filter(([, value]) => typeof value === 'string' && value !== ''));
  return { ...EMPTY_RESERVATION_FORM, ...filled, email: guest.email };
}

/** The dialog closes this long after a successful request (spec §4). */
const CLOSE_AFTER_SUCCESS_MS = 1000;


/** Scrolls the field into view (smoothly unless reduced motion is preferred) and focuses it. */
function focusField(name: FormField) {
  const element = document.getElementById(`reservation-${name}`);
  if (!element) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Focus first: focusing after a smooth scroll has started cancels that scroll in Chromium.
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
}

/** Step 2: the guest's data, with the summary panel. */
export function FormStep({
  hidden,
  room,
  guest,
  showPrices,
  headingRef,
  onChangeRoom,
  onStayChange,
  stayAvailability,
  onClose,
  onPix,
}: {
  hidden: boolean;
  room: ReservationRoom;
  /** The signed-in guest: the form starts from the profile and asks no password (the server books with the session). */
  guest: SignedInGuest | null;
  showPrices: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onChangeRoom: () => void;
  /** The chosen dates, as they change: the dialog asks what is free on them (stayAvailability). */
  onStayChange: (stay: { checkIn: string; checkOut: string }) => void;
  /** What is free on the chosen dates, as the dialog asked the server once for them. */
  stayAvailability: StayAvailability | null;
  onClose: () => void;
  /** The request asked for a PIX deposit: the dialog shows it instead of closing. */
  onPix: (charge: PixCharge) => void;
}) {
  const t = useTranslations('reservation');
  const [status, setStatus] = useState<Status>('idle');
  const [today] = useState(() => todayIn(HOTEL_TIMEZONE_DEFAULT));
  // Signed in: no password asked. Turns false if the server asks for it after all (the session ended
  // meanwhile); the ref, set together with the state, serves the resolver and the submit.
  const [signedIn, setSignedIn] = useState(guest !== null);
  const signedInRef = useRef(guest !== null);
  const resolver: Resolver<ReservationFormValues> = (values, context, options) =>
    (signedInRef.current ? signedInResolver : anonymousResolver)(values, context, options);
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<ReservationFormValues>({
    resolver,
    defaultValues: initialValues(guest),
    ...VALIDATE_ON_SUBMIT,
  });
  const [checkIn = '', checkOut = '', phone = ''] = useWatch({ control, name: ['checkIn', 'checkOut', 'phone'] });
  const availability = forRoom(stayAvailability, room.id);
  // The room type has no apartment free on these dates: the request would be refused, so it is not sent.
  const soldOut = availability?.kind === 'none';
  useEffect(() => onStayChange({ checkIn, checkOut }), [checkIn, checkOut, onStayChange]);

  // A ref, not the status state: a double click submits twice before React re-renders.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  const controls = fieldControls<ReservationFormValues>({ register, clearErrors, errors }, 'reservation');
  const label = (name: FormField) => RESERVATION_LABELS[name];
  const isField = (name: string): name is FormField => name !== 'roomTypeId' && (RESERVATION_FIELDS as readonly string[]).includes(name);
  const { run } = useActionResult<ReservationFormValues>({
    form: {
      setError: (name, error) => isField(name) && setError(name, error),
      setFocus: (name) => {
        if (!isField(name)) return;
        // The server asked for the password after all (the session ended meanwhile): the account fields come back first.
        if (signedInRef.current && (ACCOUNT_FIELDS as readonly string[]).includes(name)) {
          signedInRef.current = false;
          setSignedIn(false);
          requestAnimationFrame(() => focusField(name));
          return;
        }
        focusField(name);
      },
    },
    unexpected: GUEST_REQUEST_TOASTS.unexpected,
  });

  const showFirstError = (messages: Partial<Record<FormField, string | undefined>>) => {
    const first = RESERVATION_FIELDS.find((name): name is FormField => name !== 'roomTypeId' && Boolean(messages[name as FormField]));
    if (!first) return false;
    toast({ title: GUEST_REQUEST_TOASTS.invalid.title, description: messages[first], variant: 'destructive' });
    focusField(first);
    return true;
  };

  const onInvalid = (invalid: FieldErrors<ReservationFormValues>) =>
    showFirstError(Object.fromEntries(Object.entries(invalid).map(([name, value]) => [name, value?.message])) as Partial<Record<FormField, string>>);

  const onValid = async (values: ReservationFormValues) => {
    if (inFlight.current) return;
    if (soldOut) {
      focusField('checkIn');
      return;
    }
    inFlight.current = true;
    setStatus('processing');
    // The success toast, then 'Email já cadastrado' / 'Aviso' when the reservation went on without login.
    // Signed in: no password fields at all, so the server books with the session.
    const { password, confirmPassword, ...guestValues } = values;
    const request = signedInRef.current ? guestValues : { ...guestValues, password, confirmPassword };
    const result = await run(() => createReservationAction({ roomTypeId: room.id, ...request }));
    if (result?.ok) {
      setStatus('submitted');
      // When a session cookie was set, the action's answer already carries the re-rendered page
      // (the header shows 'Meu Painel'): no router.refresh() needed.
      // With a PIX deposit to pay, the dialog shows it and stays open until the guest closes it.
      if (result.pix) {
        if (mounted.current) onPix(result.pix);
        return;
      }
      // Not when the guest already closed it (a timer left behind would close the next one).
      if (mounted.current) closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
      return;
    }
    inFlight.current = false;
    setStatus('idle');
  };

  const busy = status !== 'idle';
  const phoneDigits = digitsOnly(phone).length;

  return (
    <form hidden={hidden} noValidate onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)} aria-labelledby="reservation-form-heading" className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <h3 id="reservation-form-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl lg:col-span-2">
            {t('formHeading')}
          </h3>

          <div className="lg:order-2">
            <div className="lg:sticky lg:top-0">
              <Summary room={room} showPrices={showPrices} checkIn={checkIn} checkOut={checkOut} onChangeRoom={onChangeRoom} />
            </div>
          </div>

          <div className="space-y-6 lg:order-1">
            <Group legend={t('sections.stay')}>
              <Field id={controls.id('checkIn')} label={label('checkIn')} error={controls.error('checkIn')}>
                <input type="date" min={today} max={lastCheckIn(today)} className={inputClass} {...controls.register('checkIn')} {...controls.a11y('checkIn')} />
              </Field>
              <Field id={controls.id('checkOut')} label={label('checkOut')} error={controls.error('checkOut')}>
                <input type="date" min={checkIn || today} max={addDays(parseIsoDate(checkIn) ?? today, MAX_STAY_NIGHTS)} className={inputClass} {...controls.register('checkOut')} {...controls.a11y('checkOut')} />
              </Field>
              {availability && (
                <div
                  data-testid="reservation-availability"
                  className={`sm:col-span-2 text-sm font-semibold ${soldOut ? 'rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-800' : ''}`}
                >
                  <p role="status" id={SOLD_OUT_NOTE_ID}>
                    {availability.kind === 'checking' && t('availability.checking')}
                    {availability.kind === 'free' && t('availability.available', { count: availability.count })}
                    {availability.kind === 'none' && (
                      <>
                        <span className="flex items-center gap-2 text-base">
                          <Icon name="triangle-alert" className="size-5 shrink-0" />
                          {t('availability.none')}
                        </span>
                        <span className="mt-1 block font-normal text-earth-dark">{t('availability.noneHint')}</span>
                      </>
                    )}
                    {availability.kind === 'error' && t('availability.error')}
                  </p>
                  {soldOut && (
                    <button type="button" onClick={onChangeRoom} className={`${secondaryButtonClass} mt-3`}>
                      {t('changeRoom')}
                    </button>
                  )}
                </div>
              )}
            </Group>

            <Group legend={t('sections.guest')} description={signedIn ? t('profileFilled') : undefined}>
              <GuestField name="fullName" controls={controls} className="sm:col-span-2" />
              <Field id={controls.id('email')} label={label('email')} error={controls.error('email')} className="sm:col-span-2">
                <input type="email" autoComplete="email" inputMode="email" maxLength={RESERVATION_MAX.email} className={inputClass} {...controls.register('email')} {...controls.a11y('email')} />
              </Field>
              <GuestField name="phone" controls={controls} phoneDigits={phoneDigits} />
              <GuestField name="cpf" controls={controls} />
              <GuestField name="birthDate" controls={controls} />
            </Group>

            <Group legend={t('sections.address')}>
              <GuestField name="address" controls={controls} className="sm:col-span-2" />
              <GuestField name="city" controls={controls} />
              <GuestField name="state" controls={controls} />
              <GuestField name="cep" controls={controls} />
            </Group>

            <Group legend={t('sections.emergency')}>
              <GuestField name="emergencyContactName" controls={controls} />
              <GuestField name="emergencyContactPhone" controls={controls} />
            </Group>

            <Group legend={t('sections.requests')}>
              <Field id={controls.id('specialRequests')} label={label('specialRequests')} optionalLabel={t('optional')} error={controls.error('specialRequests')} className="sm:col-span-2">
                <textarea
                  rows={3}
                  maxLength={RESERVATION_MAX.specialRequests}
                  className={`${inputClass} resize-y`}
                  {...controls.register('specialRequests')}
                  {...controls.a11y('specialRequests', { required: false })}
                />
              </Field>
            </Group>

            {signedIn && guest ? (
              <Group legend={t('sections.account')}>
                <p className="text-sm sm:col-span-2" data-testid="reservation-account">
                  {t('signedInAccount', { email: guest.email })}
                </p>
              </Group>
            ) : (
              <Group legend={t('sections.account')} description={t('accountHint')}>
                <Field id={controls.id('password')} label={label('password')} error={controls.error('password')}>
                  <input type="password" autoComplete="new-password" maxLength={RESERVATION_MAX.password} className={inputClass} {...controls.register('password')} {...controls.a11y('password')} />
                </Field>
                <Field id={controls.id('confirmPassword')} label={label('confirmPassword')} error={controls.error('confirmPassword')}>
                  <input
                    type="password"
                    autoComplete="new-password"
                    maxLength={RESERVATION_MAX.password}
                    className={inputClass}
                    {...controls.register('confirmPassword')}
                    {...controls.a11y('confirmPassword')}
                  />
                </Field>
              </Group>
            )}
          </div>
        </div>
      </div>

      <footer className="border-t border-earth-light/60 bg-white/70 px-4 py-3 sm:px-6">
        <div className="mx-auto flex max-w-5xl gap-3 sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            disabled={busy || soldOut}
            aria-describedby={soldOut ? SOLD_OUT_NOTE_ID : undefined}
            className={`${primaryButtonClass} flex-1 sm:flex-none`}
          >
            {status === 'processing' ? t('processing') : status === 'submitted' ? t('sent') : t('submit')}
          </button>
        </div>
      </footer>
    </form>
  );
}

/** A titled group of fields. */
function Group({ legend, description, children }: { legend: string; description?: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-earth-light/70 sm:p-5">
      {/* Floated so that the legend lays out like a heading inside the card's padding. */}
      <legend className="float-left mb-3 w-full text-lg font-bold">{legend}</legend>
      {description && <p className="clear-both mb-3 text-sm">{description}</p>}
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type AvailabilityView = { kind: 'checking' } | { kind: 'free'; count: number } | { kind: 'none' } | { kind: 'error' };

const SOLD_OUT_NOTE_ID = 'reservation-availability-note';

/** What the stay's availability says of one room type. */
function forRoom(stay: StayAvailability | null, roomTypeId: string): AvailabilityView | null {
  if (!stay || stay.kind !== 'loaded') return stay;
  const free = stay.free.get(roomTypeId);
  return free === undefined ? { kind: 'error' } : free > 0 ? { kind: 'free', count: free } : { kind: 'none' };
}
