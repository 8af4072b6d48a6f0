'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { parseHsl, resolveTheme, themeContrast, validateHsl } from '@/lib/theme';
import { EDITABLE_THEME_KEYS, THEME_DEFAULTS, themeColorsSchema, type ThemeColorsValues } from '@/lib/site-content-schema';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/use-toast';
import { useActionResult } from '@/components/ui/use-action-result';
import { saveThemeColors } from '@/server/actions/admin-content';
import { cardClass, TextControl } from './form-controls';

const css = (value: string) => `hsl(${value})`;

/** Theme colours: five 'h s% l%' fields with swatches, a live preview, the AA contrast check and a reset to the spec's defaults. */
export function ThemeForm({ initial }: { initial: Record<string, string> }) {
  const hydrated = useHydrated();
  const t = useTranslations('adminContent.theme');
  const content = useTranslations('adminContent.content');
  const form = useForm<ThemeColorsValues>({
    resolver: zodResolver(themeColorsSchema) as never,
    defaultValues: Object.fromEntries(EDITABLE_THEME_KEYS.map((k) => [k, initial[k] || THEME_DEFAULTS[k]])) as ThemeColorsValues,
  });
  const { register, handleSubmit, formState, setValue, control } = form;
  const values = useWatch({ control });
  // The preview and the contrast check use what the site would show: invalid values fall back to the defaults.
  const theme = resolveTheme(Object.fromEntries(EDITABLE_THEME_KEYS.map((k) => [k, validateHsl(values[k] ?? '') ? undefined : values[k]])));
  const contrast = themeContrast(theme);
  const failing = contrast.filter((c) => !c.ok);

  const { run } = useActionResult({ form, titles: { success: t('saved'), successText: content('savedText'), failure: content('saveFailed') }, unexpected: { title: content('saveFailed') } });

  const onValid = async (data: ThemeColorsValues) => {
    await run(() => saveThemeColors(data));
  };

  const reset = () => {
    for (const key of EDITABLE_THEME_KEYS) setValue(key, THEME_DEFAULTS[key], { shouldDirty: true, shouldValidate: true });
    toast({ title: t('reset'), description: t('resetDone') });
  };

  return (
    <section aria-labelledby="secao-theme_colors" id="theme_colors" className={cardClass}>
      <h2 id="secao-theme_colors" className="font-serif text-xl font-bold text-earth-dark">
        {t('title')}
      </h2>
      <p className="mt-1 text-earth-dark">{t('description')}</p>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="secao-theme_colors" className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          {EDITABLE_THEME_KEYS.map((key) => {
            const valid = parseHsl(values[key]) !== null && !validateHsl(values[key] ?? '');
            return (
              <div key={key} className="flex items-start gap-3">
                <span
                  role="img"
                  aria-label={t('swatch', { name: t(`colors.${key}`) })}
                  className="mt-8 size-10 shrink-0 rounded-lg border border-earth-dark/30"
                  style={{ background: valid ? css(values[key]!) : 'repeating-linear-gradient(45deg, #ddd 0 6px, #fff 6px 12px)' }}
                />
                <div className="min-w-0 flex-1">
                  <TextControl id={`theme-${key}`} label={t(`colors.${key}`)} placeholder={THEME_DEFAULTS[key]} error={formState.errors[key]?.message} registration={register(key)} />
                </div>
              </div>
            );
          })}
        </div>
        <div className="flex flex-col gap-4">
          <div role="group" aria-label={t('preview')} className="overflow-hidden rounded-2xl border border-earth-dark/20" style={{ background: css(theme.background) }}>
            <div className="px-4 py-3 font-serif text-lg font-bold" style={{ background: css(theme.primary), color: '#fff' }}>
              {t('previewHeader')}
            </div>
            <div className="flex flex-col items-start gap-3 p-4" style={{ color: css(theme['earth-dark']) }}>
              <p>{t('previewText')}</p>
              <span className="font-semibold underline underline-offset-4" style={{ color: css(theme.primary) }}>
                {t('previewLink')}
              </span>
              <span className="inline-flex min-h-10 items-center rounded-xl px-4 font-semibold" style={{ background: css(theme.primary), color: '#fff' }}>
                {t('previewButton')}
              </span>
              <div className="flex gap-2" aria-hidden="true">
                {(['secondary', 'accent', 'success'] as const).map((k) => (
                  <span key={k} className="h-3 w-10 rounded-full" style={{ background: css(theme[k]) }} />
                ))}
              </div>
            </div>
          </div>
          <div role="status" aria-live="polite">
            {failing.length === 0 ? (
              <p className="flex items-center gap-2 text-earth-dark">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {t('contrastOk')}
              </p>
            ) : (
              <div className="rounded-xl border border-red-700 bg-white p-3 text-red-800">
                <p className="flex items-center gap-2 font-semibold">
                  <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
                  {t('contrastWarning')}
                </p>
                <ul className="mt-2 list-disc pl-6">
                  {failing.map((c) => (
                    <li key={c.pair}>{t(`pairs.${c.pair}`, { ratio: c.ratio.toLocaleString('pt-BR') })}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={!hydrated || formState.isSubmitting} className={primaryButtonClass}>
              {formState.isSubmitting ? content('saving') : t('save')}
            </button>
            <button type="button" onClick={reset} className={secondaryButtonClass}>
              {t('reset')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
