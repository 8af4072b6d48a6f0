'use client';

import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { signInSchema, type SignInValues } from '@/lib/auth-schemas';
import { toast } from '@/components/ui/use-toast';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { signInAction } from '@/server/actions/auth';
import { TextField } from './text-field';
import { useActionResult } from '@/components/ui/use-action-result';

/** Sign-in: 'Email', 'Senha', 'Entrar'; on success back to `next` (or the panel / the admin). */
export function SignInForm({ next }: { next: string | null }) {
  const t = useTranslations('auth');
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' }, reValidateMode: 'onSubmit' });
  const { show: handle } = useActionResult({ form });
  const { register, handleSubmit, formState } = form;

  const onValid = async (values: SignInValues) => {
    try {
      handle(await signInAction({ ...values, next }));
    } catch {
      toast({ title: t('toasts.signInError.title'), description: t('toasts.signInError.message'), variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <TextField id="sign-in-email" label={t('fields.email')} type="email" autoComplete="email" error={formState.errors.email?.message} registration={register('email')} />
      <TextField
        id="sign-in-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        registration={register('password')}
      />
      <button type="submit" disabled={formState.isSubmitting} className={primaryButtonClass}>
        {formState.isSubmitting ? t('submit.pending') : t('submit.signIn')}
      </button>
      <Link href="/recuperar-senha" className="self-center rounded font-medium text-primary underline underline-offset-4 hover:text-earth-rich focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        {t('forgotPassword')}
      </Link>
    </form>
  );
}
