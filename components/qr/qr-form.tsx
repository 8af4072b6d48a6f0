'use client';

import { useActionState, useRef } from 'react';
import { inputClass, primaryButtonClass } from '@/components/ui/form-styles';
import type { QrFormResult } from '@/lib/qr';

export interface QrFormField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'date' | 'month' | 'textarea' | 'rating';
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric';
  /** rating: the label of each star, 1 to 5. */
  options?: string[];
}

/**
 * A guest form of the QR pages (review, quote request): posted to its server action, which
 * validates with the form's schema and answers with the toast's text and each field's error. The
 * hidden `website` field is the honeypot. No other client code: the page stays light.
 */
export function QrForm({
  id,
  fields,
  submit,
  sending,
  honeypot,
  action,
}: {
  id: string;
  fields: QrFormField[];
  submit: string;
  sending: string;
  honeypot: string;
  action: (input: FormData) => Promise<QrFormResult | { ok: false; message?: string; title?: string; errors?: Partial<Record<string, string>> }>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, run, pending] = useActionState(async (_previous: unknown, data: FormData) => {
    const result = await action(data);
    if (result.ok) formRef.current?.reset();
    return result;
  }, null);
  const errors: Partial<Record<string, string>> = (state && !state.ok && state.errors) || {};
  const control = (f: QrFormField) => ({
    id: `${id}-${f.name}`,
    name: f.name,
    required: f.required,
    maxLength: f.maxLength,
    autoComplete: f.autoComplete,
    'aria-invalid': errors[f.name] ? true : undefined,
    'aria-describedby': errors[f.name] ? `${id}-${f.name}-error` : undefined,
    className: `mt-1 ${inputClass}`,
  });

  return (
    <form ref={formRef} action={run} noValidate className="flex flex-col gap-4">
      {state && (
        <div role={state.ok ? 'status' : 'alert'} className={`rounded-2xl border-2 p-4 text-earth-dark ${state.ok ? 'border-green-800 bg-green-50' : 'border-red-800 bg-red-50'}`}>
          <p className="font-bold">{state.title}</p>
          {state.message && <p>{state.message}</p>}
        </div>
      )}
      {fields.map((f) => {
        const error = errors[f.name] && (
          <p id={`${id}-${f.name}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {errors[f.name]}
          </p>
        );
        if (f.kind === 'rating')
          return (
            <fieldset key={f.name} aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}>
              <legend className="text-lg font-semibold text-earth-dark">{f.label}</legend>
              <div className="mt-1 flex flex-row-reverse justify-end gap-1">
                {[5, 4, 3, 2, 1].map((n) => (
                  <label key={n} className="peer relative inline-flex size-12 cursor-pointer items-center justify-center rounded-lg text-4xl has-focus-visible:outline-3 has-focus-visible:outline-primary text-earth-medium peer-hover:text-amber-600 hover:text-amber-600 has-checked:text-amber-700 peer-has-checked:text-amber-700">
                    <input type="radio" name={f.name} value={n} className="peer sr-only" aria-label={f.options?.[n - 1]} />
                    <span aria-hidden>★</span>
                  </label>
                ))}
              </div>
              {error}
            </fieldset>
          );
        return (
          <div key={f.name}>
            <label htmlFor={`${id}-${f.name}`} className="block font-medium text-earth-dark">
              {f.label}
            </label>
            {f.kind === 'textarea' ? <textarea rows={4} {...control(f)} /> : <input type={f.kind} inputMode={f.inputMode} {...control(f)} />}
            {error}
          </div>
        );
      })}
      <div className="absolute -left-[9999px]" aria-hidden>
        <label htmlFor={`${id}-website`}>{honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? sending : submit}
      </button>
    </form>
  );
}
