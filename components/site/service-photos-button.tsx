'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Photo } from '@/lib/types';
import { fillTemplate } from '@/lib/photos';
import type { ServicePhotosLabels } from './service-photos-dialog';

// The dialog (and Headless UI with it) loads on the first click.
const ServicePhotosDialog = dynamic(() => import('./service-photos-dialog').then((m) => m.ServicePhotosDialog), { ssr: false });

/** `labels.title` and `labels.openContext` are templates with '{title}', filled with the service's title. */
export function ServicePhotosButton({
  photos,
  serviceTitle,
  labels,
}: {
  photos: Photo[];
  serviceTitle: string;
  labels: ServicePhotosLabels & { open: string; openContext: string };
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Headless UI tries to restore focus while the page is still inert; give it back once it is not.
    setTimeout(() => buttonRef.current?.focus());
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="mt-6 inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-primary px-5 py-2.5 font-semibold text-primary transition-colors hover:bg-primary hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Icon name="images" className="size-5" />
        {labels.open}
        <span className="sr-only"> {fillTemplate(labels.openContext, { title: serviceTitle })}</span>
      </button>
      {requested && <ServicePhotosDialog open={open} onClose={close} photos={photos} labels={{ ...labels, title: fillTemplate(labels.title, { title: serviceTitle }) }} />}
    </>
  );
}
