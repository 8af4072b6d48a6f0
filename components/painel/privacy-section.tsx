'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Download, Trash2 } from 'lucide-react';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, secondaryButtonClass } from '@/components/ui/form-styles';
import { deleteAccountAction } from '@/server/actions/guest-panel';
import { PanelDialog } from './panel-dialog';
import { useActionResult } from '@/components/ui/use-action-result';

const dangerButtonClass =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl bg-red-700 px-5 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

/** LGPD: download my data (a file from GET /painel/meus-dados) and delete my account (after a confirmation). */
export function PrivacySection({ email }: { email: string }) {
  const t = useTranslations('painel');
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-6 text-earth-dark">
      <div>
        <p>{t('privacy.exportText')}</p>
        <a href="/painel/meus-dados" download className={`${secondaryButtonClass} mt-3 w-full sm:w-auto`}>
          <Download aria-hidden className="size-4" />
          {t('privacy.export')}
        </a>
      </div>
      <div>
        <p>{t('privacy.deleteText')}</p>
        <button type="button" onClick={() => setDeleting(true)} className={`${dangerButtonClass} mt-3 w-full sm:w-auto`}>
          <Trash2 aria-hidden className="size-4" />
          {t('privacy.delete')}
        </button>
      </div>
      {deleting && <DeleteDialog email={email} onClose={() => setDeleting(false)} />}
    </div>
  );
}

function DeleteDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useTranslations('painel');
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { run } = useActionResult({ unexpected: { title: t('toasts.unexpected.title'), message: t('toasts.unexpected.message') } });
  const inputId = 'delete-confirm-email';

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await run(() => deleteAccountAction({ confirmEmail: typed }));
    if (result?.ok) {
      // The hook went to the answer's redirectTo ('/'); the header there must show no session.
      router.refresh();
      return;
    }
    setBusy(false);
    if (result?.errors?.confirmEmail) {
      setError(result.errors.confirmEmail);
      document.getElementById(inputId)?.focus();
    }
  };

  return (
    <PanelDialog open title={t('deleteDialog.title')} onClose={busy ? () => undefined : onClose}>
      <form noValidate onSubmit={confirm}>
        <p className="mt-2">{t('deleteDialog.text')}</p>
        <Field id={inputId} label={t('deleteDialog.confirmEmail', { email })} error={error} className="mt-4">
          <input
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            className={inputClass}
            {...controlProps(inputId, { error, required: true })}
          />
        </Field>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButtonClass}>
            {t('deleteDialog.keep')}
          </button>
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className={dangerButtonClass}>
            {busy ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
          </button>
        </div>
      </form>
    </PanelDialog>
  );
}
