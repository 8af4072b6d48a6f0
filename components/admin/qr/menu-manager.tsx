'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { DIETARY_MARKS, formatReais, type DietaryMark, menuItemSchema, priceInput, type MenuItemInput } from '@/lib/qr';
import { smallButtonClass } from '@/components/ui/form-styles';
import { deleteMenuItemAction, moveMenuItemAction, saveMenuItemAction, setMenuItemAvailableAction } from '@/server/actions/admin-qr';
import type { MenuCategory, MenuItem } from '@/server/qr';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { EditorForm, EditorLayout, ItemButton, useListEditor } from '@/components/admin/editor';
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
  const [photo, setPhoto] = useState<PickedMedia | null>(null);
  const form = useForm<MenuItemInput>({ resolver: zodResolver(menuItemSchema, undefined, { raw: true }) as never, defaultValues: EMPTY });
  const { register, formState } = form;
  const { editing, startEdit, stopEdit, onSubmit, pending, act } = useListEditor({
    form,
    empty: EMPTY,
    toForm,
    idPrefix: 'menu',
    firstField: 'name',
    onShow: (item: MenuItem | null) => setPhoto(item ? pickedOf(item) : null),
    titles: { saved: t('saved'), failed: t('failed') },
    save: (values, item) => saveMenuItemAction({ ...values, id: item?.id ?? null }),
  });

  return (
    <EditorLayout>
      <EditorForm
        idPrefix="menu"
        title={editing ? t('edit') : t('add')}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        saveLabel={t('save')}
        cancelLabel={t('cancel')}
        onCancel={editing ? stopEdit : undefined}
      >
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
      </EditorForm>
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
                      onClick={() => act(() => setMenuItemAvailableAction({ id: item.id, available: !item.isAvailable }), { success: t('availabilityChanged') })}
                      className={`${smallButtonClass} ${item.isAvailable ? 'border-green-800 text-green-900' : 'border-red-800 text-red-900'}`}
                    >
                      {item.isAvailable ? t('available') : t('unavailable')}
                    </button>
                    <ItemButton label={t('up', { name: item.name })} icon={ArrowUp} tone="neutral" disabled={pending || i === 0} onClick={() => act(() => moveMenuItemAction({ id: item.id, direction: 'up' }), { success: t('moved') })} />
                    <ItemButton
                      label={t('down', { name: item.name })}
                      icon={ArrowDown}
                      tone="neutral"
                      disabled={pending || i === c.items.length - 1}
                      onClick={() => act(() => moveMenuItemAction({ id: item.id, direction: 'down' }), { success: t('moved') })}
                    />
                    <ItemButton label={t('editItem', { name: item.name })} icon={Pencil} onClick={() => startEdit(item)}>
                      {t('edit')}
                    </ItemButton>
                    <ItemButton
                      label={t('delete', { name: item.name })}
                      icon={Trash2}
                      tone="danger"
                      disabled={pending}
                      onClick={() => window.confirm(t('confirmDelete', { name: item.name })) && act(() => deleteMenuItemAction({ id: item.id }), { success: t('deleted') })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </EditorLayout>
  );
}
