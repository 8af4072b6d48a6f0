'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { smallButtonClass } from '@/components/ui/form-styles';
import { addToGallery, GALLERY_MAX, moveItem } from '@/lib/gallery';
import type { PickedMedia } from '@/lib/media';

export interface PhotoValue {
  featured: PickedMedia | null;
  gallery: PickedMedia[];
}

/** The ids a save sends: '' for no featured image (stored as null), the gallery in order. */
export const photoIds = (photos: PhotoValue) => ({ featuredImageId: photos.featured?.id ?? '', galleryImages: photos.gallery.map((p) => p.id) });

/**
 * The featured image and the gallery (at most GALLERY_MAX) of a room type, service or leisure
 * activity, chosen with the 'Selecionar Imagem' picker: adding an image already there changes
 * nothing (and says so), images move up and down and are removed one by one.
 */
export function PhotoFields({ value, onChange, errors = {} }: { value: PhotoValue; onChange: (value: PhotoValue) => void; errors?: { featuredImageId?: string; galleryImages?: string } }) {
  const t = useTranslations('adminGallery');
  const [notice, setNotice] = useState('');
  const { gallery } = value;

  const add = (media: PickedMedia | null) => {
    if (!media) return;
    const { outcome } = addToGallery(gallery.map((p) => p.id), media.id);
    setNotice(outcome === 'duplicate' ? t('duplicate', { name: media.name }) : outcome === 'full' ? t('full', { max: GALLERY_MAX }) : '');
    if (outcome === 'added') onChange({ ...value, gallery: [...gallery, media] });
  };
  const move = (index: number, by: -1 | 1) => onChange({ ...value, gallery: moveItem(gallery, index, by) });
  const remove = (index: number) => {
    setNotice('');
    onChange({ ...value, gallery: gallery.filter((_, i) => i !== index) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <MediaPicker label={t('featured')} value={value.featured} onChange={(featured) => onChange({ ...value, featured })} />
        {errors.featuredImageId && <p className="mt-1 text-sm font-medium text-red-700">{errors.featuredImageId}</p>}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium">{t('gallery')}</legend>
        <p className="text-sm text-earth-dark">{t('galleryHint', { max: GALLERY_MAX })}</p>
        {gallery.length === 0 ? (
          <p className="text-sm text-earth-dark">{t('empty')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {gallery.map((photo, index) => (
              <li key={photo.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-earth-light/60 p-2" data-testid="gallery-item">
                {/* eslint-disable-next-line @next/next/no-img-element -- a library thumbnail as stored */}
                <img src={photo.thumbUrl} alt={photo.alt} width={64} height={48} className="h-12 w-16 rounded-lg bg-earth-pale object-cover" />
                <span className="min-w-0 flex-1 text-sm break-words">
                  <span className="sr-only">{t('position', { index: index + 1, total: gallery.length })}: </span>
                  {photo.name}
                </span>
                <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('moveUp', { name: photo.name })} className={`${smallButtonClass} border-primary text-primary`}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button type="button" onClick={() => move(index, 1)} disabled={index === gallery.length - 1} aria-label={t('moveDown', { name: photo.name })} className={`${smallButtonClass} border-primary text-primary`}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button type="button" onClick={() => remove(index)} aria-label={t('remove', { name: photo.name })} className={`${smallButtonClass} border-red-700 text-red-800`}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ol>
        )}
        {gallery.length < GALLERY_MAX ? <MediaPicker label={t('add')} value={null} onChange={add} /> : <p className="text-sm text-earth-dark">{t('full', { max: GALLERY_MAX })}</p>}
        <p role="status" className="text-sm font-medium text-earth-dark empty:hidden">
          {notice}
        </p>
        {errors.galleryImages && <p className="text-sm font-medium text-red-700">{errors.galleryImages}</p>}
      </fieldset>
    </div>
  );
}
