'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ImageOff, Pencil, PowerOff } from 'lucide-react';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass } from '@/components/ui/form-styles';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { EditorAlert, EditorForm, EditorLayout, EditorList, ItemButton, useListEditor } from '@/components/admin/editor';
import { PhotoFields, photoIds, type PhotoValue } from '@/components/admin/photo-fields';
import { deactivateRoomTypeAction, saveRoomTypeAction } from '@/server/actions/admin-rooms';
import type { AdminRoomType } from '@/server/rooms/admin';
import { EMPTY_ROOM_TYPE_FORM, roomTypeSchema, type RoomTypeFormInput } from '@/lib/room-type-schema';
import { formatPricePerNight } from '@/lib/pricing';
import { BED_TYPES, ROOM_CATEGORIES, type BedType } from '@/lib/types';

const NO_PHOTOS: PhotoValue = { featured: null, gallery: [] };

function toForm(r: AdminRoomType): RoomTypeFormInput {
  return {
    name: r.name,
    category: r.category,
    bedType: r.bedType,
    maxGuests: r.maxGuests,
    basePrice: String(r.basePrice).replace('.', ','),
    features: r.features.join('\n'),
    description: r.description,
    availableCount: r.availableCount,
    featuredImageId: r.featured?.id ?? '',
    galleryImages: r.gallery.map((p) => p.id),
  };
}

/** The room types: a form to add or edit one (with its photos) and the list of active ones. */
/** `bedLabels`: the public cards' bed texts (apartments.bed), which the admin's client messages do not carry. */
export function RoomTypesManager({ rooms, bedLabels }: { rooms: AdminRoomType[]; bedLabels: Record<BedType, string> }) {
  const t = useTranslations('adminRooms');
  const [photos, setPhotos] = useState<PhotoValue>(NO_PHOTOS);
  const [conflict, setConflict] = useState('');
  /** Why the last deactivation was refused (it names dates: kept on screen, not only in a toast). */
  const [refusal, setRefusal] = useState('');
  const form = useForm<RoomTypeFormInput>({ resolver: zodResolver(roomTypeSchema, undefined, { raw: true }) as never, defaultValues: EMPTY_ROOM_TYPE_FORM });
  const { register, formState } = form;
  const errors = formState.errors;
  const { editing, show, startEdit, stopEdit, onSubmit, pending, act, refresh } = useListEditor({
    form,
    empty: EMPTY_ROOM_TYPE_FORM,
    toForm,
    idPrefix: 'room',
    firstField: 'name',
    onShow: (room: AdminRoomType | null) => {
      setConflict('');
      setPhotos(room ? { featured: room.featured, gallery: room.gallery } : NO_PHOTOS);
    },
    titles: { saved: t('saved'), failed: t('failed') },
    save: (values, room) => {
      setConflict('');
      return saveRoomTypeAction({ ...values, ...photoIds(photos), id: room?.id ?? null, updatedAt: room?.updatedAt ?? null });
    },
    onRefused: (result) => {
      if (!('current' in result) || !result.current) return;
      // Someone else saved meanwhile: nothing was written; the form now shows their version.
      show(result.current as AdminRoomType);
      setConflict(result.message ?? t('conflict'));
      refresh();
    },
  });

  const deactivate = (room: AdminRoomType) => {
    if (!window.confirm(t('confirmDeactivate', { name: room.name }))) return;
    act(() => deactivateRoomTypeAction({ id: room.id }), { success: t('deactivated'), failure: t('deactivateFailed') }, (result) => {
      setRefusal(result && !result.ok ? (result.message ?? '') : '');
      if (result?.ok && editing?.id === room.id) stopEdit();
    });
  };

  return (
    <EditorLayout formWidth="30rem">
      <EditorForm
        idPrefix="room"
        title={editing ? t('editNamed', { name: editing.name }) : t('add')}
        alert={<EditorAlert title={t('conflictTitle')} message={conflict} className="mt-3" />}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        saveLabel={formState.isSubmitting ? t('saving') : t('save')}
        cancelLabel={t('cancelEdit')}
        onCancel={editing ? stopEdit : undefined}
      >
        <TextControl id="room-name" label={t('fields.name')} error={errors.name?.message} registration={register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="room-category" label={t('fields.category')} error={errors.category?.message}>
            <select {...register('category')} {...controlProps('room-category', { error: errors.category?.message })} className={inputClass}>
              {ROOM_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="room-bedType" label={t('fields.bedType')} error={errors.bedType?.message}>
            <select {...register('bedType')} {...controlProps('room-bedType', { error: errors.bedType?.message })} className={inputClass}>
              {BED_TYPES.map((b) => (
                <option key={b} value={b}>
                  {bedLabels[b]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextControl id="room-maxGuests" label={t('fields.maxGuests')} inputMode="numeric" error={errors.maxGuests?.message} registration={register('maxGuests')} />
          <TextControl id="room-basePrice" label={t('fields.basePrice')} inputMode="decimal" error={errors.basePrice?.message} registration={register('basePrice')} />
          <TextControl id="room-availableCount" label={t('fields.availableCount')} inputMode="numeric" error={errors.availableCount?.message} registration={register('availableCount')} />
        </div>
        <p className="-mt-2 text-sm text-earth-dark">
          {t('hints.basePrice')} {t('hints.availableCount')}
        </p>
        <TextControl id="room-features" label={t('fields.features')} hint={t('hints.features')} multiline rows={4} error={errors.features?.message} registration={register('features')} />
        <TextControl id="room-description" label={t('fields.description')} multiline rows={3} error={errors.description?.message} registration={register('description')} />
        <PhotoFields value={photos} onChange={setPhotos} errors={{ featuredImageId: errors.featuredImageId?.message, galleryImages: errors.galleryImages?.message }} />
      </EditorForm>

      <EditorList
        idPrefix="room"
        title={t('list')}
        alert={<EditorAlert title={t('deactivateFailed')} message={refusal} className="mb-3" />}
        empty={t('empty')}
        isEmpty={rooms.length === 0}
      >
        <ul className="grid gap-4 sm:grid-cols-2" aria-busy={pending}>
          {rooms.map((room) => {
            const cover = room.featured ?? room.gallery[0];
            return (
              <li key={room.id} className={`${cardClass} flex flex-col gap-3`} data-testid="admin-room">
                {cover ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a library thumbnail as stored
                  <img src={cover.thumbUrl} alt={cover.alt} width={480} height={320} className="aspect-[3/2] w-full rounded-xl bg-earth-pale object-cover" />
                ) : (
                  <span className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-1 rounded-xl bg-earth-pale text-earth-dark">
                    <ImageOff aria-hidden="true" className="size-8" />
                    {t('noPhoto')}
                  </span>
                )}
                <div>
                  <h3 className="font-semibold text-earth-dark">{room.name}</h3>
                  <p className="text-sm text-earth-dark">{t('summary', { category: t(`categories.${room.category}`), bed: bedLabels[room.bedType], guests: room.maxGuests })}</p>
                  <p className="text-sm text-earth-dark">
                    {t('price', { price: formatPricePerNight(room.basePrice) })} · {t('count', { count: room.availableCount })}
                  </p>
                </div>
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  <ItemButton label={t('editNamed', { name: room.name })} icon={Pencil} onClick={() => startEdit(room)}>
                    {t('editButton')}
                  </ItemButton>
                  <ItemButton label={t('deactivateNamed', { name: room.name })} icon={PowerOff} tone="danger" disabled={pending} onClick={() => deactivate(room)}>
                    {t('deactivate')}
                  </ItemButton>
                </div>
              </li>
            );
          })}
        </ul>
      </EditorList>
    </EditorLayout>
  );
}
