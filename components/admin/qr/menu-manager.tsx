'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { DIETARY_MARKS, formatReais, type DietaryMark, menuItemSchema, priceInput, type MenuItemInput } from '@/lib/qr';
import { primaryButtonClass, secondaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { deleteMenuItemAction, moveMenuItemAction, saveMenuItemAction, setMenuItemAvailableAction } from '@/server/actions/admin-qr';
import type { MenuCategory, MenuItem } from '@/server/qr';
import type { ActionResult } from '@/lib/action-result';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { MediaPicker } from '@/components/admin/media/media-picker';
import type { PickedMedia } from '@/lib/media';

const EMPTY: MenuItemInput = { category: '', name: '', description: '', price: '', dietary: [], mediaId: '' };
/** The item's photo as the picker shows it. */
const pickedOf = (item: MenuItem): PickedMedia | null => (item.photo ? { id: item.photo.id, name: item.photo.alt, alt: item.photo.alt, url: item.photo.url, thumbUrl: item.photo.url } : null);

const toForm = (item: MenuItem): MenuItemInput => ({
  category: item.category,
  name: item.name,
  description: item.description,
  price: priceInput(item.price),
  dietary: item.dietary,
  mediaId: item.mediaId ?? '',
});

/** The menu of /cardapio: add or edit an item; per item, one tap for available, order within the category, delete. */
export function MenuManager({ categories, dietaryLabels }: { categories: MenuCategory[]; dietaryLabels: Record<DietaryMark, string> }) {
  const t = useTranslations('adminQr.menu');
  const router = useRouter();
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [photo, setPhoto] = useState<PickedMedia | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<MenuItemInput>({ resolver: zodResolver(menuItemSchema, undefined, { raw: true }) as never, defaultValues: EMPTY });
  const { register, handleSubmit, formState } = form;
  const { run } = useActionResult({ form, titles: { success: t('saved'), failure: t('failed') }, unexpected: { title: t('failed') } });

  const act = (call: () => Promise<ActionResult>, success: string) =>
    startTransition(async () => {
      const result = await run(call, { success });
      if (result?.ok) router.refresh();
    });
  const startEdit = (item: MenuItem) => {
    setEditing(item);
    setPhoto(pickedOf(item));
    form.reset(toForm(item));
    document.getElementById('menu-name')?.focus();
  };
  const stopEdit = () => {
    setEditing(null);
    setPhoto(null);
    form.reset(EMPTY);
  };
  const onValid = async (values: MenuItemInput) => {
    const result = await run(() => saveMenuItemAction({ ...values, id: editing?.id ?? null }));
    if (result?.ok) {
      stopEdit();
      startTransition(() => router.refresh());
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_1fr]">
      <section aria-labelledby="menu-form-title" className={cardClass}>
        <h2 id="menu-form-title" className="font-serif text-xl font-bold text-earth-dark">
          {editing ? t('edit') : t('add')}
        </h2>
        <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="menu-form-title" className="mt-4 flex flex-col gap-4">
          <TextControl id="menu-category" label={t('fields.category')} error={formState.errors.category?.message} registration={register('category')} />
          <TextControl id="menu-name" label={t('fields.name')} error={formState.errors.name?.message} registration={register('name')} />
          <TextControl id="menu-description" label={t('fields.description')} multiline rows={3} error={formState.errors.description?.message} registration={register('description')} />
          <TextControl id="menu-price" label={t('fields.price')} inputMode="numeric" error={formState.errors.price?.message} registration={register('price')} />
          <fieldset>
            <legend className="font-medium text-earth-dark">{t('fields.dietary')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {DIETARY_MARKS.map((d) => (
                <label key={d} className="inline-flex min-h-11 items-center gap-2 text-earth-dark">
                  <input type="checkbox" value={d} {...register('dietary')} className="size-5 accent-primary" />
                  {dietaryLabels[d]}
                </label>
              ))}
            </div>
          </fieldset>
          <MediaPicker
            label={t('fields.photo')}
            value={photo}
            onChange={(media) => {
              setPhoto(media);
              form.setValue('mediaId', media?.id ?? '', { shouldDirty: true });
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={formState.isSubmitting} className={primaryButtonClass}>
              {t('save')}
            </button>
            {editing && (
              <button type="button" onClick={stopEdit} className={secondaryButtonClass}>
                {t('cancel')}
              </button>
            )}
          </div>
        </form>
      </section>
      <div className="flex flex-col gap-6">
        {categories.length === 0 && <p className="text-earth-dark">{t('empty')}</p>}
        {categories.map((c) => (
          <section key={c.name} aria-label={c.name}>
            <h2 className="font-serif text-xl font-bold text-earth-dark">{c.name}</h2>
            <ul className="mt-2 flex flex-col gap-2">
              {c.items.map((item, i) => (
                <li key={item.id} className={`${cardClass} flex flex-col gap-2`}>
                  <p className="font-semibold text-earth-dark">
                    {item.name}
                    {item.price !== null && <span className="ml-2 font-normal">{formatReais(item.price)}</span>}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      role="switch"
                      aria-checked={item.isAvailable}
                      aria-label={item.isAvailable ? t('markUnavailable', { name: item.name }) : t('markAvailable', { name: item.name })}
                      disabled={pending}
                      onClick={() => act(() => setMenuItemAvailableAction({ id: item.id, available: !item.isAvailable }), t('availabilityChanged'))}
                      className={`${smallButtonClass} ${item.isAvailable ? 'border-green-800 text-green-900' : 'border-red-800 text-red-900'}`}
                    >
                      {item.isAvailable ? t('available') : t('unavailable')}
                    </button>
                    <button type="button" disabled={pending || i === 0} aria-label={t('up', { name: item.name })} onClick={() => act(() => moveMenuItemAction({ id: item.id, direction: 'up' }), t('moved'))} className={`${smallButtonClass} border-earth-dark text-earth-dark`}>
                      ↑
                    </button>
                    <button
                      type="button"
                      disabled={pending || i === c.items.length - 1}
                      aria-label={t('down', { name: item.name })}
                      onClick={() => act(() => moveMenuItemAction({ id: item.id, direction: 'down' }), t('moved'))}
                      className={`${smallButtonClass} border-earth-dark text-earth-dark`}
                    >
                      ↓
                    </button>
                    <button type="button" aria-label={t('editItem', { name: item.name })} onClick={() => startEdit(item)} className={`${smallButtonClass} border-primary text-primary`}>
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      disabled={pending}
                      aria-label={t('delete', { name: item.name })}
                      onClick={() => window.confirm(t('confirmDelete', { name: item.name })) && act(() => deleteMenuItemAction({ id: item.id }), t('deleted'))}
                      className={`${smallButtonClass} border-red-800 text-red-900`}
                    >
                      ✕
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
