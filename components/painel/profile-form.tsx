'use client';

import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import {
  BRAZIL_STATES,
  GUEST_PROFILE_FIELDS,
  RESERVATION_LABELS,
  RESERVATION_MAX,
  guestProfileSchema,
  type GuestProfileField,
  type GuestProfileValues,
} from '@/lib/reservation-schema';
import { digitsOnly, maskBirthDate, maskCep, maskCpf, maskPhone } from '@/lib/masks';
import { toast } from '@/components/ui/use-toast';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, primaryButtonClass } from '@/components/reservation/styles';
import { updateProfileAction } from '@/app/painel/actions';
import { runPanelAction } from './use-panel-result';

const PHONE_MAX_DIGITS = 11;
const fieldId = (name: GuestProfileField) => `profile-${name}`;

/** The guest's data, with the reservation form's fields, masks and rules. */
export function ProfileForm({ initialValues, email }: { initialValues: GuestProfileValues; email: string }) {
  const t = useTranslations('painel');
  const r = useTranslations('reservation');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    setError,
    reset,
    formState: { errors },
  } = useForm<GuestProfileValues>({
    resolver: zodResolver(guestProfileSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const phone = useWatch({ control, name: 'phone' }) ?? '';

  const field = (name: GuestProfileField, options: { mask?: (value: string) => string } = {}) => {
    const { onChange, ...rest } = register(name);
    return {
      ...rest,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (options.mask) event.target.value = options.mask(event.target.value);
        clearErrors(name);
        return onChange(event);
      },
    };
  };
  const a11y = (name: GuestProfileField, extra: { hint?: boolean; required?: boolean } = {}) =>
    controlProps(fieldId(name), { error: errors[name]?.message, hint: extra.hint, required: extra.required ?? true });
  const error = (name: GuestProfileField) => errors[name]?.message;
  const label = (name: GuestProfileField) => RESERVATION_LABELS[name];

  // Spec §5: 'Verifique os dados' with the first error; the field is focused.
  const showFirstError = (messages: Partial<Record<string, string | undefined>>) => {
    const first = GUEST_PROFILE_FIELDS.find((name) => Boolean(messages[name]));
    if (!first) return;
    toast({ title: t('toasts.invalid.title'), description: messages[first], variant: 'destructive' });
    const element = document.getElementById(fieldId(first));
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
      const result = await runPanelAction(() => updateProfileAction(values), { title: t('toasts.unexpected.title'), message: t('toasts.unexpected.message') });
      if (result?.ok) reset(values);
      else if (result?.errors) {
        for (const [name, message] of Object.entries(result.errors)) setError(name as GuestProfileField, { type: 'server', message });
        showFirstError(result.errors);
      }
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
        <Field id={fieldId('fullName')} label={label('fullName')} error={error('fullName')} className="sm:col-span-2">
          <input type="text" autoComplete="name" maxLength={RESERVATION_MAX.fullName} className={inputClass} {...field('fullName')} {...a11y('fullName')} />
        </Field>
        <Field
          id={fieldId('phone')}
          label={label('phone')}
          error={error('phone')}
          hint={r('phoneDigits', { count: digitsOnly(phone).length, max: PHONE_MAX_DIGITS })}
        >
          <input
            type="tel"
            autoComplete="tel"
            inputMode="numeric"
            placeholder={r('placeholders.phone')}
            className={inputClass}
            {...field('phone', { mask: maskPhone })}
            {...a11y('phone', { hint: true })}
          />
        </Field>
        <Field id={fieldId('cpf')} label={label('cpf')} error={error('cpf')}>
          <input type="text" inputMode="numeric" autoComplete="off" placeholder={r('placeholders.cpf')} className={inputClass} {...field('cpf', { mask: maskCpf })} {...a11y('cpf')} />
        </Field>
        <Field id={fieldId('birthDate')} label={label('birthDate')} error={error('birthDate')}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder={r('placeholders.birthDate')}
            className={inputClass}
            {...field('birthDate', { mask: maskBirthDate })}
            {...a11y('birthDate')}
          />
        </Field>
        <Field id={fieldId('address')} label={label('address')} error={error('address')} className="sm:col-span-2">
          <input type="text" autoComplete="street-address" maxLength={RESERVATION_MAX.address} className={inputClass} {...field('address')} {...a11y('address')} />
        </Field>
        <Field id={fieldId('city')} label={label('city')} error={error('city')}>
          <input type="text" autoComplete="address-level2" maxLength={RESERVATION_MAX.city} className={inputClass} {...field('city')} {...a11y('city')} />
        </Field>
        <Field id={fieldId('state')} label={label('state')} error={error('state')}>
          <select autoComplete="address-level1" className={inputClass} {...field('state')} {...a11y('state')}>
            <option value="">{r('selectState')}</option>
            {BRAZIL_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.code} - {state.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('cep')} label={label('cep')} optionalLabel={r('optional')} error={error('cep')}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={r('placeholders.cep')}
            className={inputClass}
            {...field('cep', { mask: maskCep })}
            {...a11y('cep', { required: false })}
          />
        </Field>
        <Field id={fieldId('emergencyContactName')} label={label('emergencyContactName')} optionalLabel={r('optional')} error={error('emergencyContactName')}>
          <input
            type="text"
            autoComplete="off"
            maxLength={RESERVATION_MAX.emergencyContactName}
            className={inputClass}
            {...field('emergencyContactName')}
            {...a11y('emergencyContactName', { required: false })}
          />
        </Field>
        <Field id={fieldId('emergencyContactPhone')} label={label('emergencyContactPhone')} optionalLabel={r('optional')} error={error('emergencyContactPhone')}>
          <input
            type="tel"
            autoComplete="off"
            inputMode="numeric"
            placeholder={r('placeholders.phone')}
            className={inputClass}
            {...field('emergencyContactPhone', { mask: maskPhone })}
            {...a11y('emergencyContactPhone', { required: false })}
          />
        </Field>
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {busy ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
