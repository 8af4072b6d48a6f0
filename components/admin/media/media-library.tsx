'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, primaryButtonClass, secondaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { deleteMediaAction, mediaUsageAction, updateMediaAction } from '@/server/actions/admin-media';
import type { MediaUse } from '@/server/media/delete';
import { GALLERY_FILTERS, MEDIA_CATEGORIES, type GalleryFilter, type MediaCategory } from '@/lib/media';
import { mediaUpdateSchema, type MediaUpdateInput } from '@/lib/media-schema';
import { Modal } from '@/components/ui/modal';
import { cardClass, TextControl } from '../content/form-controls';

/** One library row as the screen needs it. */
export interface LibraryItem {
  id: string;
  name: string;
  description: string;
  altText: string;
  category: MediaCategory;
  filters: GalleryFilter[];
  tags: string[];
  isFeatured: boolean;
  sortOrder: number;
  thumbnail: string;
  width: number | null;
  height: number | null;
}

/** The grid of the library; each card opens its edit dialog or its delete confirmation. */
export function MediaLibrary({ items }: { items: LibraryItem[] }) {
  const t = useTranslations('adminMedia');
  const [editing, setEditing] = useState<LibraryItem | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  return (
    <section aria-labelledby="media-list-title">
      <h2 id="media-list-title" tabIndex={-1} className="mb-3 font-serif focus:outline-none text-xl font-bold text-earth-dark">
        {t('list')} <span className="font-sans text-base font-normal">({t('results', { count: items.length })})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-earth-dark">{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => (
            <li key={item.id} className={`${cardClass} flex flex-col gap-3 !p-3`} data-testid="media-card">
              {/* eslint-disable-next-line @next/next/no-img-element -- library files of any size and origin, shown as stored */}
              <img
                src={item.thumbnail}
                alt={item.altText}
                width={item.width ?? undefined}
                height={item.height ?? undefined}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full rounded-xl bg-earth-pale object-cover"
              />
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-earth-dark">{item.name}</h3>
                <p className="text-sm text-earth-dark">
                  {t(`categories.${item.category}`)}
                  {item.isFeatured && (
                    <>
                      {' · '}
                      <Star aria-hidden="true" className="inline size-4 align-text-bottom" /> {t('featuredBadge')}
                    </>
                  )}
                </p>
                {!item.altText && <p className="text-sm font-medium text-red-700">{t('noAlt')}</p>}
                {item.filters.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('fields.filters')}>
                    {item.filters.map((f) => (
                      <li key={f} className="rounded-full bg-earth-pale px-2 py-0.5 text-xs text-earth-dark">
                        {t(`galleryFilters.${f}`)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <button type="button" onClick={() => setEditing(item)} aria-label={t('editNamed', { name: item.name })} className={`${smallButtonClass} border-primary text-primary`}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('edit')}
                </button>
                <button type="button" onClick={() => setDeleting(item)} aria-label={t('deleteNamed', { name: item.name })} className={`${smallButtonClass} border-red-700 text-red-800`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <EditDialog key={editing.id} item={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDialog key={deleting.id} item={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function EditDialog({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const t = useTranslations('adminMedia');
  const router = useRouter();
  const [, startTransition] = useTransition();
  const form = useForm<MediaUpdateInput>({
    // raw: the action gets the form's own values and parses them itself.
    resolver: zodResolver(mediaUpdateSchema, undefined, { raw: true }) as never,
    defaultValues: { name: item.name, description: item.description, altText: item.altText, category: item.category, filters: item.filters, isFeatured: item.isFeatured, sortOrder: item.sortOrder },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const actionResult = useActionResult({ form, titles: { success: t('saved'), failure: t('failed') }, unexpected: { title: t('failed') } });

  const onValid = async (values: MediaUpdateInput) => {
    const result = await actionResult.run(() => updateMediaAction({ ...values, id: item.id }));
    if (result?.ok) {
      onClose();
      startTransition(() => router.refresh());
    }
  };

  return (
    <Modal titleId="media-edit-title" title={`${t('editTitle')}: ${item.name}`} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="media-edit-title" className="mt-4 flex flex-col gap-4">
        <TextControl id="media-name" label={t('fields.name')} error={errors.name?.message} registration={register('name')} />
        <TextControl id="media-altText" label={t('fields.altText')} hint={t('hints.altText')} error={errors.altText?.message} multiline rows={2} registration={register('altText')} />
        <TextControl id="media-description" label={t('fields.description')} error={errors.description?.message} multiline rows={3} registration={register('description')} />
        <Field id="media-category" label={t('fields.category')} error={errors.category?.message}>
          <select {...register('category')} {...controlProps('media-category', { error: errors.category?.message })} className={inputClass}>
            {MEDIA_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <fieldset>
          <legend className="mb-1 font-medium">{t('fields.filters')}</legend>
          <div className="grid grid-cols-2 gap-x-3">
            {GALLERY_FILTERS.map((f) => (
              <label key={f} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input type="checkbox" value={f} {...register('filters')} className="size-5 accent-primary" />
                {t(`galleryFilters.${f}`)}
              </label>
            ))}
          </div>
          {errors.filters?.message && <p className="mt-1 text-sm font-medium text-red-700">{errors.filters.message}</p>}
        </fieldset>
        <label htmlFor="media-isFeatured" className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
          <input id="media-isFeatured" type="checkbox" {...register('isFeatured')} className="size-5 accent-primary" />
          {t('fields.isFeatured')}
        </label>
        <TextControl id="media-sortOrder" label={t('fields.sortOrder')} hint={t('hints.sortOrder')} inputMode="numeric" error={errors.sortOrder?.message} registration={register('sortOrder')} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={formState.isSubmitting} className={primaryButtonClass}>
            {t('save')}
          </button>
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** First where the image is used (mediaUsage), then the deletion once confirmed. */
function DeleteDialog({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const t = useTranslations('adminMedia');
  const router = useRouter();
  const [usage, setUsage] = useState<MediaUse[] | null>(null);
  const focusAfter = useRef<HTMLElement | null>(null);
  const [pending, startTransition] = useTransition();
  const actionResult = useActionResult({ titles: { success: t('deleted'), failure: t('deleteFailed') }, unexpected: { title: t('deleteFailed') } });

  useEffect(() => {
    let current = true;
    mediaUsageAction({ id: item.id }).then(
      (result) => {
        if (!current) return;
        if ('usage' in result) setUsage(result.usage);
        else actionResult.show(result);
      },
      () => current && actionResult.show({ ok: false }),
    );
    return () => {
      current = false;
    };
    // Once per opened dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.id]);

  const confirm = () =>
    startTransition(async () => {
      const result = await actionResult.run(() => deleteMediaAction({ id: item.id }));
      if (result?.ok) {
        // The deleted card's button goes away: focus waits on the list's heading.
        focusAfter.current = document.getElementById('media-list-title');
        onClose();
        router.refresh();
      } else if (result && 'usage' in result && Array.isArray(result.usage)) setUsage(result.usage as MediaUse[]);
    });

  return (
    <Modal titleId="media-delete-title" title={`${t('deleteTitle')}: ${item.name}`} onClose={onClose} focusAfter={focusAfter}>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite" aria-busy={usage === null}>
        {usage === null ? (
          <p>{t('checkingUsage')}</p>
        ) : usage.length === 0 ? (
          <p>{t('usedNowhere')}</p>
        ) : (
          <>
            <p className="font-medium">{t('usedIn')}</p>
            <ul className="list-disc pl-6" data-testid="media-usage">
              {usage.map((u) => (
                <li key={`${u.table}-${u.id}`}>
                  {t(`tables.${u.table as 'site_content'}`)}
                  {u.label && `: ${u.label}`}
                </li>
              ))}
            </ul>
          </>
        )}
        <p>{t('deleteWarning')}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" disabled={usage === null || pending} onClick={confirm} className={`${primaryButtonClass} !bg-red-800 hover:!bg-red-900`}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('confirmDelete')}
        </button>
        <button type="button" onClick={onClose} className={secondaryButtonClass} autoFocus>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
