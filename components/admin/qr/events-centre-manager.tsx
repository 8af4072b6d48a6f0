'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, Pencil, Trash2, X } from 'lucide-react';
import { EVENT_PHOTOS_MAX, eventSpaceSchema, type EventSpaceInput } from '@/lib/qr';
import { moveItem } from '@/lib/gallery';
import type { PickedMedia } from '@/lib/media';
import { inputClass, primaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { EditorForm, EditorLayout, EditorList, ItemButton, useListEditor } from '@/components/admin/editor';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { deleteEventSpaceAction, moveEventSpaceAction, saveEventPhotosAction, saveEventSpaceAction } from '@/server/actions/admin-qr';
import type { AdminEventPhoto, AdminEventSpace } from '@/server/qr';

const EMPTY: EventSpaceInput = { title: '', subtitle: '', description: '', capacity: '', features: '', mediaId: '' };

const toForm = (space: AdminEventSpace): EventSpaceInput => ({
  title: space.title,
  subtitle: space.subtitle,
  description: space.description,
  capacity: space.capacity === null ? '' : String(space.capacity),
  features: space.features.join('\n'),
  mediaId: space.photo?.id ?? '',
});

/** The events centre of /centro-eventos: its spaces (capacity, layouts and equipment, photo) and its photos. */
export function EventsCentreManager({ spaces, photos }: { spaces: AdminEventSpace[]; photos: AdminEventPhoto[] }) {
  return (
    <div className="flex flex-col gap-10">
      <EventSpaces spaces={spaces} />
      <EventPhotos initial={photos} />
    </div>
  );
}

/** Add or edit a space; per space: order, edit, delete. */
function EventSpaces({ spaces }: { spaces: AdminEventSpace[] }) {
  const t = useTranslations('adminQr.events');
  const [photo, setPhoto] = useState<PickedMedia | null>(null);
  const form = useForm<EventSpaceInput>({ resolver: zodResolver(eventSpaceSchema, undefined, { raw: true }) as never, defaultValues: EMPTY });
  const { register, formState } = form;
  const { editing, startEdit, stopEdit, onSubmit, pending, act } = useListEditor({
    form,
    empty: EMPTY,
    toForm,
    idPrefix: 'space',
    firstField: 'title',
    onShow: (space: AdminEventSpace | null) => setPhoto(space?.photo ?? null),
    titles: { saved: t('saved'), failed: t('failed') },
    save: (values, space) => saveEventSpaceAction({ ...values, id: space?.id ?? null }),
  });

  return (
    <EditorLayout>
      <EditorForm
        idPrefix="space"
        title={editing ? t('edit') : t('add')}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        saveLabel={t('save')}
        cancelLabel={t('cancel')}
        onCancel={editing ? stopEdit : undefined}
      >
        <TextControl id="space-title" label={t('fields.title')} error={formState.errors.title?.message} registration={register('title')} />
        <TextControl id="space-subtitle" label={t('fields.subtitle')} error={formState.errors.subtitle?.message} registration={register('subtitle')} />
        <TextControl id="space-capacity" label={t('fields.capacity')} inputMode="numeric" error={formState.errors.capacity?.message} registration={register('capacity')} />
        <TextControl id="space-description" label={t('fields.description')} multiline rows={3} error={formState.errors.description?.message} registration={register('description')} />
        <TextControl id="space-features" label={t('fields.features')} hint={t('fields.featuresHint')} multiline rows={4} error={formState.errors.features?.message} registration={register('features')} />
        <div>
          <MediaPicker
            label={t('fields.photo')}
            value={photo}
            onChange={(media) => {
              setPhoto(media);
              form.setValue('mediaId', media?.id ?? '', { shouldDirty: true });
            }}
          />
          {formState.errors.mediaId?.message && <p className="mt-1 text-sm font-medium text-red-700">{formState.errors.mediaId.message}</p>}
        </div>
      </EditorForm>
      <EditorList idPrefix="space" title={t('spaces')} empty={t('empty')} isEmpty={spaces.length === 0}>
        <ul className="flex flex-col gap-2" aria-busy={pending}>
          {spaces.map((space, i) => (
            <li key={space.id} className={`${cardClass} flex flex-col gap-2`} data-event-space>
              <p className="font-semibold text-earth-dark">
                {space.title}
                {space.capacity !== null && <span className="ml-2 font-normal">{t('capacityValue', { count: space.capacity })}</span>}
              </p>
              {space.features.length > 0 && <p className="text-sm text-earth-dark">{space.features.join(' · ')}</p>}
              <div className="flex flex-wrap gap-2">
                <ItemButton label={t('up', { name: space.title })} icon={ArrowUp} tone="neutral" disabled={pending || i === 0} onClick={() => act(() => moveEventSpaceAction({ id: space.id, direction: 'up' }), { success: t('moved') })} />
                <ItemButton
                  label={t('down', { name: space.title })}
                  icon={ArrowDown}
                  tone="neutral"
                  disabled={pending || i === spaces.length - 1}
                  onClick={() => act(() => moveEventSpaceAction({ id: space.id, direction: 'down' }), { success: t('moved') })}
                />
                <ItemButton label={t('editItem', { name: space.title })} icon={Pencil} onClick={() => startEdit(space)}>
                  {t('edit')}
                </ItemButton>
                <ItemButton
                  label={t('delete', { name: space.title })}
                  icon={Trash2}
                  tone="danger"
                  disabled={pending}
                  onClick={() => window.confirm(t('confirmDelete', { name: space.title })) && act(() => deleteEventSpaceAction({ id: space.id }), { success: t('deleted') })}
                />
              </div>
            </li>
          ))}
        </ul>
      </EditorList>
    </EditorLayout>
  );
}

/** The photos of /centro-eventos: chosen in the library, a caption each, moved and removed; saved as one list. */
function EventPhotos({ initial }: { initial: AdminEventPhoto[] }) {
  const t = useTranslations('adminQr.events');
  const tp = useTranslations('adminQr.events.photos');
  const router = useRouter();
  const [photos, setPhotos] = useState(initial);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [pending, startTransition] = useTransition();
  const { run } = useActionResult({ titles: { success: tp('saved'), failure: t('failed') }, unexpected: { title: t('failed') } });

  const add = (media: PickedMedia | null) => {
    if (!media) return;
    if (photos.some((p) => p.media.id === media.id)) return setNotice(tp('duplicate', { name: media.name }));
    if (photos.length >= EVENT_PHOTOS_MAX) return setNotice(tp('full', { max: EVENT_PHOTOS_MAX }));
    setNotice('');
    setPhotos([...photos, { media, caption: '' }]);
  };
  const save = () =>
    startTransition(async () => {
      const result = await run(() => saveEventPhotosAction({ photos: photos.map((p) => ({ mediaId: p.media.id, caption: p.caption })) }));
      setError((result && !result.ok && (Object.values(result.errors ?? {})[0] ?? result.message)) || '');
      if (result?.ok) router.refresh();
    });

  return (
    <section aria-labelledby="event-photos-title" className={cardClass}>
      <h2 id="event-photos-title" className="font-serif text-xl font-bold text-earth-dark">
        {tp('title')}
      </h2>
      <p className="mt-1 text-earth-dark">{tp('description', { max: EVENT_PHOTOS_MAX })}</p>
      {photos.length === 0 ? (
        <p className="mt-3 text-earth-dark">{tp('empty')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {photos.map((photo, index) => (
            <li key={photo.media.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-earth-light/60 p-2" data-event-photo>
              {/* eslint-disable-next-line @next/next/no-img-element -- a library thumbnail as stored */}
              <img src={photo.media.thumbUrl} alt={photo.media.alt} width={64} height={48} className="h-12 w-16 rounded-lg bg-earth-pale object-cover" />
              <span className="min-w-0 flex-1 text-sm break-words text-earth-dark">
                <span className="sr-only">{tp('position', { index: index + 1, total: photos.length })}: </span>
                {photo.media.name}
              </span>
              <label className="flex min-w-48 flex-1 flex-col text-sm text-earth-dark">
                <span className="sr-only">{tp('captionOf', { name: photo.media.name })}</span>
                <input
                  value={photo.caption}
                  maxLength={160}
                  placeholder={tp('caption')}
                  onChange={(event) => setPhotos(photos.map((p, i) => (i === index ? { ...p, caption: event.target.value } : p)))}
                  className={inputClass}
                />
              </label>
              <button type="button" onClick={() => setPhotos(moveItem(photos, index, -1))} disabled={index === 0} aria-label={tp('up', { name: photo.media.name })} className={`${smallButtonClass} border-primary text-primary`}>
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => setPhotos(moveItem(photos, index, 1))}
                disabled={index === photos.length - 1}
                aria-label={tp('down', { name: photo.media.name })}
                className={`${smallButtonClass} border-primary text-primary`}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => {
                  setNotice('');
                  setPhotos(photos.filter((_, i) => i !== index));
                }}
                aria-label={tp('remove', { name: photo.media.name })}
                className={`${smallButtonClass} border-red-700 text-red-800`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4">
        {photos.length < EVENT_PHOTOS_MAX ? <MediaPicker label={tp('add')} value={null} onChange={add} /> : <p className="text-sm text-earth-dark">{tp('full', { max: EVENT_PHOTOS_MAX })}</p>}
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-earth-dark empty:hidden">
        {notice}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="button" disabled={pending} onClick={save} className={`${primaryButtonClass} mt-4`}>
        {tp('save')}
      </button>
    </section>
  );
}
