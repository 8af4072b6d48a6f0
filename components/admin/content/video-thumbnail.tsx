'use client';

import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { youtubeThumbnailUrl } from '@/lib/youtube';

/** The video's thumbnail from the YouTube image host; a neutral box when it does not load (offline, blocked). */
export function VideoThumbnail({ youtubeId, alt, unavailable }: { youtubeId: string; alt: string; unavailable: string }) {
  const src = youtubeThumbnailUrl(youtubeId);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  // The error may have happened before hydration, when onError was not listening yet.
  const checkLoaded = (el: HTMLImageElement | null) => {
    if (el?.complete && el.naturalWidth === 0) setFailedSrc(src);
  };

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-earth-pale">
      {failed ? (
        <div role="img" aria-label={`${alt} — ${unavailable}`} className="flex size-full flex-col items-center justify-center gap-1 text-sm text-earth-dark">
          <ImageOff aria-hidden="true" className="size-6" />
          {unavailable}
        </div>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a remote thumbnail shown as is; no optimisation needed
        <img ref={checkLoaded} src={src} alt={alt} width={480} height={360} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} className="size-full object-cover" />
      )}
    </div>
  );
}
