'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, Path, UseFormClearErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { BRAZIL_STATES, RESERVATION_LABELS, RESERVATION_MAX, type GuestProfileField } from '@/lib/reservation-schema';
import { maskBirthDate, maskCep, maskCpf, maskPhone } from '@/lib/masks';
import { Field, controlProps } from './field';
import { inputClass } from '@/components/ui/form-styles';

/** The most digits a phone takes (spec §5: (DD) xxxxx-xxxx). */
export const PHONE_MAX_DIGITS = 11;

type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** How a form's fields are wired: ids, registration with the mask and the clearing of the field's error on edit (spec §5), accessibility. */
export interface FieldControls<Name extends string> {
  id: (name: Name) => string;
  register: (name: Name, mask?: (value: string) => string) => Omit<UseFormRegisterReturn, 'onChange'> & { onChange: (event: React.ChangeEvent<ControlElement>) => Promise<unknown> };
  a11y: (name: Name, extra?: { hint?: boolean; required?: boolean }) => ReturnType<typeof controlProps>;
  error: (name: Name) => string | undefined;
}

/** The controls of a react-hook-form form whose field ids are `${idPrefix}-${name}`. */
/**
 * The guest forms' validation timing (reservation, profile): errors show on submit; editing a field
 * clears its own (spec §5) and it is checked again on the next submit; the form focuses the first error itself.
 */
export const VALIDATE_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

export function fieldControls<Values extends FieldValues>(
  form: { register: UseFormRegister<Values>; clearErrors: UseFormClearErrors<Values>; errors: FieldErrors<Values> },
  idPrefix: string,
): FieldControls<Path<Values>> {
  const id = (name: Path<Values>) => `${idPrefix}-${name}`;
  const error = (name: Path<Values>) => form.errors[name]?.message as string | undefined;
  return {
    id,
    error,
    register: (name, mask) => {
      const { onChange, ...rest } = form.register(name);
      return {
        ...rest,
        onChange: (event: React.ChangeEvent<ControlElement>) => {
          if (mask) event.target.value = mask(event.target.value);
          form.clearErrors(name);
          return onChange(event);
        },
      };
    },
    a11y: (name, extra = {}) => controlProps(id(name), { error: error(name), hint: extra.hint, required: extra.required ?? true }),
  };
}

/**
 * One of the guest's fields, the same in the reservation dialog and the customer panel's profile:
 * label, input type, mask, autocomplete and length limit. The phone shows its live digit counter.
 */
export function GuestField<Name extends string>({
  name,
  controls,
  phoneDigits = 0,
  className,
}: {
  name: GuestProfileField & Name;
  controls: FieldControls<Name>;
  phoneDigits?: number;
  className?: string;
}) {
  const t = useTranslations('reservation');
  const optional = name === 'cep' || name === 'emergencyContactName' || name === 'emergencyContactPhone';
  const props = { className: inputClass, ...controls.a11y(name, { hint: name === 'phone', required: !optional }) };
  const text = (autoComplete: string, max?: number) => (
    <input type="text" autoComplete={autoComplete} maxLength={max} {...props} {...controls.register(name)} />
  );
  const masked = (mask: (value: string) => string, { type = 'text', autoComplete, placeholder }: { type?: 'text' | 'tel'; autoComplete: string; placeholder: string }) => (
    <input type={type} inputMode="numeric" autoComplete={autoComplete} placeholder={placeholder} {...props} {...controls.register(name, mask)} />
  );

  const control = {
    fullName: () => text('name', RESERVATION_MAX.fullName),
    phone: () => masked(maskPhone, { type: 'tel', autoComplete: 'tel', placeholder: t('placeholders.phone') }),
    cpf: () => masked(maskCpf, { autoComplete: 'off', placeholder: t('placeholders.cpf') }),
    birthDate: () => masked(maskBirthDate, { autoComplete: 'bday', placeholder: t('placeholders.birthDate') }),
    address: () => text('address-line1', RESERVATION_MAX.address),
    city: () => text('address-level2', RESERVATION_MAX.city),
    state: () => (
      <select autoComplete="address-level1" {...props} {...controls.register(name)}>
        <option value="">{t('selectState')}</option>
        {BRAZIL_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.code} - {state.name}
          </option>
        ))}
      </select>
    ),
    cep: () => masked(maskCep, { autoComplete: 'postal-code', placeholder: t('placeholders.cep') }),
    emergencyContactName: () => text('off', RESERVATION_MAX.emergencyContactName),
    emergencyContactPhone: () => masked(maskPhone, { type: 'tel', autoComplete: 'off', placeholder: t('placeholders.phone') }),
  }[name];

  return (
    <Field
      id={controls.id(name)}
      label={RESERVATION_LABELS[name]}
      optionalLabel={optional ? t('optional') : undefined}
      error={controls.error(name)}
      hint={name === 'phone' ? <span data-testid="phone-digits">{t('phoneDigits', { count: phoneDigits, max: PHONE_MAX_DIGITS })}</span> : undefined}
      className={className}
    >
      {control()}
    </Field>
  );
}
