'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { qrCodeSchema, type QrCodeValues } from '@/lib/qr';
import { QR_DESTINATIONS } from '@/lib/qr-routes';
import { inputClass, primaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { createQrCodeAction, setQrCodeActiveAction, updateQrCodeAction } from '@/server/actions/admin-qr';
import type { AdminQrCode } from '@/server/qr';
import type { ActionResult } from '@/lib/action-result';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { Field, controlProps } from '@/components/reservation/field';

/** The printed codes: a form to create one, and each code with its destination, scans, downloads and switch. */
export function QrCodesManager({ codes, siteUrl }: { codes: AdminQrCode[]; siteUrl: string }) {
  const hydrated = useHydrated();
  const t = useTranslations('adminQr');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<QrCodeValues>({ resolver: zodResolver(qrCodeSchema) as never, defaultValues: { label: '', destination: 'hub' } });
  const { run } = useActionResult({ form, titles: { success: t('saved'), failure: t('failed') }, unexpected: { title: t('failed') } });

  const act = (call: () => Promise<ActionResult>, success: string) =>
    startTransition(async () => {
      const result = await run(call, { success });
      if (result?.ok) router.refresh();
    });

  const onCreate = async (values: QrCodeValues) => {
    const result = await run(() => createQrCodeAction(values), { success: t('created') });
    if (result?.ok) {
      form.reset({ label: '', destination: 'hub' });
      startTransition(() => router.refresh());
    }
  };

  const destinationOptions = QR_DESTINATIONS.map((d) => (
    <option key={d} value={d}>
      {t(`destinations.${d}`)}
    </option>
  ));

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="qr-new" className={cardClass}>
        <h2 id="qr-new" className="font-serif text-xl font-bold text-earth-dark">
          {t('add')}
        </h2>
        <form noValidate onSubmit={form.handleSubmit(onCreate)} aria-labelledby="qr-new" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextControl id="qr-label" label={t('fields.label')} error={form.formState.errors.label?.message} registration={form.register('label')} />
          <Field id="qr-destination" label={t('fields.destination')} error={form.formState.errors.destination?.message}>
            <select {...form.register('destination')} {...controlProps('qr-destination', { error: form.formState.errors.destination?.message })} className={inputClass}>
              {destinationOptions}
            </select>
          </Field>
          <button type="submit" disabled={!hydrated || form.formState.isSubmitting} className={primaryButtonClass}>
            {t('create')}
          </button>
        </form>
      </section>

      <section aria-labelledby="qr-list">
        <h2 id="qr-list" className="font-serif text-xl font-bold text-earth-dark">
          {t('list', { count: codes.length })}
        </h2>
        {codes.length === 0 ? (
          <p className="mt-2 text-earth-dark">{t('empty')}</p>
        ) : (
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {codes.map((code) => (
              <li key={code.id} className={cardClass} data-qr-token={code.token}>
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    const data = new FormData(e.currentTarget);
                    act(() => updateQrCodeAction({ id: code.id, label: data.get('label'), destination: data.get('destination') }), t('saved'));
                  }}
                  className="flex flex-col gap-3"
                >
                  <div>
                    <label htmlFor={`label-${code.id}`} className="block font-medium text-earth-dark">
                      {t('editLabel', { label: code.label })}
                    </label>
                    <input id={`label-${code.id}`} name="label" defaultValue={code.label} maxLength={80} className={`mt-1 ${inputClass}`} />
                  </div>
                  <div>
                    <label htmlFor={`destination-${code.id}`} className="block font-medium text-earth-dark">
                      {t('editDestination', { label: code.label })}
                    </label>
                    <select id={`destination-${code.id}`} name="destination" defaultValue={code.destination} className={`mt-1 ${inputClass}`}>
                      {destinationOptions}
                    </select>
                  </div>
                  <p className="text-sm text-earth-dark">
                    {t('token')}: <code className="[overflow-wrap:anywhere]">{`${siteUrl.replace(/\/$/, '')}/qr/${code.token}`}</code>
                    <br />
                    {t('scans')}: {t('scansValue', code.scans)} · {code.isActive ? t('active') : t('inactive')}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" disabled={pending} className={`${smallButtonClass} border-primary bg-primary text-white`}>
                      {t('save')}
                    </button>
                    <button
                      type="button"
                      disabled={pending}
                      onClick={() => act(() => setQrCodeActiveAction({ id: code.id, active: !code.isActive }), code.isActive ? t('disabled') : t('enabled'))}
                      className={`${smallButtonClass} border-earth-dark text-earth-dark`}
                    >
                      {code.isActive ? t('disable') : t('enable')}
                    </button>
                    <a href={`/api/admin/qr/${code.id}?format=svg`} download aria-label={t('svg', { label: code.label })} className={`${smallButtonClass} border-earth-dark text-earth-dark`}>
                      SVG
                    </a>
                    <a href={`/api/admin/qr/${code.id}?format=png`} download aria-label={t('png', { label: code.label })} className={`${smallButtonClass} border-earth-dark text-earth-dark`}>
                      PNG
                    </a>
                    <a href={`/admin/qr/imprimir?id=${code.id}`} aria-label={t('printOne', { label: code.label })} className={`${smallButtonClass} border-earth-dark text-earth-dark`}>
                      A6
                    </a>
                  </div>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
