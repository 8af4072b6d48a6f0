'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { GUEST_PROFILE_FIELDS, guestProfileSchema, type GuestProfileValues } from '@/lib/reservation-schema';
import { digitsOnly } from '@/lib/masks';
import { toast } from '@/components/ui/use-toast';
import { Field } from '@/components/reservation/field';
import { GuestField, VALIDATE_ON_SUBMIT, fieldControls } from '@/components/reservation/guest-field';
import { inputClass, primaryButtonClass } from '@/components/ui/form-styles';
import { updateProfileAction } from '@/server/actions/guest-panel';
import { useActionResult } from '@/components/ui/use-action-result';

/** The guest's data, with the reservation form's fields, masks and rules. */
export function ProfileForm({ initialValues, email }: { initialValues: GuestProfileValues; email: string }) {
  const hydrated = useHydrated();
  const t = useTranslations('painel');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<GuestProfileValues>({
    resolver: zodResolver(guestProfileSchema),
    defaultValues: initialValues,
    ...VALIDATE_ON_SUBMIT,
  });
  const phone = useWatch({ control, name: 'phone' }) ?? '';

  const controls = fieldControls<GuestProfileValues>({ register, clearErrors, errors }, 'profile');
  const { run } = useActionResult<GuestProfileValues>({
    form: { setError, setFocus },
    unexpected: { title: t('toasts.unexpected.title'), message: t('toasts.unexpected.message') },
  });

  // Spec §5: 'Verifique os dados' with the first error; the field is focused.
  const showFirstError = (messages: Partial<Record<string, string | undefined>>) => {
    const first = GUEST_PROFILE_FIELDS.find((name) => Boolean(messages[name]));
    if (!first) return;
    toast({ title: t('toasts.invalid.title'), description: messages[first], variant: 'destructive' });
    const element = document.getElementById(controls.id(first));
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'center' });
  };

  const onInvalid = (invalid: FieldErrors<GuestProfileValues>) =>
    showFirstError(Object.fromEntries(Object.entries(invalid).map(([name, value]) => [name, value?.message])));

  const onValid = async (values: GuestProfileValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await run(() => updateProfileAction(values));
      if (result?.ok) reset(values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)} aria-labelledby="dados-title" className="space-y-4">
      <p className="text-earth-dark">{t('profile.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-email" label={t('profile.email')} hint={t('profile.emailHint')} className="sm:col-span-2">
          <input id="profile-email" type="email" value={email} readOnly aria-describedby="profile-email-hint" className={`${inputClass} bg-earth-pale/40`} />
        </Field>
        <GuestField name="fullName" controls={controls} className="sm:col-span-2" />
        <GuestField name="phone" controls={controls} phoneDigits={digitsOnly(phone).length} />
        <GuestField name="cpf" controls={controls} />
        <GuestField name="birthDate" controls={controls} />
        <GuestField name="address" controls={controls} className="sm:col-span-2" />
        <GuestField name="city" controls={controls} />
        <GuestField name="state" controls={controls} />
        <GuestField name="cep" controls={controls} />
        <GuestField name="emergencyContactName" controls={controls} />
        <GuestField name="emergencyContactPhone" controls={controls} />
      </div>
      <button type="submit" disabled={!hydrated || busy} aria-busy={busy || undefined} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {busy ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
