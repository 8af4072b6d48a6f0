'use client';

import { useState } from 'react';

/**
 * A light YouTube facade: only the thumbnail and a play button until the visitor clicks,
 * so the page loads none of YouTube's scripts; then the player replaces it and autoplays.
 */
export function VideoPlayer({ title, thumbnailUrl, embedUrl, playLabel }: { title: string; thumbnailUrl: string; embedUrl: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-earth-dark shadow-lg">
      {playing ? (
        <iframe
          // Keyboard users keep their place: the player takes the focus the button had.
          ref={(el) => el?.focus()}
          src={embedUrl}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
          className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- YouTube's thumbnail shown as is (app/video-thumbnail); no optimisation needed */}
          <img src={thumbnailUrl} alt="" width={480} height={360} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
          <span className="absolute inset-0 bg-black/20 transition-colors group-hover:bg-black/10" aria-hidden="true" />
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 flex size-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-primary text-white shadow-xl transition-transform group-hover:scale-110"
          >
            <svg viewBox="0 0 24 24" className="ml-1 size-9" fill="currentColor">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
