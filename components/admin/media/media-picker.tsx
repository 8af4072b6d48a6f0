'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, ImageIcon, ImageOff, X } from 'lucide-react';
import { inputClass, primaryButtonClass, secondaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { Modal } from '@/components/ui/modal';
import { useActionResult } from '@/components/ui/use-action-result';
import { pickerMediaAction } from '@/server/actions/admin-media';
import { MEDIA_CATEGORIES, type MediaCategory, type PickedMedia } from '@/lib/media';
import { MediaUpload } from './media-upload';

/** Uploads from the picker go to the gallery only (spec §2 'Selecionar Imagem'). */
const PICKER_UPLOAD_CATEGORIES = ['gallery'] as const;

/**
 * An image field of every editor: the chosen image's thumbnail with 'Selecionar Imagem' (the
 * library dialog) and 'Remover'. With `name`, a hidden input carries the media id in its form.
 */
export function MediaPicker({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: PickedMedia | null;
  onChange: (media: PickedMedia | null) => void;
  name?: string;
}) {
  const t = useTranslations('adminMedia.picker');
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-medium">
        {label}
      </span>
      {name && <input type="hidden" name={name} value={value?.id ?? ''} />}
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a library thumbnail as stored
          <img src={value.thumbUrl} alt={value.alt} width={96} height={72} className="h-18 w-24 rounded-lg bg-earth-pale object-cover" />
        ) : (
          <span className="flex h-18 w-24 items-center justify-center rounded-lg border-2 border-dashed border-earth-medium/60 text-earth-dark">
            <ImageOff aria-hidden="true" className="size-6" />
          </span>
        )}
        <span className="min-w-0 flex-1 break-words text-sm text-earth-dark" data-testid="picked-media">
          {value ? value.name : t('none')}
        </span>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setOpen(true)} aria-label={`${t('choose')}: ${label}`} className={`${smallButtonClass} border-primary text-primary`}>
            <ImageIcon aria-hidden="true" className="size-4" />
            {t('choose')}
          </button>
          {value && (
            <button type="button" onClick={() => onChange(null)} aria-label={`${t('remove')}: ${label}`} className={`${smallButtonClass} border-red-700 text-red-800`}>
              <X aria-hidden="true" className="size-4" />
              {t('remove')}
            </button>
          )}
        </div>
      </div>
      {open && (
        <PickerDialog
          selectedId={value?.id ?? null}
          onClose={() => setOpen(false)}
          onPick={(media) => {
            onChange(media);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

/** The library searched by text and category; a click picks an image, an upload picks the new one. */
function PickerDialog({ selectedId, onClose, onPick }: { selectedId: string | null; onClose: () => void; onPick: (media: PickedMedia) => void }) {
  const t = useTranslations('adminMedia');
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<MediaCategory | ''>('');
  const [query, setQuery] = useState<{ search: string; category: MediaCategory | '' }>({ search: '', category: '' });
  const [list, setList] = useState<{ items: PickedMedia[]; more: boolean } | null>(null);
  const actionResult = useActionResult({ titles: { failure: t('picker.loadFailed') }, unexpected: { title: t('picker.loadFailed') } });
  const ask = (next: typeof query) => {
    setList(null);
    setQuery(next);
  };

  useEffect(() => {
    let current = true;
    pickerMediaAction({ search: query.search, category: query.category || undefined }).then(
      (result) => {
        if (!current) return;
        if ('items' in result) setList({ items: result.items, more: result.more });
        else actionResult.show(result);
      },
      () => current && actionResult.show({ ok: false }),
    );
    return () => {
      current = false;
    };
    // Once per query; the hook's functions are stable in use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return (
    <Modal titleId={`${id}-title`} title={t('picker.title')} onClose={onClose} wide>
      <form
        role="search"
        aria-label={t('picker.searchLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          ask({ search: search.trim(), category });
        }}
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_minmax(0,14rem)_auto] sm:items-end"
      >
        <div>
          <label htmlFor={`${id}-search`} className="mb-1 block font-medium">
            {t('filters.search')}
          </label>
          <input id={`${id}-search`} type="search" maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block font-medium">
            {t('filters.category')}
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) => {
              const next = e.target.value as MediaCategory | '';
              setCategory(next);
              ask({ search: search.trim(), category: next });
            }}
            className={inputClass}
          >
            <option value="">{t('filters.all')}</option>
            {MEDIA_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButtonClass}>
          {t('filters.apply')}
        </button>
      </form>

      <div className="mt-4" aria-live="polite" aria-busy={list === null}>
        {list === null ? (
          <p>{t('picker.loading')}</p>
        ) : list.items.length === 0 ? (
          <p>{t('picker.empty')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm">{list.more ? t('picker.more', { count: list.items.length }) : t('results', { count: list.items.length })}</p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label={t('picker.results')}>
              {list.items.map((media) => {
                const selected = media.id === selectedId;
                return (
                  <li key={media.id}>
                    <button
                      type="button"
                      onClick={() => onPick(media)}
                      aria-pressed={selected}
                      className={`relative flex w-full cursor-pointer flex-col gap-1 rounded-xl border-2 p-1 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary ${selected ? 'border-primary bg-earth-pale' : 'border-transparent hover:border-earth-medium/60'}`}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- a library thumbnail as stored */}
                      <img src={media.thumbUrl} alt="" loading="lazy" decoding="async" className="aspect-[4/3] w-full rounded-lg bg-earth-pale object-cover" />
                      <span className="break-words text-sm text-earth-dark">{media.name}</span>
                      {selected && <Check aria-hidden="true" className="absolute top-2 right-2 size-6 rounded-full bg-primary p-1 text-white" />}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>

      <div className="mt-6">
        <MediaUpload
          categories={PICKER_UPLOAD_CATEGORIES}
          // A new photo joins the top of the list, to be picked like the others (several may be sent at once).
          onUploaded={(media) => setList((l) => ({ items: [media, ...(l?.items ?? []).filter((i) => i.id !== media.id)], more: l?.more ?? false }))}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
