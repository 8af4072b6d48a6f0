'use client';

import { useActionState, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { RotateCw, Send } from 'lucide-react';
import { resendEmailAction, sendTestEmailAction } from '@/server/actions/admin-emails';
import { useActionResult } from '@/components/ui/use-action-result';
import type { ActionResult } from '@/lib/action-result';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';

/** 'Reenviar' of a failed message; `subject` names it for screen readers. */
export function ResendButton({ id, subject }: { id: string; subject: string }) {
  const t = useTranslations('adminDesk.emails');
  const { show } = useActionResult({ titles: { failure: t('failureTitle') } });
  const [, action, pending] = useActionState(async (_prev: ActionResult | null, formData: FormData) => {
    const result = await resendEmailAction(formData);
    show(result);
    return result;
  }, null);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className={`${secondaryButtonClass} min-h-11 px-3 text-sm`}>
        <RotateCw aria-hidden className="size-4" />
        {pending ? t('resending') : t('resend')}
        <span className="sr-only">: {subject}</span>
      </button>
    </form>
  );
}

/** /testemail: the address, 'Enviar teste', and the provider's answer below. */
export function TestEmailForm({ defaultTo }: { defaultTo: string }) {
  const t = useTranslations('adminDesk.testEmail');
  const te = useTranslations('adminDesk.emails');
  const input = useRef<HTMLInputElement>(null);
  const { show } = useActionResult({ titles: { failure: te('failureTitle') } });
  const [state, action, pending] = useActionState(async (_prev: ActionResult | null, formData: FormData) => {
    const result = await sendTestEmailAction(formData);
    show(result);
    if (result.errors?.to) input.current?.focus();
    return result;
  }, null);
  const error = state?.errors?.to;
  return (
    <form action={action} noValidate className="flex max-w-xl flex-col gap-3 rounded-xl border border-earth-light bg-white p-4">
      <Field id="test-email-to" label={t('to')} error={error}>
        <input ref={input} type="email" name="to" required autoComplete="email" defaultValue={defaultTo} className={inputClass} {...controlProps('test-email-to', { error, required: true })} />
      </Field>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        <Send aria-hidden className="size-5" />
        {pending ? t('sending') : t('send')}
      </button>
      <div role="status" aria-live="polite">
        {state && (
          <p className={`rounded-lg p-3 ${state.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`} data-testid="test-email-result">
            <span className="font-semibold">{t('result')}:</span> {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
