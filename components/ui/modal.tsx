'use client';

import { useEffect, useRef } from 'react';

/** A native modal dialog: focus kept inside, Escape closes, focus back on the opener (or on `focusAfter`'s element when set) after. */
export function Modal({
  titleId,
  title,
  onClose,
  focusAfter,
  wide = false,
  children,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  focusAfter?: React.RefObject<HTMLElement | null>;
  /** For a grid of choices (the image picker). */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      // The value at close time is the one wanted: it is set when the deletion succeeded.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      (focusAfter?.current ?? opener)?.focus();
    };
  }, [focusAfter]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto max-h-[90dvh] ${wide ? 'w-[min(60rem,calc(100vw-1.5rem))]' : 'w-[min(36rem,calc(100vw-1.5rem))]'} overflow-y-auto rounded-2xl bg-background p-4 text-earth-dark shadow-xl backdrop:bg-black/50 sm:p-6`}
    >
      <h2 id={titleId} className="font-serif text-xl font-bold text-earth-dark">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
