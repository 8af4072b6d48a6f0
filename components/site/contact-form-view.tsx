// Types only: the schema module (and zod with it) stays out of the page's first load.
import type { CONTACT_MAX, ContactField } from '@/lib/contact-schema';

export type ContactMaxLengths = typeof CONTACT_MAX;

export interface ContactFormLabels {
  title: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  submit: string;
  sending: string;
  honeypot: string;
}

/** What a field's control gets: react-hook-form's `register(name)` once loaded, a bare name before. */
export interface ControlProps {
  name: string;
  /** What was typed, when the form comes back refused from a post without its script. */
  defaultValue?: string;
  onChange?: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  ref?: React.Ref<HTMLInputElement & HTMLTextAreaElement>;
}

const fieldClass =
  'mt-1.5 block w-full rounded-xl border border-earth-medium bg-white px-4 py-3 text-base text-earth-dark focus:border-primary focus:outline-3 focus:outline-primary/30 aria-[invalid=true]:border-red-700';
const labelClass = 'block font-medium text-earth-dark';

export const contactFieldId = (name: ContactField | 'website') => `contact-${name}`;

/**
 * The contact form's markup, shared by the server-rendered form and the interactive one that
 * replaces it (see ContactFormLoader), so that both are the same to the pixel.
 */
export function ContactFormView({
  labels,
  maxLength,
  control,
  errors = {},
  sending = false,
  formRef,
  action,
  answer,
  onSubmit,
  onFocusCapture,
}: {
  labels: ContactFormLabels;
  /** CONTACT_MAX, passed in by the server component. */
  maxLength: ContactMaxLengths;
  control: (name: ContactField | 'website') => ControlProps;
  errors?: Partial<Record<ContactField, string>>;
  sending?: boolean;
  formRef?: React.Ref<HTMLFormElement>;
  /** Where the form posts before its script runs (or without JavaScript): the server action. */
  action?: (form: FormData) => void;
  /** The answer to such a post, shown in the form (the script shows toasts instead). */
  answer?: { ok: boolean; title: string; message: string };
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  onFocusCapture?: React.FocusEventHandler<HTMLFormElement>;
}) {
  const a11y = (name: ContactField) => ({
    ...control(name),
    id: contactFieldId(name),
    'aria-required': true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${contactFieldId(name)}-error` : undefined,
  });
  const error = (name: ContactField) =>
    errors[name] && (
      <p id={`${contactFieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    );
  const label = (name: ContactField) => (
    <label htmlFor={contactFieldId(name)} className={labelClass}>
      {labels[name]}
    </label>
  );

  return (
    <form
      ref={formRef}
      // Never a GET with the typed data in the address, even before the script runs.
      method="post"
      action={action}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-earth-light md:p-8"
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-earth-dark">
        {labels.title}
      </h3>
      {answer && (
        <div role={answer.ok ? 'status' : 'alert'} className={`mt-4 rounded-xl border-2 p-4 ${answer.ok ? 'border-green-800 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900'}`}>
          <p className="font-semibold">{answer.title}</p>
          <p className="mt-1">{answer.message}</p>
        </div>
      )}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {label('name')}
          <input type="text" autoComplete="name" maxLength={maxLength.name} className={fieldClass} {...a11y('name')} />
          {error('name')}
        </div>
        <div>
          {label('email')}
          <input type="email" autoComplete="email" maxLength={maxLength.email} className={fieldClass} {...a11y('email')} />
          {error('email')}
        </div>
        <div>
          {label('phone')}
          <input type="tel" autoComplete="tel" inputMode="tel" maxLength={maxLength.phone} className={fieldClass} {...a11y('phone')} />
          {error('phone')}
        </div>
        <div className="sm:col-span-2">
          {label('message')}
          <textarea rows={5} maxLength={maxLength.message} className={`${fieldClass} resize-y`} {...a11y('message')} />
          {error('message')}
        </div>
      </div>
      {/* Honeypot: off screen, out of the tab order and of the accessibility tree; only bots fill it. */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
        <label htmlFor={contactFieldId('website')}>{labels.honeypot}</label>
        <input id={contactFieldId('website')} type="text" tabIndex={-1} autoComplete="off" {...control('website')} />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="mt-6 min-h-12 w-full cursor-pointer rounded-full bg-primary px-6 py-3.5 font-semibold text-white shadow transition-colors hover:bg-earth-rich focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
