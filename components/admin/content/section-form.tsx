'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { CONTENT_SECTIONS, sectionSchema, type ContentSection } from '@/lib/site-content-schema';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { saveContentSection } from '@/server/actions/admin-content';
import { cardClass, TextControl } from './form-controls';
import { MediaPicker } from '../media/media-picker';
import type { PickedMedia } from '@/lib/media';

type Values = Record<string, string>;

/** The editor of one site-content section: exactly the keys its public component reads, the page's defaults as placeholders. */
export function SectionForm({
  section,
  initial,
  placeholders,
  images = {},
  headingLevel = 2,
}: {
  section: ContentSection;
  initial: Values;
  placeholders: Values;
  /** The library images that image fields' values point at, by address. */
  images?: Record<string, PickedMedia>;
  headingLevel?: 2 | 3;
}) {
  const hydrated = useHydrated();
  const t = useTranslations('adminContent.content');
  const fields = CONTENT_SECTIONS[section];
  const schema = useMemo(() => sectionSchema(section), [section]);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    // A page's long text starts from its default, so that staff edit it rather than retype it.
    defaultValues: Object.fromEntries(fields.map((f) => [f.key, initial[f.key] ?? (f.kind === 'switch' ? 'true' : f.kind === 'document' ? (placeholders[f.key] ?? '') : '')])),
  });
  const { register, handleSubmit, formState, setValue, control } = form;
  const values = useWatch({ control });
  const headingId = `secao-${section}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const { run } = useActionResult({ form, titles: { success: t('saved'), successText: t('savedText'), failure: t('saveFailed') }, unexpected: { title: t('saveFailed') } });

  const onValid = async (values: Values) => {
    const result = await run(() => saveContentSection({ section, values }));
    if (result?.ok) form.reset(values, { keepValues: true });
  };

  return (
    <section aria-labelledby={headingId} className={cardClass} id={section}>
      <Heading id={headingId} className="font-serif text-xl font-bold text-earth-dark">
        {t(`sections.${section}`)}
      </Heading>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={headingId} className="mt-4 flex flex-col gap-4">
        {fields.map((field) => {
          const id = `${section}-${field.key}`;
          const label = t(`fields.${field.key}`);
          const error = formState.errors[field.key]?.message;
          if (field.kind === 'switch') {
            const on = values[field.key] === 'true';
            return (
              <label key={field.key} htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-3 font-medium">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={on}
                  onChange={(e) => setValue(field.key, e.target.checked ? 'true' : 'false', { shouldDirty: true })}
                  className="size-5 accent-primary"
                />
                {label}
                <span className="text-sm font-normal">({on ? t('switchOn') : t('switchOff')})</span>
              </label>
            );
          }
          if (field.kind === 'image') {
            const url = values[field.key] ?? '';
            // A value from outside the library (a path or remote URL typed before) is shown as itself.
            const current = images[url] ?? (url ? { id: url, name: url, alt: '', url, thumbUrl: url } : null);
            return (
              <div key={field.key}>
                <MediaPicker label={label} value={current} onChange={(media) => setValue(field.key, media?.url ?? '', { shouldDirty: true })} />
                {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
              </div>
            );
          }
          return (
            <TextControl
              key={field.key}
              id={id}
              label={label}
              hint={field.kind === 'lines' ? t('linesHint') : field.kind === 'document' ? t('documentHint') : undefined}
              error={error}
              placeholder={placeholders[field.key]}
              multiline={field.kind === 'textarea' || field.kind === 'lines' || field.kind === 'document'}
              rows={field.kind === 'document' ? 16 : field.kind === 'lines' ? 6 : 3}
              registration={register(field.key)}
            />
          );
        })}
        <div>
          <button type="submit" disabled={!hydrated || formState.isSubmitting} className={primaryButtonClass}>
            {formState.isSubmitting ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </section>
  );
}
