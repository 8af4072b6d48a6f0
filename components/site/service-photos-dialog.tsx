'use client';

import { PhotoImage } from '@/components/ui/photo-image';
import { useRef, useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Icon } from '@/components/ui/icon';
import type { Photo } from '@/lib/types';
import { SWIPE_THRESHOLD_PX } from '@/lib/photos';

export interface ServicePhotosLabels {
  title: string;
  previous: string;
  next: string;
  close: string;
  unavailable: string;
  missing: string;
}

/** A service's photos (up to 5) in a modal carousel: arrows, arrow keys, swipe, 'i / n'. */
export function ServicePhotosDialog({ open, onClose, photos, labels }: { open: boolean; onClose: () => void; photos: Photo[]; labels: ServicePhotosLabels }) {
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = photos.length;
  const photo = photos[Math.min(index, count - 1)];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  const arrowClass =
    'absolute top-1/2 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-earth-dark shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-white';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      // On the dialog itself: it holds the focus when it opens.
      onKeyDown={(e: React.KeyboardEvent) => {
        if (count < 2) return;
        if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'ArrowRight') go(1);
      }}
      className="fixed inset-0 z-50 flex items-center justify-center p-2 sm:p-6"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/80" />
      <DialogPanel className="relative max-h-full w-full max-w-4xl overflow-y-auto rounded-2xl bg-background p-3 shadow-2xl sm:p-5">
        <div className="mb-3 flex items-center justify-between gap-4">
          <DialogTitle className="text-lg font-bold text-earth-dark sm:text-xl">{labels.title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={labels.close}
            className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-earth-dark hover:bg-earth-pale focus-visible:outline-3 focus-visible:outline-primary"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <div
          className="relative aspect-[3/2] max-h-[calc(100dvh-9rem)] w-full overflow-hidden rounded-xl bg-earth-dark"
          onTouchStart={(e) => {
            touchStartX.current = e.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(e) => {
            const start = touchStartX.current;
            const end = e.changedTouches[0]?.clientX;
            touchStartX.current = null;
            if (start == null || end == null || count < 2) return;
            if (Math.abs(end - start) > SWIPE_THRESHOLD_PX) go(end < start ? 1 : -1);
          }}
        >
          {photo && <PhotoImage key={photo.id} photo={photo} sizes="(min-width: 936px) 856px, 100vw" fit="contain" unavailable={labels.unavailable} missing={labels.missing} eager dark />}
          {count > 1 && (
            <>
              <button type="button" onClick={() => go(-1)} aria-label={labels.previous} className={`${arrowClass} left-3`}>
                <Icon name="chevron-left" className="size-6" />
              </button>
              <button type="button" onClick={() => go(1)} aria-label={labels.next} className={`${arrowClass} right-3`}>
                <Icon name="chevron-right" className="size-6" />
              </button>
            </>
          )}
        </div>
        <p className="mt-3 text-center text-earth-dark tabular-nums" aria-live="polite" aria-atomic="true">
          {Math.min(index, count - 1) + 1} / {count}
        </p>
      </DialogPanel>
    </Dialog>
  );
}
