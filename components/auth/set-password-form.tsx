'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { changePasswordSchema, resetPasswordSchema, type ChangePasswordValues, type ResetPasswordValues } from '@/lib/auth-schemas';
import { toast } from '@/components/ui/use-toast';
import { primaryButtonClass } from '@/components/reservation/styles';
import { changePasswordAction, resetPasswordAction } from '@/app/(auth)/actions';
import { TextField } from './text-field';
import { useAuthResult } from './use-auth-result';

function useFailureToast() {
  const t = useTranslations('auth');
  return () => toast({ title: t('toasts.passwordError.title'), description: t('toasts.passwordError.message'), variant: 'destructive' });
}

/** /definir-senha?token=…: a new password from the e-mailed link (then signed in). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const failed = useFailureToast();
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirmPassword: '' }, reValidateMode: 'onSubmit' });
  const handle = useAuthResult(form);
  const { register, handleSubmit, formState } = form;

  const onValid = async (values: ResetPasswordValues) => {
    try {
      handle(await resetPasswordAction(values));
    } catch {
      failed();
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <input type="hidden" {...register('token')} />
      <TextField
        id="reset-password"
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={formState.errors.password?.message}
        registration={register('password')}
      />
      <TextField
        id="reset-confirm"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <button type="submit" disabled={formState.isSubmitting} className={primaryButtonClass}>
        {formState.isSubmitting ? t('submit.pending') : t('submit.setPassword')}
      </button>
    </form>
  );
}

/** /definir-senha signed in: the current password, then the new one. */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const failed = useFailureToast();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const handle = useAuthResult(form);
  const { register, handleSubmit, formState } = form;

  const onValid = async (values: ChangePasswordValues) => {
    try {
      handle(await changePasswordAction(values));
    } catch {
      failed();
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <TextField
        id="change-current"
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        registration={register('currentPassword')}
      />
      <TextField
        id="change-password"
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={formState.errors.password?.message}
        registration={register('password')}
      />
      <TextField
        id="change-confirm"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <button type="submit" disabled={formState.isSubmitting} className={primaryButtonClass}>
        {formState.isSubmitting ? t('submit.pending') : t('submit.setPassword')}
      </button>
    </form>
  );
}
