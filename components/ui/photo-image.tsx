'use client';

import Image from 'next/image';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import type { Photo } from '@/lib/types';
import { IMAGE_LOAD_TIMEOUT_MS, isOptimizable } from '@/lib/photos';

// Spans, not divs: the photo may sit inside a button (the galleries' openers), where only phrasing content is valid.

/** The 'Imagem não disponível' box, for a failed image or a gallery without images. */
export function ImageUnavailable({ text, dark = false }: { text: string; dark?: boolean }) {
  return (
    <span
      role="img"
      aria-label={text}
      className={`absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm ${dark ? 'bg-neutral-900 text-white' : 'bg-earth-pale text-earth-dark'}`}
    >
      <Icon name="image-off" className="size-8 opacity-70" />
      <span aria-hidden>{text}</span>
    </span>
  );
}

/**
 * A photo filling its (positioned) parent. Shows a pulsing placeholder while loading and
 * 'Imagem não disponível' when it fails or has not loaded within IMAGE_LOAD_TIMEOUT_MS of being on
 * screen; a late load still replaces the message. A library photo with stored sizes is drawn from
 * its own srcset; others go through next/image; the placeholder record of a missing media (no
 * url) shows `missing` ('Imagem não disponível no momento').
 */
export function PhotoImage({
  photo,
  sizes,
  unavailable,
  fit = 'cover',
  eager = false,
  dark = false,
  missing = unavailable,
}: {
  photo: Photo;
  sizes: string;
  unavailable: string;
  missing?: string;
  fit?: 'cover' | 'contain';
  eager?: boolean;
  dark?: boolean;
}) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(photo.url ? 'loading' : 'failed');
  const boxRef = useRef<HTMLSpanElement>(null);

  // The time-out runs from the moment the image is on screen (a lazy image off screen is not late).
  useEffect(() => {
    const box = boxRef.current;
    if (!box || status !== 'loading') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (timer === undefined && entries.some((e) => e.isIntersecting)) {
        timer = setTimeout(() => setStatus((s) => (s === 'loading' ? 'failed' : s)), IMAGE_LOAD_TIMEOUT_MS);
        observer.disconnect();
      }
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [status]);

  return (
    <span ref={boxRef} className={`absolute inset-0 ${status === 'loading' ? (dark ? 'animate-pulse bg-neutral-800' : 'animate-pulse bg-earth-light/50') : ''}`}>
      {!photo.url ? null : photo.srcSet ? (
        // eslint-disable-next-line @next/next/no-img-element -- the library's own stored sizes: nothing for next/image to resize
        <img
          src={photo.url}
          srcSet={photo.srcSet}
          sizes={sizes}
          alt={photo.alt}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          className={`absolute inset-0 size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
        />
      ) : (
        <Image
          src={photo.url}
          alt={photo.alt}
          fill
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
          unoptimized={!isOptimizable(photo.url)}
          draggable={false}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          className={fit === 'cover' ? 'object-cover' : 'object-contain'}
        />
      )}
      {status === 'failed' && <ImageUnavailable text={photo.url ? unavailable : missing} dark={dark} />}
    </span>
  );
}
