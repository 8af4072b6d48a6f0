'use client';

import { useEffect, useRef, useState } from 'react';

export interface HeroSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The hero's background image with its fallback chain: when a source fails the next one is tried;
 * when all fail, a text banner with the hotel name and a welcome line shows above the content.
 * The first image is server-rendered (eager, high priority): it is the page's LCP element.
 */
export function HeroBackground({
  sources,
  banner,
  children,
}: {
  sources: HeroSource[];
  banner: { name: string; welcome: string };
  children: React.ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const imgRef = useRef<HTMLImageElement>(null);
  const source = sources[index];
  // Idempotent per stage: the error event and the check below may both report the same failure.
  const failed = (stage: number) => setIndex((i) => (i === stage ? stage + 1 : i));

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setIndex((i) => (i === index ? index + 1 : i));
  }, [index]);

  return (
    <>
      {source && (
        <div aria-hidden className="absolute inset-0 -z-10">
          {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized local files and remote URLs, chained by onError */}
          <img
            key={index}
            ref={imgRef}
            src={source.src}
            srcSet={source.srcSet}
            sizes={source.sizes}
            alt=""
            width={1920}
            height={1080}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            onError={() => failed(index)}
            className="hero-zoom size-full object-cover"
          />
          {/* Dark overlay: white text over any photo keeps AA contrast. */}
          <div className="absolute inset-0 bg-gradient-to-b from-black/65 via-black/55 to-black/70" />
        </div>
      )}
      <div className="relative mx-auto w-full max-w-4xl px-4 pt-(--header-height) pb-16 text-center">
        {!source && (
          <div className="mb-8 rounded-xl border border-white/30 bg-earth-rich px-6 py-5">
            <p className="font-serif text-2xl font-bold tracking-wide uppercase">{banner.name}</p>
            <p className="mt-1 text-earth-pale">{banner.welcome}</p>
          </div>
        )}
        {children}
      </div>
    </>
  );
}
