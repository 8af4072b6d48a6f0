'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import type { Photo } from '@/lib/types';
import { fillTemplate, keyTarget, preloadWindow, swipeStep, wrapIndex } from '@/lib/photos';
import { ImageUnavailable, PhotoImage } from './photo-image';
import type { ViewerLabels } from './viewer-labels';

/**
 * Full-screen photo viewer: Escape closes, ← → Home End navigate, a swipe longer than the
 * threshold changes photo, 'i / n' counter. The photos around the current one stay loaded so
 * the next one shows at once. Focus stays inside while open; the opener takes it back on close.
 */
export function ImageViewer({
  photos,
  initialIndex,
  title,
  labels,
  onClose,
}: {
  photos: Photo[];
  initialIndex: number;
  title: string;
  labels: ViewerLabels;
  /** Called with the photo on screen when the viewer closes. */
  onClose: (index: number) => void;
}) {
  const total = photos.length;
  const [index, setIndex] = useState(() => wrapIndex(initialIndex, 0, total));
  const swipeStart = useRef<{ pointerId: number; x: number } | null>(null);
  const current = photos[index];

  // Navigation keys work wherever focus is while the viewer is open; caught before anything else
  // so the gallery that opened the viewer (React events bubble through the portal) does not move too.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (keyTarget(e.key, 0, total) === null) return;
      e.preventDefault();
      e.stopPropagation();
      setIndex((i) => keyTarget(e.key, i, total) ?? i);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [total]);

  const onPointerDown = (e: React.PointerEvent) => {
    if (!e.isPrimary || (e.target as Element).closest('button')) return;
    swipeStart.current = { pointerId: e.pointerId, x: e.clientX };
    // The release counts even when it happens outside the stage.
    e.currentTarget.setPointerCapture(e.pointerId);
  };

  const onPointerUp = (e: React.PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== e.pointerId) return;
    const step = swipeStep(e.clientX - start.x);
    if (step !== 0) setIndex((i) => wrapIndex(i, step, total));
  };

  return (
    <Dialog open onClose={() => onClose(index)} className="fixed inset-0 z-[100]">
      <div aria-hidden className="fixed inset-0 bg-neutral-950" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white">
        <div className="flex items-center gap-4 px-4 py-3 sm:px-6">
          <DialogTitle className="min-w-0 flex-1 truncate text-base font-semibold">{title}</DialogTitle>
          <Description className="sr-only">{labels.dialog}</Description>
          <p aria-hidden className="shrink-0 text-sm tabular-nums" data-testid="viewer-counter">{`${index + 1} / ${total}`}</p>
          <p aria-live="polite" className="sr-only">
            {fillTemplate(labels.photo, { index: index + 1, total })}
          </p>
          <button
            type="button"
            onClick={() => onClose(index)}
            aria-label={labels.close}
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>

        <div
          data-testid="viewer-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          className="relative flex-1 touch-none select-none"
        >
          {current ? (
            preloadWindow(index, total).map((i) => {
              const photo = photos[i];
              if (!photo) return null;
              return (
                <div key={photo.id} aria-hidden={i !== index} className={i === index ? 'absolute inset-0' : 'invisible absolute inset-0'}>
                  <PhotoImage photo={photo} sizes="100vw" fit="contain" unavailable={labels.unavailable} missing={labels.missing} eager dark />
                </div>
              );
            })
          ) : (
            <ImageUnavailable text={labels.unavailable} dark />
          )}

          {total > 1 && (
            <>
              <ViewerArrow side="left" label={labels.previous} onClick={() => setIndex(wrapIndex(index, -1, total))} />
              <ViewerArrow side="right" label={labels.next} onClick={() => setIndex(wrapIndex(index, 1, total))} />
            </>
          )}
        </div>

        <p className="min-h-12 px-4 py-3 text-center text-sm text-white/90 sm:px-6">{current?.alt}</p>
      </DialogPanel>
    </Dialog>
  );
}

function ViewerArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2 sm:left-4' : 'right-2 sm:right-4'} flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white`}
    >
      <Icon name={side === 'left' ? 'chevron-left' : 'chevron-right'} className="size-7" />
    </button>
  );
}
