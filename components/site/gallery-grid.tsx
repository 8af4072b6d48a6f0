'use client';

import { Icon } from '@/components/ui/icon';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Photo } from '@/lib/types';
import { fillTemplate } from '@/lib/photos';
// Types only: lib/media's runtime carries the whole message catalogue, which the page must not load.
import type { GalleryFilter } from '@/lib/media';
import { PhotoImage } from '@/components/ui/photo-image';
import { useNearViewport, useReturnFocus } from '@/components/ui/hooks';
import type { ViewerLabels } from '@/components/ui/viewer-labels';

const ImageViewer = lazy(() => import('@/components/ui/image-viewer').then((m) => ({ default: m.ImageViewer })));

/** Thumbnails in the grid; the rest are reached with 'Ver mais fotos' and the viewer's arrows. */
const GALLERY_PREVIEW = 9;

const FIRST_SIZES = '(min-width: 1280px) 608px, (min-width: 640px) 66vw, 100vw';
const TILE_SIZES = '(min-width: 1280px) 304px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * The gallery's grid: tiles keep their size from the start (no layout shift) and their images are
 * only requested once the grid is within 200 px of the viewport.
 */
export function GalleryGrid({
  photos: allPhotos,
  title,
  labels,
  openLabel,
  filterLabels,
}: {
  photos: Photo[];
  title: string;
  labels: ViewerLabels;
  openLabel: string;
  /** The filter bar's name, 'Todas' and each filter's label. */
  filterLabels: { group: string; all: string; options: Record<GalleryFilter, string> };
}) {
  const [ref, near] = useNearViewport<HTMLUListElement>();
  const [filter, setFilter] = useState<GalleryFilter | null>(null);
  // Only the filters some photo is tagged with are offered.
  // The labels come in the library's order of filters (GALLERY_FILTERS, gallery-section.tsx).
  const filters = (Object.keys(filterLabels.options) as GalleryFilter[]).filter((f) => allPhotos.some((p) => p.filters?.includes(f)));
  const photos = filter ? allPhotos.filter((p) => p.filters?.includes(filter)) : allPhotos;
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  useReturnFocus(viewerIndex !== null, openerRef);
  const hidden = Math.max(0, photos.length - GALLERY_PREVIEW);

  const open = (index: number, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setViewerIndex(index);
  };

  const chip = (value: GalleryFilter | null, label: string) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={filter === value}
      onClick={() => setFilter(value)}
      className={`min-h-11 cursor-pointer rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${filter === value ? 'border-primary bg-primary text-white' : 'border-primary/60 bg-white text-earth-dark hover:bg-earth-pale'}`}
    >
      {label}
    </button>
  );

  return (
    <>
      {filters.length > 0 && (
        <div role="group" aria-label={filterLabels.group} className="mb-6 flex flex-wrap justify-center gap-2">
          {chip(null, filterLabels.all)}
          {filters.map((f) => chip(f, filterLabels.options[f]))}
        </div>
      )}
      <ul ref={ref} className="grid auto-rows-[9rem] grid-cols-2 gap-3 sm:auto-rows-[11rem] sm:grid-cols-3 lg:auto-rows-[12rem] lg:grid-cols-4">
        {photos.slice(0, GALLERY_PREVIEW).map((photo, i) => (
          <li key={photo.id} className={i === 0 ? 'col-span-2 row-span-2' : undefined}>
            <button
              type="button"
              aria-label={fillTemplate(openLabel, { alt: photo.alt })}
              onClick={(e) => open(i, e.currentTarget)}
              className="group relative block size-full cursor-zoom-in overflow-hidden rounded-xl bg-earth-pale focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {near ? (
                <span className="absolute inset-0 transition-transform duration-500 motion-safe:group-hover:scale-105">
                  <PhotoImage photo={photo} sizes={i === 0 ? FIRST_SIZES : TILE_SIZES} unavailable={labels.unavailable} missing={labels.missing} />
                </span>
              ) : (
                <span aria-hidden className="absolute inset-0 animate-pulse bg-earth-light/50" />
              )}
            </button>
          </li>
        ))}
      </ul>

      <div className="mt-8 flex justify-center">
        <button
          type="button"
          onClick={(e) => open(hidden > 0 ? GALLERY_PREVIEW : 0, e.currentTarget)}
          className="flex items-center gap-2 rounded-lg border border-primary px-5 py-2.5 text-sm font-semibold text-primary transition-colors hover:bg-primary hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <Icon name="images" className="size-4" />
          {labels.morePhotos}
          {hidden > 0 && <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-white">+{hidden}</span>}
        </button>
      </div>

      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            photos={photos}
            initialIndex={viewerIndex}
            title={title}
            labels={labels}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
