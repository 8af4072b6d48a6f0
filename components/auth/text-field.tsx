'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass } from '@/components/ui/form-styles';

/** A labelled input of the account forms (same look and accessibility as the reservation form). */
export function TextField({
  id,
  label,
  type = 'text',
  autoComplete,
  hint,
  error,
  defaultValue,
  registration,
}: {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  error?: string;
  /** The value a form posted without its script comes back with (react-hook-form fills it otherwise). */
  defaultValue?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...registration}
        defaultValue={defaultValue}
        {...controlProps(id, { error, hint: Boolean(hint), required: true })}
        type={type}
        autoComplete={autoComplete}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
        className={inputClass}
      />
    </Field>
  );
}
