import { getTranslations } from 'next-intl/server';
import type { Photo } from '@/lib/types';
import { ImageUnavailable } from '@/components/ui/photo-image';
import { getViewerLabels } from '@/components/ui/viewer-labels';
import { GalleryGrid } from './gallery-grid';
import { GALLERY_FILTERS, type GalleryFilter } from '@/lib/media';

/** 'Galeria de Fotos' (anchor galeria): a grid of thumbnails loaded near the viewport, opening the full-screen viewer. */
export async function GallerySection({ photos }: { photos: Photo[] }) {
  const t = await getTranslations('gallery');
  const labels = await getViewerLabels();

  return (
    <section id="galeria" aria-labelledby="galeria-titulo" className="scroll-mt-24 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="mx-auto mb-10 max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
          <h2 id="galeria-titulo" className="mt-2 text-3xl font-bold text-earth-dark sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-earth-dark/85">{t('description')}</p>
        </header>
        {photos.length > 0 ? (
          <GalleryGrid
            photos={photos}
            title={t('title')}
            labels={labels}
            openLabel={t.raw('open') as string}
            filterLabels={{ group: t('filters.group'), all: t('filters.all'), options: Object.fromEntries(GALLERY_FILTERS.map((f) => [f, t(`filters.${f}`)])) as Record<GalleryFilter, string> }}
          />
        ) : (
          <div className="relative h-64 overflow-hidden rounded-2xl">
            <ImageUnavailable text={labels.unavailable} />
          </div>
        )}
      </div>
    </section>
  );
}
