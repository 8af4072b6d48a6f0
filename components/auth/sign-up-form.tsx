'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { signUpSchema, type SignUpValues } from '@/lib/auth-schemas';
import { toast } from '@/components/ui/use-toast';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { signUpAction } from '@/server/actions/auth';
import { TextField } from './text-field';
import { useActionResult } from '@/components/ui/use-action-result';

const EMPTY: SignUpValues = { fullName: '', email: '', password: '', confirmPassword: '' };

/** Sign-up with full name; signed in at once unless the address must be confirmed first (then back to sign-in). */
export function SignUpForm({ next, onCreatedSignedOut }: { next: string | null; onCreatedSignedOut: () => void }) {
  const hydrated = useHydrated();
  const t = useTranslations('auth');
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { show: handle } = useActionResult({ form });
  const { register, handleSubmit, formState, reset } = form;

  const onValid = async (values: SignUpValues) => {
    try {
      const result = await signUpAction({ ...values, next });
      if (handle(result) && !(result.ok && result.redirectTo)) {
        reset(EMPTY);
        onCreatedSignedOut();
      }
    } catch {
      toast({ title: t('toasts.signUpError.title'), description: t('toasts.signUpError.message'), variant: 'destructive' });
    }
  };

  const errors = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <TextField id="sign-up-name" label={t('fields.fullName')} autoComplete="name" error={errors.fullName?.message} registration={register('fullName')} />
      <TextField id="sign-up-email" label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      <TextField
        id="sign-up-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={errors.password?.message}
        registration={register('password')}
      />
      <TextField
        id="sign-up-confirm"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <button type="submit" disabled={!hydrated || formState.isSubmitting} className={primaryButtonClass}>
        {formState.isSubmitting ? t('submit.pending') : t('submit.signUp')}
      </button>
    </form>
  );
}
