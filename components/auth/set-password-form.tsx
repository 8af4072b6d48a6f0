'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { changePasswordSchema, resetPasswordSchema, type ChangePasswordValues, type ResetPasswordValues } from '@/lib/auth-schemas';
import { toast } from '@/components/ui/use-toast';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { changePasswordAction, resetPasswordAction } from '@/server/actions/auth';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';
import { useActionResult } from '@/components/ui/use-action-result';

function useFailureToast() {
  const t = useTranslations('auth');
  return () => toast({ title: t('toasts.passwordError.title'), description: t('toasts.passwordError.message'), variant: 'destructive' });
}

/** The new password, its confirmation and the submit button, shared by both forms. */
function NewPasswordFields(props: {
  idPrefix: string;
  errors: FieldErrors<{ password: string; confirmPassword: string }>;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  submitting: boolean;
}) {
  const hydrated = useHydrated();
  const t = useTranslations('auth');
  return (
    <>
      <TextField
        id={`${props.idPrefix}-password`}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={props.errors.password?.message}
        registration={props.password}
      />
      <TextField
        id={`${props.idPrefix}-confirm`}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={props.errors.confirmPassword?.message}
        registration={props.confirmPassword}
      />
      <button type="submit" disabled={!hydrated || props.submitting} className={primaryButtonClass}>
        {props.submitting ? t('submit.pending') : t('submit.setPassword')}
      </button>
    </>
  );
}

/** /definir-senha?token=…: a new password from the e-mailed link (then signed in). */
export function ResetPasswordForm({ token }: { token: string }) {
  const failed = useFailureToast();
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirmPassword: '' }, reValidateMode: 'onSubmit' });
  const { show: handle } = useActionResult({ form });
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
      <NewPasswordFields
        idPrefix="reset"
        errors={formState.errors}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        submitting={formState.isSubmitting}
      />
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
  const { show: handle } = useActionResult({ form });
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
      <NewPasswordFields
        idPrefix="change"
        errors={formState.errors}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        submitting={formState.isSubmitting}
      />
    </form>
  );
}
