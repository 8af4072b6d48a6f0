'use client';

import { Icon } from '@/components/ui/icon';
import { lazy, Suspense, useRef, useState } from 'react';
import { useReturnFocus } from './hooks';
import type { Photo } from '@/lib/types';
import { fillTemplate, keyTarget, preloadWindow, wrapIndex } from '@/lib/photos';
import { ImageUnavailable, PhotoImage } from './photo-image';
import type { ViewerLabels } from './viewer-labels';

// The viewer (and Headless UI with it) loads on first use, or when the pointer or focus comes near.
const loadViewer = () => import('./image-viewer');
const ImageViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageViewer })));

/**
 * The photos of one card: arrows, ← → Home End on the focused gallery, a click opens the
 * full-screen viewer. `children` are overlays (badges) drawn over the image.
 */
export function ImageGallery({
  photos,
  title,
  labels,
  sizes,
  children,
}: {
  photos: Photo[];
  /** What the photos show (the room's name): the viewer's title and the gallery's label. */
  title: string;
  labels: ViewerLabels;
  sizes: string;
  children?: React.ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Neighbours load once the guest shows interest (pointer over, focus), not for every card on arrival.
  const [warm, setWarm] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(viewerOpen, openerRef);
  const total = photos.length;
  const current = photos[index];

  const warmUp = () => {
    if (warm) return;
    setWarm(true);
    void loadViewer();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const target = keyTarget(e.key, index, total);
    if (target === null) return;
    e.preventDefault();
    // Keeps the carousel around the card from reacting to the same key.
    e.stopPropagation();
    setIndex(target);
  };

  const closeViewer = (lastIndex: number) => {
    setViewerOpen(false);
    setIndex(lastIndex);
  };

  return (
    <div
      role="group"
      aria-roledescription={labels.galleryRole}
      aria-label={title}
      onKeyDown={onKeyDown}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      className="group/gallery relative aspect-[4/3] overflow-hidden bg-earth-pale"
    >
      {current ? (
        <button
          ref={openerRef}
          type="button"
          onClick={() => setViewerOpen(true)}
          aria-label={fillTemplate(labels.open, { index: index + 1, total })}
          className="absolute inset-0 cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-white"
        >
          <PhotoImage key={current.id} photo={current} sizes={sizes} unavailable={labels.unavailable} missing={labels.missing} />
        </button>
      ) : (
        <ImageUnavailable text={labels.unavailable} />
      )}

      {warm &&
        preloadWindow(index, total, 3)
          .filter((i) => i !== index)
          .map((i) => {
            const photo = photos[i];
            return photo ? (
              <div key={photo.id} aria-hidden className="invisible">
                <PhotoImage photo={photo} sizes={sizes} unavailable="" eager />
              </div>
            ) : null;
          })}

      {total > 1 && (
        <>
          <GalleryArrow side="left" label={labels.previous} onClick={() => setIndex(wrapIndex(index, -1, total))} />
          <GalleryArrow side="right" label={labels.next} onClick={() => setIndex(wrapIndex(index, 1, total))} />
          <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
            {photos.map((p, i) => (
              <span key={p.id} className={`size-1.5 rounded-full ${i === index ? 'bg-white' : 'bg-white/50'}`} />
            ))}
          </div>
          <span
            aria-hidden
            className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white"
          >
            <Icon name="images" className="size-3.5" />
            {labels.morePhotos}
          </span>
        </>
      )}

      {children}

      {viewerOpen && (
        <Suspense fallback={null}>
          <ImageViewer photos={photos} initialIndex={index} title={title} labels={labels} onClose={closeViewer} />
        </Suspense>
      )}
    </div>
  );
}

function GalleryArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-earth-dark shadow transition-opacity hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white pointer-fine:opacity-0 pointer-fine:group-hover/gallery:opacity-100 pointer-fine:group-focus-within/gallery:opacity-100`}
    >
      <Icon name={side === 'left' ? 'chevron-left' : 'chevron-right'} className="size-5" />
    </button>
  );
}
