'use client';

import { startTransition, useActionState, useRef, useState } from 'react';
import { inputClass, primaryButtonClass } from '@/components/ui/form-styles';
import type { GuestForm, QrFormResult } from '@/lib/qr';

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
  /** rating: the star drawn five times, the sprite's `<Icon name="star" />` rendered by the page (so the sprite's code stays out of this client component). */
  star?: React.ReactNode;
}

/** The form's schema (lib/qr.ts, with zod and the texts) is loaded once, when the guest first uses the form. */
const loadChecker = () => import('@/lib/qr').then((m) => m.guestFormErrors);

/** A form's text fields as the server action receives them (server/actions/define.ts). */
const valuesOf = (form: HTMLFormElement) => Object.fromEntries([...new FormData(form).entries()].filter(([, value]) => typeof value === 'string'));

/**
 * A guest form of the QR pages (review, quote request): checked in the browser with the form's
 * schema (the messages by the fields, without a round trip), then posted to its server action, which
 * parses the same schema again and answers with the toast's text and each field's error. The hidden
 * `website` field is the honeypot. The schema's code (zod and the texts) is not part of the page's
 * load: it is fetched when the guest first focuses a field, so the page stays light.
 */
export function QrForm({
  id,
  form: formName,
  fields,
  submit,
  sending,
  honeypot,
  failed,
  action,
}: {
  id: string;
  /** Which schema checks it in the browser. */
  form: GuestForm;
  fields: QrFormField[];
  submit: string;
  sending: string;
  honeypot: string;
  /** Shown when the action cannot be reached (offline, the server down): what was typed stays. */
  failed: { title: string; message: string };
  action: (input: FormData) => Promise<QrFormResult | { ok: false; message?: string; title?: string; errors?: Partial<Record<string, string>> }>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const checker = useRef<Promise<Awaited<ReturnType<typeof loadChecker>> | null> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  /** After a first attempt to send, each change is checked again (the messages go as the guest fixes them). */
  const [attempted, setAttempted] = useState(false);
  const [state, run, pending] = useActionState(async (_previous: unknown, data: FormData) => {
    // A call that fails (no connection, the server down) would otherwise throw into the page's error screen.
    const result = await action(data).catch((): Awaited<ReturnType<typeof action>> => ({ ok: false, ...failed }));
    if (result.ok) {
      formRef.current?.reset();
      setAttempted(false);
    }
    setErrors((!result.ok && result.errors) || {});
    return result;
  }, null);
  /** The checker, fetched once; null when its chunk cannot be fetched (offline: the server still checks everything, and a later try fetches again). */
  const loadOnce = () =>
    (checker.current ??= loadChecker().catch(() => {
      checker.current = null;
      return null;
    }));
  const check = async (form: HTMLFormElement) => {
    const errorsOf = await loadOnce();
    return errorsOf ? errorsOf(formName, valuesOf(form)) : {};
  };
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = await check(form);
    setAttempted(true);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      (form.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
      return;
    }
    startTransition(() => run(data));
  };
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
    // action stays for the time before hydration (React renders it as an address that refuses to
    // submit, so that a guest's text never goes into a GET); once hydrated, onSubmit takes over.
    <form
      ref={formRef}
      action={run}
      onSubmit={onSubmit}
      onFocus={() => void loadOnce()}
      onChange={(event) => {
        if (attempted) void check(event.currentTarget).then(setErrors);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
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
            <fieldset key={f.name} role="radiogroup" aria-invalid={errors[f.name] ? true : undefined} aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}>
              <legend className="text-lg font-semibold text-earth-dark">{f.label}</legend>
              {/* CSS only: the stars are laid out from 5 to 1 and reversed, so that the ones before a hovered or
                  checked star (in the layout) are its next siblings (peer-*). Unchosen, a star is an outline in the
                  accent colour (4:1 on the background); the hovered or checked one and those before it are filled. */}
              <div className="mt-1 flex flex-row-reverse justify-end gap-1">
                {[5, 4, 3, 2, 1].map((n) => (
                  <label
                    key={n}
                    className="peer relative inline-flex size-12 cursor-pointer items-center justify-center rounded-lg fill-transparent text-accent has-focus-visible:outline-3 has-focus-visible:outline-primary hover:fill-current has-checked:fill-current peer-hover:fill-current peer-has-checked:fill-current [&>svg]:size-10 [&>svg]:fill-inherit"
                  >
                    <input type="radio" name={f.name} value={n} className="sr-only" aria-label={f.options?.[n - 1]} />
                    {f.star}
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
