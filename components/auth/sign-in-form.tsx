'use client';

import { useActionState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { signInSchema, type SignInValues } from '@/lib/auth-schemas';
import { toast } from '@/components/ui/use-toast';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { postSignInFormAction, signInAction } from '@/server/actions/auth';
import { TextField } from './text-field';
import { useActionResult } from '@/components/ui/use-action-result';

/**
 * Sign-in: 'Email', 'Senha', 'Entrar'; on success back to `next` (or the panel / the admin). Sent
 * before its script runs (or without JavaScript), it posts to the server action and shows the answer.
 */
export function SignInForm({ next }: { next: string | null }) {
  const t = useTranslations('auth');
  const [posted, postAction] = useActionState(postSignInFormAction, null, next ? `/auth?next=${encodeURIComponent(next)}` : '/auth');
  const postedErrors = posted && !posted.ok ? posted.errors : undefined;
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
    <form noValidate method="post" action={postAction} onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      {posted && !posted.ok && (
        <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{posted.title}</p>
          {posted.message && <p>{posted.message}</p>}
        </div>
      )}
      <input type="hidden" name="next" value={next ?? ''} />
      <TextField
        id="sign-in-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message ?? postedErrors?.email}
        defaultValue={posted?.email}
        registration={register('email')}
      />
      <TextField
        id="sign-in-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message ?? postedErrors?.password}
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
