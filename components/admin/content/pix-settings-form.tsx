'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { DEPOSIT_KINDS, PIX_SECTION, pixSettingsSchema, type PixSettingsValues } from '@/lib/pix-settings';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { savePixSettings } from '@/server/actions/admin-content';
import { cardClass, TextControl } from './form-controls';

/** The PIX deposit's settings: on/off, the key, the receiver, and the deposit (a percentage or the first night). */
export function PixSettingsForm({ initial }: { initial: PixSettingsValues }) {
  const hydrated = useHydrated();
  const t = useTranslations('adminContent.pix');
  const content = useTranslations('adminContent.content');
  const form = useForm<PixSettingsValues>({ resolver: zodResolver(pixSettingsSchema) as never, defaultValues: initial });
  const { register, handleSubmit, formState, setValue, control } = form;
  const [enabled, kind] = useWatch({ control, name: ['enabled', 'deposit_kind'] });
  const { run } = useActionResult({ form, titles: { success: t('saved'), successText: content('savedText'), failure: content('saveFailed') }, unexpected: { title: content('saveFailed') } });

  const onValid = async (values: PixSettingsValues) => {
    const result = await run(() => savePixSettings(values));
    if (result?.ok) form.reset(values, { keepValues: true });
  };
  const headingId = `secao-${PIX_SECTION}`;
  const on = enabled === 'true';
  const kindError = formState.errors.deposit_kind?.message;

  return (
    <section aria-labelledby={headingId} className={cardClass} id={PIX_SECTION}>
      <h2 id={headingId} className="font-serif text-xl font-bold text-earth-dark">
        {t('title')}
      </h2>
      <p className="mt-1 text-earth-dark">{t('description')}</p>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={headingId} className="mt-4 flex flex-col gap-4">
        <label htmlFor="pix-enabled" className="flex min-h-12 cursor-pointer items-center gap-3 font-medium">
          <input
            id="pix-enabled"
            type="checkbox"
            role="switch"
            checked={on}
            onChange={(e) => setValue('enabled', e.target.checked ? 'true' : 'false', { shouldDirty: true })}
            className="size-5 accent-primary"
          />
          {t('enabled')}
          <span className="text-sm font-normal">({on ? content('switchOn') : content('switchOff')})</span>
        </label>
        <TextControl id="pix-key" label={t('key')} hint={t('keyHint')} error={formState.errors.key?.message} registration={register('key')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextControl id="pix-name" label={t('name')} hint={t('nameHint')} error={formState.errors.name?.message} registration={register('name')} />
          <TextControl id="pix-city" label={t('city')} hint={t('cityHint')} error={formState.errors.city?.message} registration={register('city')} />
        </div>
        <fieldset aria-describedby={kindError ? 'pix-kind-error' : undefined}>
          <legend className="mb-1 font-medium">{t('depositKind')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {DEPOSIT_KINDS.map((k) => (
              <label key={k} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input type="radio" value={k} {...register('deposit_kind')} className="size-5 accent-primary" />
                {t(`kinds.${k}`)}
              </label>
            ))}
          </div>
          {kindError && (
            <p id="pix-kind-error" className="mt-1 text-sm font-medium text-red-700">
              {kindError}
            </p>
          )}
        </fieldset>
        {kind === 'percent' && (
          <div className="max-w-48">
            <TextControl id="pix-percent" label={t('depositPercent')} inputMode="numeric" error={formState.errors.deposit_percent?.message} registration={register('deposit_percent')} />
          </div>
        )}
        <div>
          <button type="submit" disabled={!hydrated || formState.isSubmitting} className={primaryButtonClass}>
            {formState.isSubmitting ? content('saving') : t('save')}
          </button>
        </div>
      </form>
    </section>
  );
}
