'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass } from '@/components/ui/form-styles';

/** A labelled text input or textarea of the content screens. */
export function TextControl({
  id,
  label,
  hint,
  error,
  placeholder,
  multiline,
  rows = 4,
  type = 'text',
  inputMode,
  registration,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'tel';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  registration: UseFormRegisterReturn;
}) {
  const props = { ...registration, ...controlProps(id, { error, hint: Boolean(hint) }), placeholder, className: inputClass };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {multiline ? <textarea {...props} rows={rows} /> : <input {...props} type={type} inputMode={inputMode} />}
    </Field>
  );
}

export const cardClass = 'rounded-2xl border border-earth-light/60 bg-background p-4 shadow-sm sm:p-6';
