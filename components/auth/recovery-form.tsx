'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { recoverySchema, type RecoveryValues } from '@/lib/auth-schemas';
import { toast } from '@/components/ui/use-toast';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { requestRecoveryAction } from '@/server/actions/auth';
import { TextField } from './text-field';
import { useActionResult } from '@/components/ui/use-action-result';

/** /recuperar-senha: asks the address; the answer is the same whether an account exists. */
export function RecoveryForm() {
  const hydrated = useHydrated();
  const t = useTranslations('auth');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<RecoveryValues>({ resolver: zodResolver(recoverySchema), defaultValues: { email: '' }, reValidateMode: 'onSubmit' });
  const { show: handle } = useActionResult({ form });
  const { register, handleSubmit, formState } = form;

  const onValid = async (values: RecoveryValues) => {
    try {
      const result = await requestRecoveryAction(values);
      if (handle(result)) setSent(result.message ?? result.title ?? '');
    } catch {
      toast({ title: t('toasts.recoveryError.title'), description: t('toasts.recoveryError.message'), variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <TextField id="recovery-email" label={t('fields.email')} type="email" autoComplete="email" error={formState.errors.email?.message} registration={register('email')} />
      <button type="submit" disabled={!hydrated || formState.isSubmitting} className={primaryButtonClass}>
        {formState.isSubmitting ? t('submit.pending') : t('submit.recover')}
      </button>
      {/* Also written on the page: the toast goes away after a few seconds. */}
      <p role="status" className="min-h-6 text-center font-medium text-earth-dark">
        {sent}
      </p>
    </form>
  );
}
